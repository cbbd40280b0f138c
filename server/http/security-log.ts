// Security events (failed and throttled sign-ins, admin grants, e-mail and password changes,
// refused admin calls, revoked sessions) go to the log at `warn`, each with the account it concerns
// and its outcome, so an operator can alert on them and follow one account's story.
import type { FastifyBaseLogger } from 'fastify';

export type SecurityEvent =
  | 'sign-in-failed'
  | 'sign-in-throttled'
  | 'password-check-failed'
  | 'registered'
  | 'signed-out'
  | 'email-change'
  | 'email-change-requested'
  | 'email-change-cancelled'
  | 'email-confirmed'
  | 'password-change'
  | 'password-reset'
  | 'account-deleted'
  | 'admin-granted'
  | 'admin-revoked'
  | 'admin-refused'
  | 'anti-exploit'
  | 'fair-play-verdict';

export function securityEvent(
  log: Pick<FastifyBaseLogger, 'warn'>,
  event: SecurityEvent,
  fields: { userId: number | null; outcome: string; [detail: string]: unknown },
): void {
  log.warn({ security: event, ...fields }, `security: ${event} (${fields.outcome})`);
}
