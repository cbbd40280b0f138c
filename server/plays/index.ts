// The public entry of server/plays/: what other server folders may use of it (npm run layers).
export { hint, pregunta, preguntaReply } from './replies.ts';
export { claimGuestPlays } from './claim.ts';
export { fechaField, idParams, partidaIdField, playTargetOf, questionDay } from './fields.ts';
export { summarize } from './notification.ts';
export { playRoutes } from './routes.ts';
export { playerOf, playerOrNull } from './streams.ts';
export { findPlay, loadPlay } from './target.ts';
