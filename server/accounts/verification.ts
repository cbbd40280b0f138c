// Proven addresses: a confirmation mail on registration and on every e-mail change, its link valid
// 48 hours and once (made when the mail goes out, see links.ts). Until an address is confirmed,
// ADMIN_EMAILS grants it nothing; the player plays and ranks all the same. A new address waits as
// the account's pending one until its link is opened; the old one stays the account's till then.
import { PLAIN_MAILS, withMail, type QueueMail } from '../mail/index.ts';
import type { Services } from '../services.ts';
import type { Language } from '../../contracts/language.ts';
import { hashToken, LINK_MAILS, TOKEN_PATTERN } from './links.ts';
import { emailChangedMail } from './mails.ts';
import { uniqueViolation, type Db } from './users.ts';

/** Confirmation mails an account may ask for an hour. */
export const VERIFICATIONS_PER_HOUR = 5;

/** A pending confirmation of the account's address and its mail; false when the account asked too often. */
export function requestVerification(services: Services, user: { id: number; email: string }): Promise<boolean> {
  return withMail(services, (tx, queue) => addVerification(tx, queue, user, services.now()));
}

/**
 * A pending confirmation of `user.email` and its mail's job, in the caller's transaction (withMail);
 * false when the account asked too often.
 */
export async function addVerification(
  tx: Db,
  queue: QueueMail,
  user: { id: number; email: string },
  now: Date,
): Promise<boolean> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into email_verifications (user_id, email, created_at)
     select $1, $2, $3 where (select count(*) from email_verifications where user_id = $1 and created_at > $4) < $5
     returning id`,
    [user.id, user.email, now, new Date(now.getTime() - 60 * 60 * 1000), VERIFICATIONS_PER_HOUR],
  );
  if (rows.length === 0) return false;
  await queue(LINK_MAILS, { kind: 'verify', requestId: rows[0].id });
  return true;
}

export type Confirmation =
  | {
      outcome: 'confirmed';
      userId: number;
      email: string;
      /** The address confirmed was a pending change: it replaced `previous`. */
      previous: { email: string } | null;
      /** Every session of the account ended (a changed address, or one that makes it an admin). */
      sessionsEnded: boolean;
    }
  | { outcome: 'invalid' | 'expired' | 'taken' };

/**
 * Uses a confirmation link (once: the row lock makes a race's second click find it used) and
 * confirms its address: the account's own, or its pending new one, which then becomes the
 * account's. A changed address, or one in ADMIN_EMAILS, ends every session of the account, so
 * whoever holds a token from before gains nothing by the owner's click. An unknown, used or
 * superseded link is invalid; an address another account took meanwhile is taken.
 */
export async function confirmEmail(services: Services, token: string): Promise<Confirmation> {
  if (!TOKEN_PATTERN.test(token)) return { outcome: 'invalid' };
  const now = services.now();
  return withMail(services, async (tx, queue): Promise<Confirmation> => {
    const { rows: links } = await tx.query<{ id: number; user_id: number; email: string; expired: boolean }>(
      `select id, user_id, email, expires_at <= $2 as expired from email_verifications
        where token_hash = $1 and used_at is null for update`,
      [hashToken(token), now],
    );
    const [link] = links;
    if (!link) return { outcome: 'invalid' };
    if (link.expired) return { outcome: 'expired' };
    await tx.query('update email_verifications set used_at = $2 where id = $1', [link.id, now]);
    const { rows: users } = await tx.query<{
      email: string;
      pending_email: string | null;
      verified: boolean;
      language: Language;
    }>(
      'select email, pending_email, email_verified_at is not null as verified, language from users where id = $1 for update',
      [link.user_id],
    );
    const [user] = users;
    const same = (a: string | null) => a !== null && a.toLowerCase() === link.email.toLowerCase();
    const change = !same(user?.email ?? null) && same(user?.pending_email ?? null);
    if (!user || (!change && !same(user.email))) return { outcome: 'invalid' };
    if (change) {
      const { rowCount } = await tx.query('select 1 from users where lower(email) = lower($1) and id <> $2', [
        link.email,
        link.user_id,
      ]);
      if (rowCount) return { outcome: 'taken' };
    }
    const sessionsEnded = change || services.config.adminEmails.includes(link.email.toLowerCase());
    const { rows } = await tx.query<{ email: string }>(
      `update users set email = $2, pending_email = null, email_verified_at = $3,
              token_version = token_version + $4 where id = $1 returning email`,
      [link.user_id, change ? user.pending_email : user.email, now, sessionsEnded ? 1 : 0],
    );
    // Only an address proven to be the holder's hears of the change.
    if (change && user.verified)
      await queue(PLAIN_MAILS, emailChangedMail(user.email, rows[0].email, services.config.appUrl, user.language));
    return {
      outcome: 'confirmed',
      userId: link.user_id,
      email: rows[0].email,
      previous: change ? { email: user.email } : null,
      sessionsEnded,
    };
  }).catch((error: unknown): Confirmation => {
    if (uniqueViolation(error)) return { outcome: 'taken' };
    throw error;
  });
}

/** Used and expired links are worth nothing; the hourly job drops them (a day after, so a resend counts). */
export async function purgeExpiredVerifications(db: Db, now: Date): Promise<void> {
  await db.query(
    'delete from email_verifications where created_at < $1 and (used_at is not null or expires_at is null or expires_at <= $2)',
    [new Date(now.getTime() - 24 * 60 * 60 * 1000), now],
  );
}
