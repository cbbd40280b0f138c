// Failed sign-ins per account, in a fixed one-hour window kept in PostgreSQL (every instance sees
// the same count). Past the limit the account's sign-in answers 429 until the window ends, a sign-in
// succeeds, or a password reset succeeds: recovery is never blocked by someone else's failures.
import type { Db } from './users.ts';

export const LOGIN_FAILURE_LIMIT = 100;
export const LOGIN_FAILURE_WINDOW_MS = 60 * 60 * 1000;

export const accountFailureKey = (userId: number) => `user:${userId}`;

/** The key of an account, or of an identifier nobody has, so both are limited alike. */
export const failureKey = (userId: number | null, identifier: string) =>
  userId === null ? `id:${identifier.toLowerCase()}` : accountFailureKey(userId);

const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);

export async function isLockedOut(db: Db, key: string, now: Date): Promise<boolean> {
  const { rows } = await db.query<{ failures: number }>(
    'select failures from login_failures where key = $1 and window_start > $2',
    [key, windowStart(now)],
  );
  return (rows[0]?.failures ?? 0) >= LOGIN_FAILURE_LIMIT;
}

export async function recordFailure(db: Db, key: string, now: Date): Promise<void> {
  await db.query(
    `insert into login_failures (key, window_start, failures) values ($1, $2, 1)
     on conflict (key) do update set
       failures = case when login_failures.window_start <= $3 then 1 else login_failures.failures + 1 end,
       window_start = case when login_failures.window_start <= $3 then $2 else login_failures.window_start end`,
    [key, now, windowStart(now)],
  );
}

export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.query('delete from login_failures where key = any($1)', [keys]);
}

/** Old windows count for nothing; the hourly job drops them so sprayed identifiers do not pile up. */
export async function purgeExpiredFailures(db: Db, now: Date): Promise<number> {
  const result = await db.query('delete from login_failures where window_start <= $1', [windowStart(now)]);
  return result.rowCount ?? 0;
}
