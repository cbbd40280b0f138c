// Failed sign-ins, counted in fixed one-hour windows kept in PostgreSQL (every instance sees the
// same counts) under three keys: the address, the account at that address, and the account. An
// address that fails too often is throttled whatever it tries; an account and address pair too;
// and an account under attack from many addresses is closed to the addresses it has never signed
// in or registered from, so its owner, at home, still gets in. A password reset clears it all.
import { createHmac } from 'node:crypto';
import type { Db } from './users.ts';

export const LOGIN_FAILURE_WINDOW_MS = 60 * 60 * 1000;
/** Failures an hour before a key is throttled. */
export const FAILURE_LIMITS = { address: 50, pair: 10, account: 100 } as const;

export type FailureKeys = { address: string; pair: string; account: string };

/** An address as the server keeps it: an HMAC with the server's secret, never the address itself. */
export const addressHash = (secret: string, address: string) =>
  createHmac('sha256', secret).update(address).digest().subarray(0, 16);

/** An account's keys (or those of an identifier nobody has, so both are limited alike). */
export function failureKeys(userId: number | null, identifier: string, address: Buffer): FailureKeys {
  const account = userId === null ? `id:${identifier.toLowerCase()}` : `user:${userId}`;
  return { address: `ip:${address.toString('hex')}`, pair: `${account}:${address.toString('hex')}`, account };
}

const windowStart = (now: Date) => new Date(now.getTime() - LOGIN_FAILURE_WINDOW_MS);

/** Which limit holds the sign-in back, if any; an address the account knows never meets the account's. */
export async function throttledBy(
  db: Db,
  keys: FailureKeys,
  knownAddress: boolean,
  now: Date,
): Promise<keyof FailureKeys | null> {
  const { rows } = await db.query<{ key: string; failures: number }>(
    'select key, failures from login_failures where key = any($1) and window_start > $2',
    [[keys.address, keys.pair, keys.account], windowStart(now)],
  );
  const failures = (key: string) => rows.find((row) => row.key === key)?.failures ?? 0;
  if (failures(keys.address) >= FAILURE_LIMITS.address) return 'address';
  if (failures(keys.pair) >= FAILURE_LIMITS.pair) return 'pair';
  if (!knownAddress && failures(keys.account) >= FAILURE_LIMITS.account) return 'account';
  return null;
}

export async function recordFailure(db: Db, keys: FailureKeys, now: Date): Promise<void> {
  await db.query(
    `insert into login_failures (key, window_start, failures) select unnest($1::text[]), $2, 1
     on conflict (key) do update set
       failures = case when login_failures.window_start <= $3 then 1 else login_failures.failures + 1 end,
       window_start = case when login_failures.window_start <= $3 then $2 else login_failures.window_start end`,
    [[keys.address, keys.pair, keys.account], now, windowStart(now)],
  );
}

/** A successful sign-in clears its account's failures at that address. */
export async function clearFailures(db: Db, keys: FailureKeys): Promise<void> {
  await db.query('delete from login_failures where key = any($1)', [[keys.pair, keys.account]]);
}

/** A reset (or the account's deletion) clears every failure counted against the account. */
export async function clearAccountFailures(db: Db, userId: number): Promise<void> {
  await db.query("delete from login_failures where key = $1 or key like $1 || ':%'", [`user:${userId}`]);
}

export async function isKnownAddress(db: Db, userId: number, address: Buffer): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from known_addresses where user_id = $1 and address_hash = $2', [
    userId,
    address,
  ]);
  return rowCount !== 0;
}

/** An address the account signed in or registered from. */
export async function rememberAddress(db: Db, userId: number, address: Buffer, now: Date): Promise<void> {
  await db.query(
    `insert into known_addresses (user_id, address_hash, last_seen) values ($1, $2, $3)
     on conflict (user_id, address_hash) do update set last_seen = excluded.last_seen`,
    [userId, address, now],
  );
}

/** Old windows count for nothing; the hourly job drops them so sprayed identifiers do not pile up. */
export async function purgeExpiredFailures(db: Db, now: Date): Promise<number> {
  const result = await db.query('delete from login_failures where window_start <= $1', [windowStart(now)]);
  return result.rowCount ?? 0;
}
