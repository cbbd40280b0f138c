// Password recovery links: 256 random bits sent by mail (made when the mail goes out, see
// links.ts), only their SHA-256 stored, valid one hour, single use. At most a few live links per
// account at a time, and older ones stay valid, so someone asking again and again for a player's
// e-mail can flood nobody and never locks the player out.
import type { Language } from '../../contracts/language.ts';
import { PLAIN_MAILS, withMail } from '../mail/index.ts';
import type { Services } from '../services.ts';
import { hashToken, LINK_MAILS, RESET_TOKEN_TTL_MS, TOKEN_PATTERN } from './links.ts';
import { clearAccountFailures } from './login-failures.ts';
import { passwordChangedMail } from './mails.ts';
import { endSessions } from './sessions.ts';
import { findUserByEmail, setPassword, USER_COLUMNS, type Db, type UserRow } from './users.ts';

export const MAX_LIVE_RESET_TOKENS = 5;

export async function requestPasswordReset(services: Services, email: string, language: Language): Promise<void> {
  const { pool } = services;
  const user = await findUserByEmail(pool, email);
  if (!user) return;
  const now = services.now();
  // Counted and inserted under the account's row lock, so requests at the same moment cannot both pass
  // the limit; the request and its mail's job commit together.
  await withMail(services, async (tx, queue) => {
    await tx.query('update users set language = $2 where id = $1', [user.id, language]);
    const live = await tx.query<{ count: number }>(
      `select count(*)::int as count from password_reset_tokens
        where user_id = $1 and used_at is null and (expires_at is null or expires_at > $2)`,
      [user.id, now],
    );
    if (live.rows[0].count >= MAX_LIVE_RESET_TOKENS) return;
    const { rows } = await tx.query<{ id: number }>(
      'insert into password_reset_tokens (user_id, created_at) values ($1, $2) returning id',
      [user.id, now],
    );
    await queue(LINK_MAILS, { kind: 'reset', requestId: rows[0].id });
  });
}

/** The account a live link belongs to, or null for an unknown, used or expired one. */
export async function userOfResetToken(db: Db, token: string, now: Date): Promise<UserRow | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const { rows } = await db.query<UserRow>(
    `select ${USER_COLUMNS} from users
      where id = (select user_id from password_reset_tokens where token_hash = $1 and used_at is null and expires_at > $2)`,
    [hashToken(token), now],
  );
  return rows[0] ?? null;
}

/**
 * Uses the link (once: the update that marks it used is the one that wins a race) and sets the new
 * password, which ends every session and every other link, and clears every sign-in failure of the
 * account; the notice of the change is queued in the same transaction. Null when the link was not valid.
 */
export async function resetPassword(services: Services, token: string, passwordHash: string): Promise<UserRow | null> {
  const now = services.now();
  if (!TOKEN_PATTERN.test(token)) return null;
  const user = await withMail(services, async (tx, queue) => {
    const used = await tx.query<{ user_id: number }>(
      `update password_reset_tokens set used_at = $2
        where token_hash = $1 and used_at is null and expires_at > $2 returning user_id`,
      [hashToken(token), now],
    );
    if (used.rowCount !== 1) return null;
    const updated = await setPassword(tx, used.rows[0].user_id, passwordHash, now);
    await clearAccountFailures(tx, updated.id);
    await queue(PLAIN_MAILS, passwordChangedMail(updated.email, services.config.appUrl, updated.language));
    return updated;
  });
  if (user) endSessions(services, user.id);
  return user;
}

/** Used, expired and never-sent links are worth nothing; the hourly job drops them. */
export async function purgeExpiredResetTokens(db: Db, now: Date): Promise<number> {
  const result = await db.query(
    `delete from password_reset_tokens
      where expires_at <= $1 or used_at is not null or (token_hash is null and created_at < $2)`,
    [now, new Date(now.getTime() - 24 * RESET_TOKEN_TTL_MS)],
  );
  return result.rowCount ?? 0;
}
