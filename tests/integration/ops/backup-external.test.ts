// Backups of an external PostgreSQL that work on this machine (issue 40, item 5): its Debian client
// tools are 15 and refuse the server (18), so `npm run backup` with DATABASE_URL takes a physical base
// backup over the replication protocol, which needs no client tool. The "external" server is a
// PostgreSQL 18 of its own (the embedded package's binaries, durable, WAL archived by
// archive_command), with the product playing on it while the backup runs. Restored into an empty
// folder it has every command acknowledged before the backup and read models equal to a rebuild;
// with the WAL archive and a target time (point-in-time recovery) it has what committed before that
// time and nothing after.
import { execFile } from 'node:child_process';
import { copyFile, chown, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import {
  acknowledgedPlays,
  httpClient,
  ignoreShutdown,
  makePlayers,
  startProduct,
  stopProcess,
  type Workbench,
} from '../../../bench/support.ts';
import { checkEvents, rebuiltEqualsLive } from '../../../scripts/crash.ts';
import { ROOT_DIR } from '../../../server/config.ts';
import { readManifest } from '../../../server/db/backup.ts';
import { embeddedPasswordFile, startEmbeddedPostgres } from '../../../server/db/embedded.ts';
import { createPool } from '../../../server/db/pool.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const script = (name: string, args: string[], env: Record<string, string>) =>
  run(process.execPath, [path.join(ROOT_DIR, 'scripts', name), ...args], { env: { ...process.env, ...env } });

let dir: string;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The embedded PostgreSQL 18 on a restored folder (its password beside it, as the original's). */
async function openRestored(dataDir: string, original: string) {
  await copyFile(embeddedPasswordFile(original), embeddedPasswordFile(dataDir));
  const server = await startEmbeddedPostgres({ dataDir, database: 'trivia' });
  return { server, pool: createPool(server.url, ignoreShutdown) };
}

test('given an external PostgreSQL 18 under load and no client tool of 18, when backed up and restored, then every acknowledged command is back, and with the WAL archive it recovers to a given time and not past it', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'trivia-backup-ext-'));
  const dataDir = path.join(dir, 'pg');
  const archive = path.join(dir, 'wal-archive');
  await mkdir(archive);
  if (process.getuid?.() === 0)
    await chown(
      archive,
      Number((await run('id', ['-u', 'postgres'])).stdout),
      Number((await run('id', ['-g', 'postgres'])).stdout),
    );
  // Durable, its WAL archived as docs/operations.md says.
  const db = await startEmbeddedPostgres({
    dataDir,
    database: 'trivia',
    flags: ['-c', 'archive_mode=on', '-c', `archive_command=test ! -f ${archive}/%f && cp %p ${archive}/%f`],
  });
  const pool = createPool(db.url, ignoreShutdown);
  const pools: pg.Pool[] = [pool];
  const servers = [db];
  try {
    await prepareDatabase(pool);
    const app = await startProduct({ dir, db, pool, close: async () => {} } satisfies Workbench);
    const client = httpClient(8);
    const plays = acknowledgedPlays(client, pool, app.port);
    const players = await makePlayers(pool, 2000, 'extbackup');
    let next = 0;
    let stop = false;
    const load = Promise.all(
      Array.from({ length: 8 }, async () => {
        while (!stop && next < players.length) await plays.play(players[next++]);
      }),
    );
    while (plays.acks.length < 50) await sleep(100);

    // DATABASE_URL, and only Debian's pg_dump 15 (or none) on PATH: the base backup, no client tool.
    const backup = path.join(dir, 'backup');
    const { stdout } = await script('backup.ts', ['--to', backup], { DATABASE_URL: db.url });
    expect(stdout).toMatch(/base backup/);
    const acksAtEnd = plays.acks.length;
    while (plays.acks.length === acksAtEnd) await sleep(50);
    stop = true;
    await load;
    client.close();
    await stopProcess(app.process);
    const manifest = await readManifest(backup);
    expect(manifest).toMatchObject({ kind: 'base', serverVersion: expect.any(Number) });
    expect(Math.floor(manifest.serverVersion / 10000)).toBe(18);
    expect((await readdir(backup)).sort()).toEqual(['backup_manifest', 'base.tar', 'manifest.json']);
    const before = plays.acks.filter((ack) => ack.at! < Date.parse(manifest.startedAt));
    expect(before.length).toBeGreaterThan(0);
    expect(plays.acks.length).toBeGreaterThan(before.length);

    // After the backup: a mark, the time to recover to, a second mark; their WAL reaches the archive.
    await pool.query('create table pitr_marks (n int)');
    await pool.query('insert into pitr_marks values (1)');
    const target = (
      await pool.query<{ t: string }>(
        "select to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS.US+00') as t",
      )
    ).rows[0].t;
    await pool.query('insert into pitr_marks values (2)');
    const { rows } = await pool.query<{ wal: string }>('select pg_walfile_name(pg_switch_wal()) as wal');
    for (;;) {
      const archived = await pool.query<{ last: string | null }>(
        'select last_archived_wal as last from pg_stat_archiver',
      );
      if ((archived.rows[0].last ?? '') >= rows[0].wal) break;
      await sleep(100);
    }
    await pool.end();
    pools.length = 0;
    await db.stop();
    servers.length = 0;

    // Into an empty folder only.
    await expect(script('restore.ts', [backup, '--pgdata', dataDir], {})).rejects.toThrow(/not empty/);

    // To the backup's end: every command acknowledged before it started, read models equal a rebuild.
    const plain = path.join(dir, 'restored');
    await script('restore.ts', [backup, '--pgdata', plain], {});
    const first = await openRestored(plain, dataDir);
    servers.push(first.server);
    pools.push(first.pool);
    const checked = await checkEvents(first.pool, before);
    expect(checked.lost).toEqual([]);
    expect(checked.violations).toEqual([]);
    expect(await rebuiltEqualsLive(first.pool)).toBe(true);
    await expect(first.pool.query('select * from pitr_marks')).rejects.toThrow(/does not exist/);

    // Point-in-time: the WAL archive replayed up to the target, the first mark in, the second not.
    const pitr = path.join(dir, 'pitr');
    await expect(script('restore.ts', [backup, '--pgdata', pitr, '--until', target], {})).rejects.toThrow(
      /--wal-archive/,
    );
    await script('restore.ts', [backup, '--pgdata', pitr, '--wal-archive', archive, '--until', target], {});
    const second = await openRestored(pitr, dataDir);
    servers.push(second.server);
    pools.push(second.pool);
    expect((await second.pool.query('select n from pitr_marks order by n')).rows).toEqual([{ n: 1 }]);
    const everything = await checkEvents(second.pool, plays.acks);
    expect(everything.lost).toEqual([]);
    expect(await rebuiltEqualsLive(second.pool)).toBe(true);
    console.log(
      `external base backup: ${manifest.seconds.toFixed(1)} s, ${(manifest.bytes / 1e6).toFixed(0)} MB, ${before.length} acknowledged before it`,
    );
  } finally {
    for (const p of pools) await p.end().catch(() => {});
    for (const server of servers) await server.stop().catch(() => {});
  }
}, 300_000);
