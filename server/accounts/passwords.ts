// Password hashing and checks run on a bounded pool of threads of their own (about one per core),
// never on libuv's four threads, which static file reads and DNS share: a flood of bcrypt work cannot
// make a page, an asset or a play wait. Past the pool's threads and its bounded queue, a check is
// refused at once with a 503 and Retry-After rather than left to wait behind the others.
import { Piscina } from 'piscina';
import { HttpError, type RouteLimit } from '../http/index.ts';

/** bcrypt's work factor. */
export const BCRYPT_COST = 12;

export type PasswordTask =
  | { kind: 'hash'; password: string; cost: number }
  | { kind: 'compare'; password: string; hash: string };

/** What a refused check tells the client to wait, in seconds. */
const BUSY_RETRY_AFTER_S = 5;

export class PasswordPool {
  private readonly threads: Piscina<PasswordTask, string | boolean>;
  private readonly capacity: number;
  private inFlight = 0;
  private dummyHash: Promise<string> | null = null;

  constructor(options: { threads: number; queue: number }) {
    this.capacity = options.threads + options.queue;
    this.threads = new Piscina({
      filename: new URL('./password-worker.ts', import.meta.url).href,
      // Every thread starts with the pool (a few MB each), so a flood does not wait for threads to start.
      minThreads: options.threads,
      maxThreads: options.threads,
    });
  }

  /** One task on a thread of the pool; refused with a 503 when every thread and queue place is taken. */
  run(task: PasswordTask): Promise<string | boolean> {
    if (this.inFlight >= this.capacity) {
      return Promise.reject(
        new HttpError(503, 'PASSWORDS_BUSY', 'http:PASSWORDS_BUSY', { retryAfter: BUSY_RETRY_AFTER_S }),
      );
    }
    this.inFlight += 1;
    return this.threads.run(task).finally(() => {
      this.inFlight -= 1;
    });
  }

  hash(password: string): Promise<string> {
    return this.run({ kind: 'hash', password, cost: BCRYPT_COST }) as Promise<string>;
  }

  /** Computed once per process, so a sign-in for an unknown account costs one real comparison too. */
  warmUp(): Promise<string> {
    this.dummyHash ??= this.hash('no account has this password').catch((error: unknown) => {
      this.dummyHash = null;
      throw error;
    });
    return this.dummyHash;
  }

  /**
   * Whether the password matches the hash. Without a hash (no such account) it still compares against
   * a dummy hash of the same cost, so an unknown account answers as slowly as a wrong password.
   */
  async matches(password: string, hash: string | null): Promise<boolean> {
    const compared = await this.run({ kind: 'compare', password, hash: hash ?? (await this.warmUp()) });
    return hash !== null && compared === true;
  }

  close(): Promise<void> {
    return this.threads.destroy();
  }
}

/**
 * One budget per client address across every route that checks or hashes a password, so spreading
 * guesses over sign-in, registration, the profile's changes, deletion and reset gains nothing.
 */
export const passwordChecksBudget = (checksPerMinute: number): RouteLimit => ({
  budget: 'password-checks',
  max: checksPerMinute,
  windowMs: 60_000,
});
