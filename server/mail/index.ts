// The public entry of server/mail/: what other server folders may use of it (npm run layers).
export { deliverMail, queueMail, registerMailJobs, registerMailQueue, SEND_EMAIL } from './mailer.ts';
export type { Mail } from './mailer.ts';
