// Request limits every instance shares. Each instance counts hits in memory and, every FLUSH_MS,
// adds its new hits to the (unlogged) rate_limits table in one statement, which returns every
// instance's totals of those keys and of the keys near their limit that were hit lately: a limit
// holds across instances (give or take what the others counted within one flush) and a request
// never waits for the database. Keys far below their limit are not read back: the others' hits
// cannot matter to them yet, and a midnight herd has one key per player. The same counters back @fastify/rate-limit (as its store) and the
// product's own limits (new anonymous plays per address).
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type pg from 'pg';

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

  /** The hits of `key` so far, without counting one. */
  peek(key: string, now = Date.now()): { current: number; ttl: number } {
    const counter = this.counters.get(key);
    if (!counter || counter.windowEnd <= now) return { current: 0, ttl: 0 };
    return { current: counter.shared + counter.local, ttl: counter.windowEnd - now };
  }

  /** Adds the unsent hits to the table and takes every instance's totals back. */
  flush(): Promise<void> {
    this.flushing ??= this.send().finally(() => (this.flushing = null));
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

type Callback = (error: Error | null, result: { current: number; ttl: number }) => void;

type RouteParams = { routeInfo?: { method?: string | string[]; url?: string } };

/**
 * @fastify/rate-limit's store on the shared counters; each route's limit has its own keys. (The
 * plugin hands `child` its merged parameters, whose `routeInfo` names the route, whatever its types say.)
 */
export function sharedRateLimitStore(counters: SharedCounters): FastifyRateLimitStoreCtor {
  return class SharedStore {
    readonly prefix: string;
    constructor(options: unknown = {}) {
      const route = (options as RouteParams).routeInfo;
      this.prefix = route?.url ? `${String(route.method)} ${route.url}|` : '';
    }
    incr(key: string, callback: Callback, timeWindow: number, max: number) {
      callback(null, counters.hit(this.prefix + key, timeWindow, max));
    }
    read(key: string, callback: Callback) {
      callback(null, counters.peek(this.prefix + key));
    }
    child(routeOptions: unknown) {
      return new SharedStore(routeOptions);
    }
  };
}
