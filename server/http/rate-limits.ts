// Request limits every instance shares. Each instance counts hits in memory and, every FLUSH_MS,
// adds its new hits to the (unlogged) rate_limits table in one statement, which returns every
// instance's totals of those keys and of the keys near their limit that were hit lately: a limit
// holds across instances (give or take what the others counted within one flush) and a request
// never waits for the database. Keys far below their limit are not read back: the others' hits
// cannot matter to them yet, and a midnight herd has one key per player. The same counters back the
// routes' limits (`config: { rateLimit }`) and the product's own (new anonymous plays per address).
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type pg from 'pg';
import { HttpError } from './errors.ts';

const FLUSH_MS = 200;
/** Keys hit this recently, and past half their limit, have their totals read back at every flush. */
const RECENT_MS = 10_000;
/** How often counters whose window ended are forgotten (a flush only looks at the keys it has to send). */
const SWEEP_MS = 10_000;

type Counter = { windowEnd: number; shared: number; local: number; unsent: number; lastHit: number; max: number };

const pastHalf = (counter: Counter) => 2 * (counter.shared + counter.local) >= counter.max;

export class SharedCounters {
  private readonly counters = new Map<string, Counter>();
  /** Keys with hits not sent yet. */
  private readonly unsent = new Set<string>();
  /** Keys past half their limit: their totals are read back while they are being hit. */
  private readonly watched = new Set<string>();
  private readonly timer: ReturnType<typeof setInterval>;
  private flushing: Promise<void> | null = null;
  /** A flush asked for while one was under way: it runs once that one ends. */
  private queued: Promise<void> | null = null;
  private lastSweep = Date.now();
  private readonly pool: pg.Pool;
  private readonly onError: (error: Error) => void;

  constructor(pool: pg.Pool, onError: (error: Error) => void) {
    this.pool = pool;
    this.onError = onError;
    this.timer = setInterval(() => void this.flush(), FLUSH_MS);
    this.timer.unref();
  }

  /**
   * Counts a hit of `key` in a fixed window whose limit is `max`; returns the hits of the window so
   * far (every instance's) and ms left.
   */
  hit(key: string, windowMs: number, max: number, now = Date.now()): { current: number; ttl: number } {
    let counter = this.counters.get(key);
    if (!counter || counter.windowEnd <= now) {
      counter = { windowEnd: now + windowMs, shared: 0, local: 0, unsent: 0, lastHit: now, max };
      this.counters.set(key, counter);
    }
    counter.local += 1;
    counter.unsent += 1;
    counter.lastHit = now;
    this.unsent.add(key);
    if (pastHalf(counter)) this.watched.add(key);
    return { current: counter.shared + counter.local, ttl: counter.windowEnd - now };
  }

  /** Takes back one hit of `key` counted in this window (a place taken, then not used). */
  release(key: string, now = Date.now()): void {
    const counter = this.counters.get(key);
    if (!counter || counter.windowEnd <= now) return;
    counter.local -= 1;
    counter.unsent -= 1;
    this.unsent.add(key);
  }

  /** The hits of `key` so far, without counting one. */
  peek(key: string, now = Date.now()): { current: number; ttl: number } {
    const counter = this.counters.get(key);
    if (!counter || counter.windowEnd <= now) return { current: 0, ttl: 0 };
    return { current: counter.shared + counter.local, ttl: counter.windowEnd - now };
  }

  /**
   * Adds the unsent hits to the table and takes every instance's totals back. A flush under way took
   * its hits when it began, so a flush asked for meanwhile runs after it (one for all such callers):
   * when the promise resolves, every hit counted before the call has been sent.
   */
  flush(): Promise<void> {
    if (this.flushing) {
      this.queued ??= this.flushing.then(() => {
        this.queued = null;
        return this.flush();
      });
      return this.queued;
    }
    this.flushing = this.send().finally(() => (this.flushing = null));
    return this.flushing;
  }

  /** Forgets the counters whose window ended. */
  private sweep(now: number): void {
    this.lastSweep = now;
    for (const [key, counter] of this.counters) {
      if (counter.windowEnd > now) continue;
      this.counters.delete(key);
      this.unsent.delete(key);
      this.watched.delete(key);
    }
  }

