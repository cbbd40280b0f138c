// Password recovery links: 256 random bits sent by mail, only their SHA-256 stored, valid one hour,
// single use. At most a few live links per account at a time, and older ones stay valid, so someone
// asking again and again for a player's e-mail can flood nobody and never locks the player out.
import { createHash, randomBytes } from 'node:crypto';
import type { Language } from '../../machines/accounts/validation.ts';
import { withTransaction } from '../db/pool.ts';
import { queueMail } from '../mail/mailer.ts';
import type { Services } from '../services.ts';
import { accountFailureKey, clearFailures } from './login-failures.ts';
import { passwordChangedMail, resetMail } from './mails.ts';
import { endSessions } from './session-cache.ts';
import { findUserByEmail, setPassword, USER_COLUMNS, type Db, type UserRow } from './users.ts';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const MAX_LIVE_RESET_TOKENS = 5;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashResetToken = (token: string) => createHash('sha256').update(token).digest();

export async function requestPasswordReset(services: Services, email: string, language: Language | undefined): Promise<void> {
  const { pool, config } = services;
  const user = await findUserByEmail(pool, email);
  if (!user) return;
  const now = services.now();
  const token = randomBytes(32).toString('base64url');
  // Counted and inserted under the account's row lock, so requests at the same moment cannot both pass the limit.
  const issued = await withTransaction(pool, async (tx) => {
    await tx.query('select 1 from users where id = $1 for update', [user.id]);
    const live = await tx.query<{ count: number }>(
      'select count(*)::int as count from password_reset_tokens where user_id = $1 and used_at is null and expires_at > $2',
      [user.id, now],
    );
    if (live.rows[0].count >= MAX_LIVE_RESET_TOKENS) return false;
    await tx.query(
      'insert into password_reset_tokens (user_id, token_hash, created_at, expires_at) values ($1, $2, $3, $4)',
      [user.id, hashResetToken(token), now, new Date(now.getTime() + RESET_TOKEN_TTL_MS)],
    );
    return true;
  });
  if (!issued) return;
  // The link is built from APP_URL, never from the request's Host (which a client controls).
  const link = `${config.appUrl}/reset-password?token=${token}`;
  await queueMail(services, resetMail(user.email, user.username, link, language));
}

/** The account a live link belongs to, or null for an unknown, used or expired one. */
export async function userOfResetToken(db: Db, token: string, now: Date): Promise<UserRow | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from users
      where id = (select user_id from password_reset_tokens where token_hash = $1 and used_at is null and expires_at > $2)`,
    [hashResetToken(token), now],
  );
  return rows[0] ?? null;
}

/**
 * Uses the link (once: the update that marks it used is the one that wins a race) and sets the new
 * password, which ends every session and every other link. Null when the link was not valid.
 */
export async function resetPassword(
  services: Services,
  token: string,
  passwordHash: string,
  language: Language | undefined,
): Promise<UserRow | null> {
  const now = services.now();
  if (!TOKEN_PATTERN.test(token)) return null;
  const user = await withTransaction(services.pool, async (tx) => {
    const used = await tx.query<{ user_id: number }>(
      `update password_reset_tokens set used_at = $2
        where token_hash = $1 and used_at is null and expires_at > $2 returning user_id`,
      [hashResetToken(token), now],
    );
    if (used.rowCount !== 1) return null;
    const updated = await setPassword(tx, used.rows[0].user_id, passwordHash, now);
    await clearFailures(tx, [accountFailureKey(updated.id)]);
    return updated;
  });
  if (user) {
    endSessions(services, user.id);
    await queueMail(services, passwordChangedMail(user.email, user.username, services.config.appUrl, language));
  }
  return user;
}

/** Used and expired links are worth nothing; the hourly job drops them. */
export async function purgeExpiredResetTokens(db: Db, now: Date): Promise<number> {
  const result = await db.query('delete from password_reset_tokens where expires_at <= $1 or used_at is not null', [now]);
  return result.rowCount ?? 0;
}
