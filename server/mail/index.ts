// The public entry of server/mail/: what other server folders may use of it (npm run layers).
export { deliverMail, PLAIN_MAILS, registerMailJobs, registerMailQueue, SEND_EMAIL, withMail } from './mailer.ts';
export type { Mail, MailQueue, QueueMail } from './mailer.ts';
