// Mails that carry a secret link (password recovery, address confirmation). A request keeps only a
// pending row; the token is made when the mail goes out, stored as its SHA-256 and put in the mail,
// so no job payload, outbox row or log ever holds a usable link (a retry makes a new one).
import { createHash, randomBytes } from 'node:crypto';
import type { PgBoss } from 'pg-boss';
import type { Language } from '../../contracts/language.ts';
import { deliverMail, registerMailQueue, type Mail, type MailQueue } from '../mail/index.ts';
import type { Services } from '../services.ts';
import { resetMail, verifyEmailMail } from './mails.ts';

export const SEND_LINK_MAIL = 'send-link-mail';

export type LinkMailRequest = { kind: 'reset' | 'verify'; requestId: number };

/** 256 random bits, as the link carries them, and the hash that is all the database keeps. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest();
export const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 48 * 60 * 60 * 1000;

type Issued = { mail: Mail; token: string } | null;

/** A pending recovery request gets its token and its mail (null: the request is gone or used). */
async function issueReset(services: Services, requestId: number): Promise<Issued> {
  const token = newToken();
  const now = services.now();
  const { rows } = await services.pool.query<{ email: string; language: Language }>(
    `update password_reset_tokens t set token_hash = $2, expires_at = $3
       from users u
      where t.id = $1 and t.used_at is null and u.id = t.user_id
      returning u.email, u.language`,
    [requestId, hashToken(token), new Date(now.getTime() + RESET_TOKEN_TTL_MS)],
  );
  if (rows.length === 0) return null;
  const [user] = rows;
  // The link is built from APP_URL, never from the request's Host (which a client controls).
  return {
    mail: resetMail(user.email, `${services.config.appUrl}/reset-password?token=${token}`, user.language),
    token,
  };
}

/** A pending confirmation gets its token and its mail, to the address it confirms (still the account's or its pending one). */
async function issueVerification(services: Services, requestId: number): Promise<Issued> {
  const token = newToken();
  const now = services.now();
  const { rows } = await services.pool.query<{ email: string; language: Language }>(
    `update email_verifications v set token_hash = $2, expires_at = $3
       from users u
      where v.id = $1 and v.used_at is null and u.id = v.user_id
        and lower(v.email) in (lower(u.email), lower(u.pending_email))
      returning v.email, u.language`,
    [requestId, hashToken(token), new Date(now.getTime() + VERIFY_TOKEN_TTL_MS)],
  );
  if (rows.length === 0) return null;
  const [user] = rows;
  return {
    mail: verifyEmailMail(user.email, `${services.config.appUrl}/verificar-email?token=${token}`, user.language),
    token,
  };
}

async function deliverLinkMail(services: Services, request: LinkMailRequest): Promise<void> {
  const issued =
    request.kind === 'reset'
      ? await issueReset(services, request.requestId)
      : await issueVerification(services, request.requestId);
  if (issued) await deliverMail(services, issued.mail, [issued.token]);
}

/** The mails of pending requests, queued in the transaction that saves the request (withMail). */
export const LINK_MAILS: MailQueue<LinkMailRequest> = { name: SEND_LINK_MAIL, send: deliverLinkMail };

export async function registerLinkMailJobs(boss: PgBoss, services: Services): Promise<void> {
  await registerMailQueue(boss, services, LINK_MAILS);
}
