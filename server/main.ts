import { existsSync } from 'node:fs';
import path from 'node:path';
import pino from 'pino';
import { ROOT_DIR, loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';
import { buildApp } from './app.ts';
import { createServices } from './services.ts';
import { startBoss } from './jobs/boss.ts';
import { jobRegistrations } from './jobs/index.ts';

const config = loadConfig();
const log = pino({ level: config.logLevel });

async function buildClientIfMissing() {
  if (existsSync(path.join(config.clientDir, 'index.html'))) return;
  log.info('building the client (first start)…');
  const { build } = await import('vite');
  await build({ configFile: path.join(ROOT_DIR, 'vite.config.ts'), logLevel: 'warn', build: { outDir: config.clientDir } });
}

// Ctrl-C reaches PostgreSQL too (same process group) and it ends our connections: expected then.
let stopping = false;
const onError = (error: Error) => {
  if (stopping && (error as { code?: string }).code === '57P01') return;
  log.error({ err: error }, 'background error');
};

async function main() {
  const db = await openDatabase(config, {
    onError,
    onEmbeddedStart: () => log.info('starting embedded PostgreSQL in .data/pg'),
    postgresLog: (line) => log.debug({ postgres: line }),
  });
  const { pool, applied, bank } = db;
  log.info({ applied, bank }, 'migrations applied, question bank synced');

  const boss = await startBoss(db.url, onError);
  const services = createServices(config, pool, { boss, onError });
  for (const register of jobRegistrations) await register(boss, services);

  await buildClientIfMissing();
  const app = await buildApp(services);
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`\n  Fútbol Trivia is running at http://localhost:${port}\n`);

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await app.close().catch(onError);
    await boss.stop({ graceful: true, timeout: 5000 }).catch(onError);
    await services.listener.close().catch(onError);
    await db.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  log.fatal({ err: error }, 'start-up failed');
  process.exit(1);
});
