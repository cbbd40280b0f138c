// The public entry of server/accounts/: what other server folders may use of it (npm run layers).
export { messageReply, messageWithUsuario, sessionReply, usuario } from './replies.ts';
export { FORM_BODY, form } from './form.ts';
export { registerAccountJobs } from './jobs.ts';
export { registerLinkMailJobs } from './links.ts';
export { clearAccountFailures } from './login-failures.ts';
export { passwordChangedMail } from './mails.ts';
export { passwordChecksBudget, PasswordPool } from './passwords.ts';
export { accountsRoutes } from './routes.ts';
export { SessionCache } from './session-cache.ts';
export { endSessions, invalidToken, redactUrl, registerSessions, signSession, socketIdentity } from './sessions.ts';
export {
  fillUsernameSkeletons,
  findUserByEmail,
  findUserById,
  setPassword,
  setPendingEmail,
  toUsuario,
} from './users.ts';
export type { Db, UserRow } from './users.ts';
export { addVerification } from './verification.ts';
