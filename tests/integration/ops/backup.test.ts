// Backups that restore (issue 25): `npm run backup` of the embedded PostgreSQL taken while players
// play, `npm run restore` into an empty data folder, the product started on it: every command
// acknowledged before the backup is there, the read models equal a rebuild, and play goes on.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type pg from 'pg';
import Postgrator from 'postgrator';
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
import { readManifest } from '../../../server/db/backup.ts';
import { freePort, startEmbeddedPostgres } from '../../../server/db/embedded.ts';
import { createPool } from '../../../server/db/pool.ts';
import { prepareDatabase } from '../../../server/db/prepare.ts';
import { readDeploymentBank } from '../../../server/questions/bank.ts';
import { syncQuestionBank } from '../../../server/questions/sync.ts';
import { ROOT_DIR } from '../../../server/config.ts';
import { createTestDatabase } from '../../helpers/db.ts';

const run = promisify(execFile);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const npmScript = (script: string, args: string[]) =>
  run(process.execPath, [path.join(ROOT_DIR, 'scripts', script), ...args], {
    env: { ...process.env, DATABASE_URL: '' },
  });

let dir: string;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

test('given a backup of the embedded PostgreSQL taken under load, when restored into an empty folder, then the product starts on it with every acknowledged command and read models equal to a rebuild', async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'trivia-backup-'));
  const dataDir = path.join(dir, 'pg');
  // Durable, as `npm start` runs it.
  const db = await startEmbeddedPostgres({ dataDir, database: 'trivia' });
  const pool = createPool(db.url, ignoreShutdown);
  await prepareDatabase(pool);
  const app = await startProduct({ dir, db, pool, close: async () => {} } satisfies Workbench);
  const client = httpClient(8);
  const plays = acknowledgedPlays(client, pool, app.port);
  const players = await makePlayers(pool, 2000, 'backup');
  let next = 0;
  let stop = false;
  const load = Promise.all(
    Array.from({ length: 8 }, async () => {
      while (!stop && next < players.length) await plays.play(players[next++]);
    }),
  );

  await sleep(2000);
  const backup = path.join(dir, 'backup');
  await npmScript('backup.ts', ['--pgdata', dataDir, '--to', backup]);
  await sleep(500);
  stop = true;
  await load;
  const manifest = await readManifest(backup);
  expect(manifest).toMatchObject({ kind: 'embedded', serverVersion: expect.any(Number) });
  const before = plays.acks.filter((ack) => ack.at! < Date.parse(manifest.finishedAt));
  const after = plays.acks.length - before.length;
  expect(before.length).toBeGreaterThan(50);
  expect(after).toBeGreaterThan(0);
  await stopProcess(app.process);
  await pool.end();
  await db.stop();

  // Into an empty folder; a folder with anything in it is refused.
  await expect(npmScript('restore.ts', [backup, '--pgdata', dataDir])).rejects.toThrow(/not empty/);
  const restoredDir = path.join(dir, 'restored');
  const began = performance.now();
  await npmScript('restore.ts', [backup, '--pgdata', restoredDir]);
  const restoreSeconds = (performance.now() - began) / 1000;
  expect(await readdir(restoredDir)).not.toContain('backup_label');

  const restored = await startEmbeddedPostgres({ dataDir: restoredDir, database: 'trivia' });
  const restoredPool = createPool(restored.url, ignoreShutdown);
  try {
    const { lost, violations } = await checkEvents(restoredPool, before);
    expect(lost).toEqual([]);
    expect(violations).toEqual([]);
    expect(await rebuiltEqualsLive(restoredPool)).toBe(true);
    // The product starts on it, and play goes on.
    const product = await startProduct({ dir, db: restored, pool: restoredPool, close: async () => {} });
    try {
      const more = acknowledgedPlays(client, restoredPool, product.port);
      for (const player of await makePlayers(restoredPool, 4, 'afterrestore')) await more.play(player);
      expect(more.acks.length).toBeGreaterThanOrEqual(8);
    } finally {
      await stopProcess(product.process);
    }
    console.log(
      `backup: ${manifest.seconds.toFixed(1)} s, ${(manifest.bytes / 1e6).toFixed(0)} MB, ${before.length} acknowledged before it (${after} after); restore: ${restoreSeconds.toFixed(1)} s`,
    );
  } finally {
    client.close();
    await restoredPool.end();
    await restored.stop();
  }
}, 240_000);

// An external PostgreSQL: pg_dump and pg_restore of the server's own version (or newer). This machine
// has Debian's PostgreSQL 15 (server and client) but no client of 18, and the product needs 18 (its
// statements use RETURNING old/new): so the dump and restore are tested on a PostgreSQL 15 holding
// the product's schema and rows written straight into it, and a client older than the server is
// refused. Both run where Debian's PostgreSQL 15 is installed.
const PG15 = '/usr/lib/postgresql/15/bin';

