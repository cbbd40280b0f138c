// Proven addresses: a confirmation mail on registration and on every e-mail change, its link valid
// 48 hours and once (made when the mail goes out, see links.ts). Until an address is confirmed,
// ADMIN_EMAILS grants it nothing; the player plays and ranks all the same.
import type { Services } from '../services.ts';
import { hashToken, queueLinkMail, TOKEN_PATTERN } from './links.ts';
import type { Db } from './users.ts';

/** Confirmation mails an account may ask for an hour. */
export const VERIFICATIONS_PER_HOUR = 5;

/** A pending confirmation of the account's address and its mail; false when the account asked too often. */
export async function requestVerification(services: Services, user: { id: number; email: string }): Promise<boolean> {
  const now = services.now();
  const { rows } = await services.pool.query<{ id: number }>(
    `insert into email_verifications (user_id, email, created_at)
     select $1, $2, $3 where (select count(*) from email_verifications where user_id = $1 and created_at > $4) < $5
     returning id`,
    [user.id, user.email, now, new Date(now.getTime() - 60 * 60 * 1000), VERIFICATIONS_PER_HOUR],
  );
  if (rows.length === 0) return false;
  await queueLinkMail(services, { kind: 'verify', requestId: rows[0].id });
  return true;
}

export type Confirmation = { outcome: 'confirmed'; userId: number; email: string } | { outcome: 'invalid' | 'expired' };

/**
 * Uses a confirmation link (once: the update that marks it used wins a race) and confirms the
 * address, if it is still the account's. An unknown, used or superseded link is invalid.
 */
export async function confirmEmail(services: Services, token: string): Promise<Confirmation> {
  if (!TOKEN_PATTERN.test(token)) return { outcome: 'invalid' };
  const now = services.now();
  const { rows } = await services.pool.query<{ user_id: number | null; email: string | null; expired: boolean }>(
    `with link as (
       select id, user_id, email, expires_at <= $2 as expired from email_verifications where token_hash = $1 and used_at is null
     ), used as (
       update email_verifications v set used_at = $2 from link where v.id = link.id and not link.expired and v.used_at is null returning v.user_id, v.email
     ), confirmed as (
       update users u set email_verified_at = $2 from used where u.id = used.user_id and lower(u.email) = lower(used.email) returning u.id, u.email
     )
     select (select id from confirmed) as user_id, (select email from confirmed) as email, coalesce((select expired from link), false) as expired`,
    [hashToken(token), now],
  );
  const [row] = rows;
  if (row.user_id !== null && row.email !== null)
    return { outcome: 'confirmed', userId: row.user_id, email: row.email };
  return { outcome: row.expired ? 'expired' : 'invalid' };
}

/** Used and expired links are worth nothing; the hourly job drops them (a day after, so a resend counts). */
export async function purgeExpiredVerifications(db: Db, now: Date): Promise<void> {
  await db.query(
    'delete from email_verifications where created_at < $1 and (used_at is not null or expires_at is null or expires_at <= $2)',
    [new Date(now.getTime() - 24 * 60 * 60 * 1000), now],
  );
}
