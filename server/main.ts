// `npm start`: the database (embedded unless DATABASE_URL), then WEB_CONCURRENCY server processes
// on one port (one, by default, in this very process). A SIGTERM or Ctrl-C drains: no new
// connections, requests under way finish within SHUTDOWN_GRACE_MS, sockets close with 1001, jobs stop.
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import net, { type AddressInfo, type ListenOptions } from 'node:net';
import path from 'node:path';
import type { FastifyListenOptions } from 'fastify';
import pino from 'pino';
import type pg from 'pg';
import { AggregatorRegistry } from 'prom-client';
import { buildApp } from './app.ts';
import { type Config, loadConfig, ROOT_DIR, SettingError } from './config.ts';
import { createPool } from './db/index.ts';
// The wiring opens the database: open.ts reaches the features that prepare it (migrations, bank).
import { openDatabase } from './db/open.ts';
import { publicBankWarning, readDeploymentBank } from './questions/index.ts';
import { startBoss } from './jobs/index.ts';
import { jobRegistrations } from './jobs/index.ts';
import { createServices, type Services } from './services.ts';
import { startMetricsServer } from './metrics/index.ts';
import { VERSION } from './version.ts';

const log = pino();

/**
 * A start that cannot go on: one JSON line naming the setting and what to do (no stack: it is not a
 * fault of the code), then exit 1. Anything else is a fault, logged with its stack.
 */
function refuseStart(error: unknown): never {
  if (error instanceof SettingError) log.fatal({ setting: error.setting }, error.message);
  else log.fatal({ err: error }, 'start-up failed');
  process.exit(1);
}

const config: Config = (() => {
  try {
    return loadConfig();
  } catch (error) {
    return refuseStart(error);
  }
})();
log.level = config.logLevel;
/** What a worker tells the primary once it listens (the primary hears no `listening` of a socket of a worker's own). */
const LISTENING = 'trivia:listening';

// Ctrl-C reaches PostgreSQL too (same process group) and it ends our connections: expected then.
// Its goodbyes often arrive a moment before our own signal handler runs, so one is held for a
// second and logged only if this process is not stopping by then.
let stopping = false;
const GOODBYE_GRACE_MS = 1000;
const isGoodbye = (error: Error) =>
  (error as { code?: string }).code === '57P01' || error.message === 'Connection terminated unexpectedly';
const onError = (error: Error) => {
  if (!isGoodbye(error)) return log.error({ err: error }, 'background error');
  if (stopping) return;
  setTimeout(() => {
    if (!stopping) log.error({ err: error }, 'background error');
  }, GOODBYE_GRACE_MS).unref();
};

async function buildClientIfMissing() {
  if (existsSync(path.join(config.clientDir, 'index.html'))) return;
  log.info('building the client (first start)…');
  const { build } = await import('vite');
  await build({
    configFile: path.join(ROOT_DIR, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: config.clientDir },
  });
}

/** One instance: jobs, services and the app listening; returns how to drain it. */
async function startInstance(
  pool: pg.Pool,
  url: string,
): Promise<{ port: number; metrics: Services['metrics']; drain(): Promise<void> }> {
  const boss = await startBoss(url, onError);
  // `url` is PostgreSQL itself: pg-boss and the LISTEN connection keep sessions (the pool may go through PgBouncer).
  const services = createServices(config, pool, { boss, onError, log, listenUrl: url });
  for (const register of jobRegistrations) await register(boss, services);
  const app = await buildApp(services);
  // WEB_LISTENERS=per-process: a socket of this worker's own on the port (SO_REUSEPORT), not the
  // primary's shared one; the kernel then picks a socket by each connection's addresses.
  const own = cluster.isWorker && config.webListeners === 'per-process';
  const listen: FastifyListenOptions & Pick<ListenOptions, 'reusePort'> = own
    ? { port: config.port, host: config.host, reusePort: true, exclusive: true }
    : { port: config.port, host: config.host };
  await app.listen(listen).catch((error: NodeJS.ErrnoException) => {
    throw listenRefusal(error, config.host, config.port);
  });
  const address = app.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : config.port,
    metrics: services.metrics,
    async drain() {
      // Readiness fails first: behind a load balancer, its checks take this instance out of the
      // rotation during DRAIN_DELAY_MS while it still answers whatever reaches it meanwhile.
      services.lifecycle.draining = true;
      if (config.drainDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, config.drainDelayMs));
      // Stops accepting, closes sockets (1001) and idle connections, waits for requests under way.
      const closed = app.close().catch(onError);
      const grace = new Promise((resolve) => setTimeout(resolve, config.shutdownGraceMs).unref());
      if ((await Promise.race([closed.then(() => 'closed'), grace])) !== 'closed')
        log.warn('requests still under way at the end of the grace period');
      await boss.stop({ graceful: true, timeout: 5000 }).catch(onError);
      await services.listener.close().catch(onError);
    },
  };
}

