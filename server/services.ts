import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import pino, { type Logger } from 'pino';
import type { EventStore } from '../contracts/store.ts';
import type { Play } from '../machines/game/decide.ts';
import { inlineProjections } from '../projections/index.ts';
import { PasswordPool, SessionCache } from './accounts/index.ts';
import { KeyedQueue, LruCache } from './cache.ts';
import type { Config } from './config.ts';
import { createListener, type Listener } from './db/index.ts';
import { createEventStore } from './events/index.ts';
import { summarize } from './plays/index.ts';
import { ImportChecks, QUESTIONS_CHANNEL, type StoredQuestion } from './questions/index.ts';
import { SharedCounters } from './http/index.ts';
import { Hub } from './realtime/index.ts';
import { createMetrics, type Metrics } from './metrics/index.ts';
import { unusedQuestionCount } from './days/index.ts';
import { Answers } from './idempotency/index.ts';

/** Plays kept folded per instance (most recent first out when full). */
const PLAYS_CACHED = 20_000;

/**
 * What an instance keeps in memory to spare the database a read: plays (checked by the append's
 * expected version, so a stale one costs a retry, never a wrong decision), questions and days'
 * assignments (fixed once a day has them; a question until an admin changes it), and sessions (told of
 * every change).
 */
export interface Caches {
  plays: LruCache<string, Play>;
  questions: Map<number, StoredQuestion>;
  days: Map<string, number>;
  sessions: SessionCache;
}

/** Everything a request handler or a job may use; built once per process (or per test). */
export interface Services {
  config: Config;
  pool: pg.Pool;
  store: EventStore;
  listener: Listener;
  hub: Hub;
  cache: Caches;
  /** Commands on one play run one after another in an instance. */
  playQueue: KeyedQueue;
  /** The threads that hash and check passwords (bounded, with a bounded queue). */
  passwords: PasswordPool;
  /** The thread that parses and checks admins' imports of the bank (started by the first). */
  importChecks: ImportChecks;
  /** Request limits shared with every instance through the database. */
  counters: SharedCounters;
  /** pg-boss, when jobs run in this process (always with npm start; optional in tests). */
  boss: PgBoss | null;
  /** The clock; tests move it to cross midnight in Madrid. */
  now: () => Date;
  /**
   * Draining (SIGTERM): readiness fails so a proxy sends new work elsewhere while this finishes.
   * `writesRefusedAt`: when a request last found the database refusing writes (read-only, disk
   * full; 0: never): readiness fails for a while after it.
   */
  lifecycle: { draining: boolean; writesRefusedAt: number };
  /** Commands' answers kept under their Idempotency-Key. */
  answers: Answers;
  /** Prometheus metrics, when METRICS_PORT or METRICS_TOKEN says where to read them (else nothing is counted). */
  metrics: Metrics | null;
  /** The log of work outside a request (jobs); requests log through their own. */
  log: Logger;
}

export function createServices(
  config: Config,
  pool: pg.Pool,
  options: {
    boss?: PgBoss | null;
    now?: () => Date;
    onError?: (error: Error) => void;
    log?: Logger;
    /** PostgreSQL itself when the pool goes through a transaction pooler (DATABASE_POOL_URL): LISTEN needs a session. */
    listenUrl?: string;
  } = {},
): Services {
  const onError = options.onError ?? (() => {});
  const listener = createListener(
    options.listenUrl ? { connectionString: options.listenUrl, keepAlive: true } : pool.options,
    onError,
  );
  const hub = new Hub();
  const metrics = config.metricsPort !== undefined || config.metricsToken ? createMetrics() : null;
  const lifecycle = { draining: false, writesRefusedAt: 0 };
  const boss = options.boss ?? null;
  metrics?.watchPool(pool, 'requests');
  metrics?.watch({
    sockets: () => hub.size,
    subscriptions: () => hub.subscriptionsByKind(),
    draining: () => lifecycle.draining,
    listening: () => listener.connected,
    boss,
    unusedQuestions: () => unusedQuestionCount(pool),
  });
  // A session that ends anywhere closes its sockets on every instance.
  const sessions = new SessionCache(listener, ({ userId, ended, jti }) => {
    if (ended || jti) hub.disconnectUser(userId, jti);
  });
  // An admin's change of a question, made on any instance, drops it from this one's cache.
  const questions = new Map<number, StoredQuestion>();
  listener.listen(QUESTIONS_CHANNEL, {
    onMessage: (id) => questions.delete(Number(id)),
    onResume: () => questions.clear(),
  });
  return {
    config,
    pool,
    store: createEventStore(pool, {
      projections: inlineProjections,
      summarize,
      listener,
      onError,
      onStatement: metrics?.statement,
    }),
    listener,
    hub,
    cache: { plays: new LruCache(PLAYS_CACHED), questions, days: new Map(), sessions },
    playQueue: new KeyedQueue(),
    counters: new SharedCounters(pool, onError),
    passwords: new PasswordPool({ threads: config.passwordThreads, queue: config.passwordQueue }),
    importChecks: new ImportChecks(),
    boss,
    now: options.now ?? (() => new Date()),
    lifecycle,
    answers: new Answers(pool, config.jwtSecret),
    metrics,
    log: options.log ?? pino({ level: 'silent' }),
  };
}
