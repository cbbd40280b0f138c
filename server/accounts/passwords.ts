import bcrypt from 'bcrypt';

/** bcrypt's work factor; its async API hashes on libuv's thread pool, off the event loop. */
export const BCRYPT_COST = 12;

export const hashPassword = (password: string) => bcrypt.hash(password, BCRYPT_COST);

let dummyHash: Promise<string> | null = null;

/** Computed once per process, so a sign-in for an unknown account costs one real comparison too. */
export function warmUpDummyHash(): Promise<string> {
  dummyHash ??= bcrypt.hash('no account has this password', BCRYPT_COST);
  return dummyHash;
}

/**
 * Whether the password matches the hash. Without a hash (no such account) it still compares against
 * a dummy hash of the same cost, so an unknown account answers as slowly as a wrong password.
 */
export async function passwordMatches(password: string, hash: string | null): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? (await warmUpDummyHash()));
  return hash !== null && matches;
}