/** Why a listening socket could not be had, as the setting to change; other errors as they are. */
function listenRefusal(error: NodeJS.ErrnoException, host: string, port: number): Error {
  if (error.code === 'EADDRINUSE')
    return new SettingError('PORT', `${host}:${port} is in use (another npm start?): stop it or set another PORT`);
  if (error.code === 'EACCES')
    return new SettingError('PORT', `${host}:${port} needs privileges this process lacks: set a PORT above 1023`);
  if (error.code === 'EADDRNOTAVAIL')
    return new SettingError('HOST', `HOST ${host} is not an address of this machine: set one of its addresses`);
  return error;
}

/** METRICS_PORT's listener (none without it), serving what `render` gathers. */
async function metricsServer(render: () => Promise<{ contentType: string; body: string }>): Promise<Server | null> {
  if (config.metricsPort === undefined) return null;
  const server = await startMetricsServer({
    host: config.metricsHost,
    port: config.metricsPort,
    token: config.metricsToken,
    render,
    onError,
  });
  log.info({ host: config.metricsHost, port: config.metricsPort }, 'metrics at /metrics');
  return server;
}

function onSignals(stop: (signal: string) => Promise<void>) {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      log.info({ signal }, 'shutting down');
      void stop(signal).then(
        () => process.exit(0),
        (error: Error) => {
          log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
}

/**
 * The port every worker takes: `port` (0: one the system picks) once nothing listens there. A
 * second `npm start` on a port in use stops here, before its workers (with per-process sockets
 * they would share the port with the first silently; on the shared one they failed over and over).
 */
function workersPort(host: string, port: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', (error: NodeJS.ErrnoException) => reject(listenRefusal(error, host, port)));
    probe.listen({ host, port, exclusive: true }, () => {
      const { port: taken } = probe.address() as AddressInfo;
      probe.close(() => resolve(taken));
    });
  });
}

