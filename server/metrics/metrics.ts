// What an operator scrapes (Prometheus, through prom-client): requests by route and status with their
// latency, group-commit statements, pool waits, sockets, push latency, jobs, refusals and failures,
// and the process's own figures. One registry per instance (tests run several in one process). The
// request path pays one histogram observation (a cached child per route and status); everything
// that has a value already (pool counts, sockets, job counts) is read only when scraped.
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { VERSION } from '../version.ts';

const SECONDS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type Metrics = ReturnType<typeof createMetrics>;

export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const registers = [registry];

  new Gauge({ name: 'trivia_info', help: 'This release (value 1)', labelNames: ['version'], registers }).set(
    { version: VERSION },
    1,
  );
  const requests = new Histogram({
    name: 'trivia_http_request_duration_seconds',
    help: 'HTTP requests by method, route (its template; "static" for files, "unmatched" for none) and status, with their latency',
    labelNames: ['method', 'route', 'status'],
    buckets: SECONDS,
    registers,
  });
  const refusals = new Counter({
    name: 'trivia_http_refusals_total',
    help: "Requests refused as a client's mistake or past a limit (4xx), by code",
    labelNames: ['status', 'code'],
    registers,
  });
  const failures = new Counter({
    name: 'trivia_http_failures_total',
    help: 'Requests that failed on our side (5xx: INTERNAL_ERROR, DATABASE_UNAVAILABLE), by code',
    labelNames: ['status', 'code'],
    registers,
  });
  const statements = new Histogram({
    name: 'trivia_append_statement_seconds',
    help: 'Group-commit statements of appends: time from sending to answer, by outcome',
    labelNames: ['outcome'],
    buckets: SECONDS,
    registers,
  });
  const statementSizes = new Histogram({
    name: 'trivia_append_statement_appends',
    help: 'Appends carried by one group-commit statement',
    buckets: [1, 2, 4, 8, 16, 32, 64, 128, 200],
    registers,
  });
  const poolWaits = new Histogram({
    name: 'trivia_pool_acquire_seconds',
    help: 'Time a request waited for a connection of its pool (a new connection included)',
    buckets: SECONDS,
    registers,
  });
  const pushes = new Histogram({
    name: 'trivia_push_seconds',
    help: 'From the first change heard to its leaderboard push sent to every socket of this instance, by period',
    labelNames: ['periodo'],
    buckets: SECONDS,
    registers,
  });

  const requestChildren = new Map<string, { observe(value: number): void }>();
  const ok = statements.labels({ outcome: 'ok' });
  const refused = statements.labels({ outcome: 'refused' });

  return {
    registry,
    /** One answered HTTP request. */
    request(method: string, route: string | undefined, status: number, seconds: number) {
      const label = route === undefined ? 'unmatched' : route.startsWith('/api') ? route : 'static';
      const key = `${method} ${label} ${status}`;
      let child = requestChildren.get(key);
      if (!child) {
        child = requests.labels({ method, route: label, status });
        requestChildren.set(key, child);
      }
      child.observe(seconds);
    },
    /** A request answered with an error of ours or a refusal, by its code. */
    error(status: number, code: string) {
      (status >= 500 ? failures : refusals).inc({ status, code });
    },
    /** A group-commit statement that went through (or PostgreSQL refused), with its appends. */
    statement(appends: number, seconds: number, failed: boolean) {
      (failed ? refused : ok).observe(seconds);
      statementSizes.observe(appends);
    },
    push(periodo: string, seconds: number) {
      pushes.observe({ periodo }, seconds);
    },
    /** Times every connection the pool hands out, and reads its counts when scraped. */
    watchPool(pool: pg.Pool, name: string) {
      const connect = pool.connect.bind(pool) as (
        callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: () => void) => void,
      ) => Promise<pg.PoolClient> | undefined;
      pool.connect = ((callback?: Parameters<typeof connect>[0]) => {
        const started = performance.now();
        const waited = () => poolWaits.observe((performance.now() - started) / 1000);
        if (callback)
          return connect((error, client, done) => {
            waited();
            callback(error, client, done);
          });
        return connect()!.finally(waited);
      }) as typeof pool.connect;
      new Gauge({
        name: 'trivia_pool_connections',
        help: 'Connections of a pool by state (waiting: requests queued for one)',
        labelNames: ['pool', 'state'],
        registers,
        collect() {
          this.set({ pool: name, state: 'total' }, pool.totalCount);
          this.set({ pool: name, state: 'idle' }, pool.idleCount);
          this.set({ pool: name, state: 'waiting' }, pool.waitingCount);
        },
      });
    },
    /** Figures read when scraped: open sockets, draining, the LISTEN connection, the bank and the job queues. */
    watch(read: {
      sockets(): number;
      /** Subscriptions held now, by the kind of topic (what the open pages show). */
      subscriptions(): Record<string, number>;
      draining(): boolean;
      listening(): boolean;
      boss: PgBoss | null;
      unusedQuestions(): Promise<number>;
    }) {
      new Gauge({
        name: 'trivia_websockets_open',
        help: 'Open websockets of this instance',
        registers,
        collect() {
          this.set(read.sockets());
        },
      });
      new Gauge({
        name: 'trivia_websocket_subscriptions',
        help: 'Subscriptions of the open websockets of this instance, by kind of topic (the pages they show)',
        labelNames: ['kind'],
        registers,
        collect() {
          for (const [kind, count] of Object.entries(read.subscriptions())) this.set({ kind }, count);
        },
      });
      new Gauge({
        name: 'trivia_draining',
        help: '1 while this instance drains (SIGTERM): readiness fails',
        registers,
        collect() {
          this.set(read.draining() ? 1 : 0);
        },
      });
      new Gauge({
        name: 'trivia_listen_connected',
        help: '1 while the LISTEN connection (pushes) is up',
        registers,
        collect() {
          this.set(read.listening() ? 1 : 0);
        },
      });
      new Gauge({
        name: 'trivia_questions_unused',
        help: 'Questions in play never given to a day (alert below 30: then days repeat questions whose answers the history published)',
        registers,
        async collect() {
          const unused = await read.unusedQuestions().catch(() => null);
          if (unused !== null) this.set(unused);
        },
      });
      const { boss } = read;
      if (!boss) return;
      new Gauge({
        name: 'trivia_jobs',
        help: 'pg-boss jobs by queue and state (failed: those the queue still keeps)',
        labelNames: ['queue', 'state'],
        registers,
        async collect() {
          const queues = await boss.getQueues().catch(() => []);
          for (const queue of queues) {
            this.set({ queue: queue.name, state: 'ready' }, queue.readyCount);
            this.set({ queue: queue.name, state: 'deferred' }, queue.deferredCount);
            this.set({ queue: queue.name, state: 'active' }, queue.activeCount);
            this.set({ queue: queue.name, state: 'failed' }, queue.failedCount);
          }
        },
      });
    },
  };
}
