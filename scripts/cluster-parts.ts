// Parts of `npm run test:cluster` around the nodes: PgBouncer with deploy/pgbouncer.ini (its addresses
// replaced, as HAProxy's come from the environment) and a process's CPU and memory from /proc.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chown, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../server/db/embedded.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export type Bouncer = {
  /** The request pools' address (DATABASE_POOL_URL). */
  url: string;
  process: ChildProcess;
  /** From PgBouncer's admin console: transactions and queries it carried, server connections it holds; its CPU from /proc. */
  stats(): Promise<{ transactions: number; queries: number; serverConnections: number; cpuSeconds: number }>;
  stop(): Promise<void>;
};

/**
 * PgBouncer in front of `databaseUrl`'s server, configured by deploy/pgbouncer.ini with only its
 * addresses and files replaced: the [databases] line's host, port and dbname, listen_addr,
 * listen_port and auth_file. PgBouncer refuses to run as root: as root it runs as `postgres`.
 */
export async function startBouncer(databaseUrl: string, log: (line: string) => void = () => {}): Promise<Bouncer> {
  const target = new URL(databaseUrl);
  const database = target.pathname.slice(1);
  const user = decodeURIComponent(target.username);
  const password = decodeURIComponent(target.password);
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'trivia-pgbouncer-'));
  const ini = (await readFile(path.join(ROOT, 'deploy/pgbouncer.ini'), 'utf8'))
    .replace(
      /^trivia = host=\S+ port=\d+ dbname=\S+/m,
      `${database} = host=${target.hostname} port=${target.port} dbname=${database}`,
    )
    .replace(/^listen_addr = .*$/m, 'listen_addr = 127.0.0.1')
    .replace(/^listen_port = .*$/m, `listen_port = ${port}`)
    .replace(/^auth_file = .*$/m, `auth_file = ${path.join(dir, 'userlist.txt')}\nunix_socket_dir =`)
    .replace(/^admin_users = .*$/m, `admin_users = ${user}`)
    .replace(/^stats_users = .*$/m, `stats_users = ${user}`);
  if (!ini.includes(`${database} = host=${target.hostname}`) || !ini.includes(`listen_port = ${port}`))
    throw new Error('deploy/pgbouncer.ini no longer has the lines test:cluster replaces');
  await writeFile(path.join(dir, 'pgbouncer.ini'), ini, { mode: 0o600 });
  await writeFile(path.join(dir, 'userlist.txt'), `"${user}" "${password}"\n`, { mode: 0o600 });
  const root = userInfo().uid === 0;
  if (root) {
    // The embedded PostgreSQL made the `postgres` user already (it refuses root too).
    const uid = Number(execFileSync('id', ['-u', 'postgres']));
    const gid = Number(execFileSync('id', ['-g', 'postgres']));
    for (const file of ['', 'pgbouncer.ini', 'userlist.txt']) await chown(path.join(dir, file), uid, gid);
  }
  const child = spawn('pgbouncer', [...(root ? ['-u', 'postgres'] : []), path.join(dir, 'pgbouncer.ini')], {
    env: { ...process.env, PATH: `${process.env.PATH}:/usr/sbin:/sbin` },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const said: string[] = [];
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
    for (const line of chunk.split('\n').filter(Boolean)) {
      said.push(line);
      if (said.length > 20) said.shift();
      log(`pgbouncer: ${line}`);
    }
  });
  const failed = new Promise<never>((_, reject) => {
    child.once('error', (error) =>
      reject(new Error(`pgbouncer did not start (apt-get install pgbouncer): ${error.message}`)),
    );
    child.once('exit', (code) => reject(new Error(`pgbouncer exited with ${code}:\n${said.join('\n')}`)));
  });
  failed.catch(() => {});
  const url = `postgres://${target.username}:${target.password}@127.0.0.1:${port}/${database}`;
  const admin = `postgres://${target.username}:${target.password}@127.0.0.1:${port}/pgbouncer`;
  const answering = (async () => {
    for (;;) {
      const client = new pg.Client({ connectionString: url });
      const ok = await client.connect().then(
        () => client.query('select 1').then(() => true),
        () => false,
      );
      await client.end().catch(() => {});
      if (ok) return;
      await sleep(100);
    }
  })();
  await Promise.race([answering, failed]);
  const show = async <T>(command: string): Promise<T[]> => {
    const client = new pg.Client({ connectionString: admin });
    await client.connect();
    try {
      return (await client.query(command)).rows as T[];
    } finally {
      await client.end().catch(() => {});
    }
  };
  return {
    url,
    process: child,
    async stats() {
      const stats = await show<{ database: string; total_xact_count: string; total_query_count: string }>('show stats');
      const servers = await show<{ database: string }>('show servers');
      const ours = stats.find((row) => row.database === database);
      return {
        transactions: Number(ours?.total_xact_count ?? 0),
        queries: Number(ours?.total_query_count ?? 0),
        serverConnections: servers.filter((row) => row.database === database).length,
        cpuSeconds: (await processUsage(child.pid!)).cpuSeconds,
      };
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGINT');
        await exited;
      }
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Clock ticks a second of /proc/<pid>/stat's times. */
const TICKS = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** A process's CPU so far (user + system, every thread) and its resident memory, from /proc. */
export async function processUsage(pid: number): Promise<{ cpuSeconds: number; rssKB: number; peakKB: number }> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command's closing parenthesis: state is the 3rd field, utime the 14th, stime the 15th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuSeconds = (Number(fields[11]) + Number(fields[12])) / TICKS;
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { cpuSeconds, rssKB: kb('VmRSS'), peakKB: kb('VmHWM') };
}