async function primary() {
  const port = config.webConcurrency > 1 ? await workersPort(config.host, config.port) : config.port;
  if (config.production && !config.smtpUrl) {
    // Loud on purpose: confirmation and recovery links would reach nobody.
    log.error(
      'SMTP_URL is not set: no mail leaves this server (confirmation and recovery links reach nobody; the outbox table keeps them, links redacted)',
    );
    console.error('\n  !!! SMTP_URL is not set: mail goes nowhere. Set SMTP_URL for a production server. !!!\n');
  }
  if (config.production && typeof config.trustProxy === 'number' && config.trustProxy > 0)
    log.warn(
      `TRUST_PROXY=${config.trustProxy} believes X-Forwarded-For from anyone who reaches this node directly (per-address limits then count forged addresses): set it to the proxies' addresses (README, Configuration)`,
    );
  // The bank reads before anything starts (a QUESTION_BANK that does not is a refusal, not a stack).
  readDeploymentBank(config.questionBank);
  const bankWarning = publicBankWarning(config);
  if (bankWarning) {
    // Loud on purpose: a public deployment on the public bank has a public answer key.
    log.error(bankWarning);
    console.error(`\n  !!! Public question bank: ${bankWarning} !!!\n`);
  }
  const db = await openDatabase(config, {
    onError,
    onEmbeddedStart: () => log.info('starting embedded PostgreSQL in .data/pg'),
    postgresLog: (line) => log.debug({ postgres: line }),
  });
  log.info({ version: VERSION, applied: db.applied, bank: db.bank }, 'migrations applied, question bank synced');
  await buildClientIfMissing();

  if (config.webConcurrency === 1) {
    const instance = await startInstance(db.pool, db.url);
    const registry = instance.metrics?.registry;
    const metrics = await metricsServer(async () => ({
      contentType: registry!.contentType,
      body: await registry!.metrics(),
    }));
    console.log(`\n  Fútbol Trivia ${VERSION} is running at http://localhost:${instance.port}\n`);
    onSignals(async () => {
      await instance.drain();
      metrics?.close();
      await db.close();
    });
    return;
  }

  // Workers are full instances on the one database; the primary only keeps the database. The
  // workers accept connections themselves (the kernel spreads them), not through the primary.
  cluster.schedulingPolicy = cluster.SCHED_NONE;
  if (config.webListeners === 'per-process') {
    const migrates = await readFile('/proc/sys/net/ipv4/tcp_migrate_req', 'utf8').catch(() => '');
    if (migrates.trim() !== '1')
      log.warn(
        'WEB_LISTENERS=per-process without net.ipv4.tcp_migrate_req=1 (Linux 5.14+): connections waiting on a process that crashes are reset, not handed to the others',
      );
  }
  const env = { DATABASE_URL: db.url, PORT: String(port) };
  const listening = new Promise<void>((resolve) => {
    let ready = 0;
    cluster.on('message', (_worker, message: { type?: string } | undefined) => {
      if (message?.type === LISTENING && ++ready === config.webConcurrency) resolve();
    });
  });
  // Signals and replacements count from the first fork: a SIGTERM while the workers start (or before
  // the primary has heard them listen) still drains them all and exits 0.
  let metrics: Awaited<ReturnType<typeof metricsServer>> | undefined;
  onSignals(async () => {
    const exits = Object.values(cluster.workers ?? {}).map(
      (worker) =>
        new Promise((resolve) => {
          worker!.once('exit', resolve);
          worker!.kill('SIGTERM');
        }),
    );
    await Promise.all(exits);
    metrics?.close();
    await db.close();
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    log.error({ pid: worker.process.pid, code, signal }, 'a server process ended; starting another');
    cluster.fork(env);
  });
  for (let i = 0; i < config.webConcurrency; i++) cluster.fork(env);
  // One scrape answers for every worker (prom-client asks each over IPC and sums or keeps them apart).
  const aggregator = new AggregatorRegistry();
  metrics = await metricsServer(async () => ({
    contentType: aggregator.contentType,
    body: await aggregator.clusterMetrics(),
  }));
  await listening;
  console.log(
    `\n  Fútbol Trivia ${VERSION} is running at http://localhost:${port} (${config.webConcurrency} processes)\n`,
  );
}

async function worker() {
  // Constructing an aggregator is what makes prom-client answer the primary's scrape messages in a
  // worker: from the start, so a scrape while this worker starts gets an answer (empty until then).
  new AggregatorRegistry();
  const url = process.env.DATABASE_URL!;
  const pool = config.databasePoolUrl
    ? createPool(config.databasePoolUrl, onError, undefined, { pooler: true })
    : createPool(url, onError);
  const instance = await startInstance(pool, url);
  process.send!({ type: LISTENING });
  // The primary's METRICS_PORT gathers this worker's registry through prom-client's cluster messages.
  if (instance.metrics) AggregatorRegistry.setRegistries([instance.metrics.registry]);
  onSignals(async () => {
    await instance.drain();
    await pool.end().catch(onError);
  });
}

(cluster.isPrimary ? primary() : worker()).catch(refuseStart);
