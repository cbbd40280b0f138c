import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import pino from 'pino';
import { buildApp } from '../../server/app.ts';
import { loadConfig, type Config } from '../../server/config.ts';
import { createPool } from '../../server/db/pool.ts';
import { startBoss } from '../../server/jobs/boss.ts';
import { jobRegistrations } from '../../server/jobs/index.ts';
import { createServices, type Services } from '../../server/services.ts';
import { createTestDatabase, type TestDatabase } from './db.ts';

export interface TestApp {
  app: FastifyInstance;
  services: Services;
  db: TestDatabase;
  /** Moves the server's clock (Madrid day, play timing). */
  setNow(date: Date | null): void;
  close(): Promise<void>;
}

export interface TestAppOptions {
  config?: Partial<Config>;
  /** Start pg-boss and every feature's jobs (mail, daily assignment). */
  jobs?: boolean;
  now?: Date;
  /** Another server instance on this app's database (its own pool; closing it keeps the database). */
  database?: TestDatabase;
  /** Receives every log record at `warn` and above (security events among them). */
  onLog?: (record: Record<string, unknown>) => void;
  /** Adds to the app before it is ready (routes and hooks that fail on purpose). */
  extend?: (app: FastifyInstance) => void;
}

function attach(database: TestDatabase): TestDatabase {
  const pool = createPool(database.url, () => {});
  return { url: database.url, pool, drop: () => pool.end() };
}

/** A ready app on its own database; `app.inject` for HTTP, `app.injectWS` for websockets. */
export async function buildTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = options.database ? attach(options.database) : await createTestDatabase();
  const config: Config = {
    // Every request of a test comes from one address: per-IP limits are tested with their own config,
    // and tests stand in for clients behind one proxy hop, so each can have its own X-Forwarded-For.
    ...loadConfig({
      JWT_SECRET: 'test-secret-test-secret-test-secret',
      LOG_LEVEL: 'silent',
      APP_URL: 'http://trivia.test',
      AUTH_RATE_LIMIT: '10000',
      PASSWORD_CHECKS_PER_ADDRESS: '10000',
      REGISTRATIONS_PER_ADDRESS: '10000',
      TRUST_PROXY: '1',
    }),
    clientDir: '/nonexistent',
    ...options.config,
  };
  let fixedNow: Date | null = options.now ?? null;
  let boss: PgBoss | null = null;
  if (options.jobs) boss = await startBoss(db.url, () => {});
  const onLog = options.onLog;
  // Work outside requests (jobs) logs to the same place as the requests.
  const log = onLog
    ? pino({ level: 'warn' }, { write: (line: string) => onLog(JSON.parse(line) as Record<string, unknown>) })
    : undefined;
  const services = createServices(config, db.pool, { boss, now: () => fixedNow ?? new Date(), log });
  if (boss) for (const register of jobRegistrations) await register(boss, services);
  const logger = onLog
    ? { level: 'warn', stream: { write: (line: string) => onLog(JSON.parse(line) as Record<string, unknown>) } }
    : process.env.TEST_LOG
      ? { level: 'error' }
      : false;
  const app = await buildApp(services, { logger });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    services,
    db,
    setNow(date) {
      fixedNow = date;
    },
    async close() {
      await app.close();
      await boss?.stop({ graceful: false, timeout: 2000 });
      await services.listener.close();
      await db.drop();
    },
  };
}