  private async send(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep >= SWEEP_MS) this.sweep(now);
    const due: [string, Counter][] = [];
    for (const key of this.unsent) {
      const counter = this.counters.get(key);
      if (counter && counter.windowEnd > now) due.push([key, counter]);
    }
    this.unsent.clear();
    const recent: string[] = [];
    for (const key of this.watched) {
      const counter = this.counters.get(key);
      if (!counter || counter.windowEnd <= now || now - counter.lastHit >= RECENT_MS) this.watched.delete(key);
      else if (counter.unsent === 0) recent.push(key);
    }
    if (due.length === 0 && recent.length === 0) return;
    const sent = due.map(([, counter]) => counter.unsent);
    for (const [, counter] of due) counter.unsent = 0;
    try {
      const { rows } = await this.pool.query<{ key: string; hits: number; window_end: Date }>({
        name: 'rate-limits-flush',
        text: `with added as (
                 insert into rate_limits as r (key, window_end, hits)
                 select * from unnest($1::text[], $2::timestamptz[], $3::int[])
                 on conflict (key) do update set
                   hits = case when r.window_end <= now() then excluded.hits else r.hits + excluded.hits end,
                   window_end = case when r.window_end <= now() then excluded.window_end else r.window_end end
                 returning key, hits, window_end
               )
               select key, hits, window_end from added
               union all
               select key, hits, window_end from rate_limits where key = any($4::text[]) and window_end > now()`,
        values: [due.map(([key]) => key), due.map(([, counter]) => new Date(counter.windowEnd)), sent, recent],
      });
      for (const row of rows) {
        const counter = this.counters.get(row.key);
        if (!counter) continue;
        // The table's window is everyone's: its total includes this instance's hits sent so far.
        counter.windowEnd = row.window_end.getTime();
        counter.shared = row.hits - (counter.local - counter.unsent);
        if (pastHalf(counter)) this.watched.add(row.key);
      }
    } catch (error) {
      // Not sent: counted again at the next flush.
      due.forEach(([key, counter], i) => {
        counter.unsent += sent[i];
        this.unsent.add(key);
      });
      this.onError(error as Error);
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}

/** Windows that ended an hour ago weigh nothing; the hourly job drops them. */
export async function purgeEndedRateLimits(pool: pg.Pool): Promise<void> {
  await pool.query("delete from rate_limits where window_end < now() - interval '1 hour'");
}

/**
 * A route's limit: `max` requests per `windowMs` for each key (the caller's address by default),
 * counted for this route alone, or in `budget`, one count that every route naming it shares.
 */
export type RouteLimit = {
  max: number;
  windowMs: number;
  key?: (request: FastifyRequest) => string;
  budget?: string;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Counted in the counters every instance shares before anything else of the route runs. */
    rateLimit?: RouteLimit | RouteLimit[];
  }
}

/** The 429 of a hit past its limit (null under it), with the headers that say when to come back. */
export function refusalOf(
  { current, ttl }: { current: number; ttl: number },
  max: number,
  reply: FastifyReply,
): HttpError | null {
  if (current <= max) return null;
  const seconds = Math.max(1, Math.ceil(ttl / 1000));
  reply
    .header('retry-after', String(seconds))
    .header('x-ratelimit-limit', String(max))
    .header('x-ratelimit-remaining', '0')
    .header('x-ratelimit-reset', String(seconds));
  return new HttpError(429, 'RATE_LIMITED', (t) => t('http:RATE_LIMITED', { segundos: seconds }));
}

/**
 * Every route with `config.rateLimit` counts each request first (its own keys, prefixed with the
 * route) and answers 429 past the limit: a plain hook, no promise, as the midnight herd goes through
 * it on every command. Register before the routes.
 */
export function registerRateLimits(app: FastifyInstance, counters: SharedCounters): void {
  app.addHook('onRoute', (route) => {
    const limits = [route.config?.rateLimit ?? []].flat();
    if (limits.length === 0) return;
    const own = `${String(route.method)} ${route.url}`;
    const prefixes = limits.map((limit) => `${limit.budget ?? own}|`);
    const count: onRequestHookHandler = (request, reply, done) => {
      for (const [i, limit] of limits.entries()) {
        const key = prefixes[i] + (limit.key ? limit.key(request) : request.caller.address);
        const refusal = refusalOf(counters.hit(key, limit.windowMs, limit.max), limit.max, reply);
        if (refusal) return done(refusal);
      }
      done();
    };
    route.onRequest = [...[route.onRequest ?? []].flat(), count];
  });
}