test.skipIf(!existsSync(path.join(PG15, 'pg_dump')))(
  'given DATABASE_URL on a server newer than pg_dump and --method dump, then the backup is refused and says which client to use',
  async () => {
    const db = await createTestDatabase();
    try {
      const backup = path.join(await mkdtemp(path.join(tmpdir(), 'trivia-refused-')), 'backup');
      const env = { ...process.env, DATABASE_URL: db.url, PG_BIN: PG15 };
      await expect(
        run(process.execPath, [path.join(ROOT_DIR, 'scripts/backup.ts'), '--to', backup, '--method', 'dump'], { env }),
      ).rejects.toThrow(/pg_dump is version 15, the server 1[89]: use a client of 1[89] or newer/);
      expect(existsSync(backup)).toBe(false);
    } finally {
      await db.drop();
    }
  },
);

test.skipIf(!existsSync(path.join(PG15, 'postgres')))(
  'given DATABASE_URL, when pg_dump is restored into an empty database, then every row of every table is back, and a database with tables is refused',
  async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'trivia-backup15-'));
    await chown(folder, Number((await run('id', ['-u', 'postgres'])).stdout), 0);
    const port = await freePort();
    const asPostgres = (command: string) => run('su', ['postgres', '-s', '/bin/sh', '-c', command]);
    await asPostgres(`${PG15}/initdb -D ${folder}/data -U postgres --auth=trust > /dev/null`);
    await asPostgres(
      `${PG15}/pg_ctl -D ${folder}/data -o "-p ${port} -k ${folder} -c listen_addresses=127.0.0.1" -l ${folder}/log -w start`,
    );
    const url = (name: string) => `postgres://postgres@127.0.0.1:${port}/${name}`;
    const admin = createPool(url('postgres'), ignoreShutdown);
    const pools: pg.Pool[] = [];
    try {
      await admin.query('create database trivia');
      await admin.query('create database restored');
      // The schema and the bank, not the whole start: the achievements' rebuild needs PostgreSQL 18
      // (RETURNING new), as the product does; this server only holds the rows for the dump. So do
      // the bodies of SQL functions that use it (leaderboards_review): created here unchecked, as
      // pg_restore creates every function.
      await admin.query('alter database trivia set check_function_bodies = off');
      const pool = createPool(url('trivia'), ignoreShutdown);
      pools.push(pool);
      // The migrations themselves: `migrate` refuses a server older than 18 before it applies any.
      await new Postgrator({
        migrationPattern: path.join(ROOT_DIR, 'migrations', '*'),
        driver: 'pg',
        schemaTable: 'schema_migrations',
        execQuery: (query) => pool.query(query),
      }).migrate();
      await syncQuestionBank(pool, readDeploymentBank(undefined));
      await makePlayers(pool, 50, 'dump');
      await pool.query(
        `insert into events (stream_id, stream_version, type, data, metadata)
         select 'play-anon-' || g || '-2026-05-10', 1, 'PlayStarted', jsonb_build_object('n', g, 'texto', 'ñandú “€” 🎉'), '{}'
           from generate_series(1, 500) g`,
      );
      const env = { ...process.env, DATABASE_URL: url('trivia'), PG_BIN: PG15 };
      const backup = path.join(folder, 'backup');
      await run(process.execPath, [path.join(ROOT_DIR, 'scripts/backup.ts'), '--to', backup], { env });
      expect(await readManifest(backup)).toMatchObject({ kind: 'pg_dump', serverVersion: expect.any(Number) });
      const restore = (name: string) =>
        run(process.execPath, [path.join(ROOT_DIR, 'scripts/restore.ts'), backup], {
          env: { ...env, DATABASE_URL: url(name) },
        });
      await expect(restore('trivia')).rejects.toThrow(/not empty/);
      await restore('restored');
      const restored = createPool(url('restored'), ignoreShutdown);
      pools.push(restored);
      const tables = async (p: pg.Pool) => {
        const { rows } = await p.query<{ name: string }>(
          "select schemaname || '.' || tablename as name from pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1",
        );
        const contents: Record<string, string> = {};
        for (const { name } of rows)
          contents[name] = (
            await p.query(`select coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as h from ${name} t`)
          ).rows[0].h;
        return contents;
      };
      const original = await tables(pool);
      expect(Object.keys(original)).toEqual(
        expect.arrayContaining(['public.events', 'public.users', 'public.questions']),
      );
      expect(await tables(restored)).toEqual(original);
    } finally {
      for (const p of pools) await p.end();
      await admin.end();
      await asPostgres(`${PG15}/pg_ctl -D ${folder}/data -m fast -w stop`).catch(() => {});
      await rm(folder, { recursive: true, force: true });
    }
  },
  120_000,
);
