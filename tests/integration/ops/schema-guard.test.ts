// A rolling deploy and a rollback on one database (issue 40, item 1). A release's migrations say
// which older release may still run on the schema they leave (`schema_release`): a newer release
// that only expands names the previous one, so a node of this release starts on its database and
// serves; one that contracts names itself, and this release's start is refused in one JSON line,
// while a node of it already running fails readiness. The database is a real older state: the first
// release's (tests/fixtures/upgrade/0.1.0/), upgraded by this release, then by a "newer release":
// this release's migrations plus one more, run by the same migrator.
import { copyFile, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { ROOT_DIR } from '../../../server/config.ts';
import { freePort } from '../../../server/db/embedded.ts';
import { migrate, OLDEST_COMPATIBLE_RELEASE } from '../../../server/db/migrate.ts';
import { VERSION } from '../../../server/version.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { upgradedFirstRelease } from '../../helpers/first-release.ts';
import type { TestDatabase } from '../../helpers/db.ts';
import { serverProcesses } from '../../helpers/server-process.ts';
import { expectRefusal, startUntilExit } from '../../helpers/start-refusal.ts';
import { freshUsername } from '../../helpers/users.ts';

let database: TestDatabase;
let url: string;
let pool: pg.Pool;
const dirs: string[] = [];

beforeAll(async () => {
  database = await upgradedFirstRelease('guard');
  ({ url, pool } = database);
});
afterAll(async () => {
  await database?.drop();
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

/** A newer release's migrations: this release's files and `extra` ({ file: sql }). */
async function newerRelease(extra: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'trivia-newer-'));
  dirs.push(dir);
  const own = path.join(ROOT_DIR, 'migrations');
  for (const file of (await readdir(own)).filter((f) => f.endsWith('.sql')))
    await copyFile(path.join(own, file), path.join(dir, file));
  for (const [file, sql] of Object.entries(extra)) await writeFile(path.join(dir, file), sql);
  return dir;
}

const released = async () =>
  (await pool.query('select release, oldest_compatible, migration from schema_release')).rows[0];
const newest = async () =>
  (await pool.query('select max(version)::int as v from schema_migrations')).rows[0].v as number;

test('given the first release upgraded by this one, then the schema says this release wrote it and the oldest it accepts', async () => {
  const files = (await readdir(path.join(ROOT_DIR, 'migrations'))).filter((f) => f.endsWith('.sql'));
  const known = Math.max(...files.map((file) => Number(file.split('.')[0])));
  expect(await released()).toEqual({
    release: VERSION,
    oldest_compatible: OLDEST_COMPATIBLE_RELEASE,
    migration: known,
  });
  // 0.1.0 cannot run on it (users.username_key is NOT NULL): this release names itself.
  expect(OLDEST_COMPATIBLE_RELEASE).toBe('0.2.0');
});

let servers: Awaited<ReturnType<typeof serverProcesses>>;
let runningNode: TestApp;

test('given a newer release that only expands and names this one, then this release starts on its database and serves', async () => {
  const directory = await newerRelease({ '990.do.expand.sql': 'alter table users add column nickname text;' });
  await migrate(pool, { directory, release: '0.3.0', oldestCompatible: VERSION });
  expect(await newest()).toBe(990);
  expect(await released()).toMatchObject({ release: '0.3.0', oldest_compatible: VERSION, migration: 990 });
  // A real start of this release: it migrates nothing (990 stays), serves, registers and plays.
  servers = await serverProcesses('guard');
  const node = await servers.start({ DATABASE_URL: url });
  expect(await newest()).toBe(990);
  expect((await fetch(`${node.origin}/api/health/ready`)).status).toBe(200);
  const registered = await fetch(`${node.origin}/api/usuarios/registro`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: freshUsername('guard'),
      email: `${freshUsername('g')}@example.test`,
      password: 'Secreto123',
    }),
  });
  expect(registered.status).toBe(201);
  node.server.kill('SIGTERM');
  expect(await node.exited).toBe(0);
  // A node of this release keeps running through the next step (a stale node of a rolling deploy).
  runningNode = await buildTestApp({ database: { url, pool, drop: async () => {} } });
  await expect.poll(async () => (await runningNode.app.inject('/api/health/ready')).statusCode).toBe(200);
}, 120_000);

test('given a newer release that contracts (names itself), then this release refuses to start in one JSON line, and a node of it already running fails readiness', async () => {
  const directory = await newerRelease({
    '990.do.expand.sql': 'alter table users add column nickname text;',
    '995.do.contract.sql': 'alter table users drop column nickname;',
  });
  await migrate(pool, { directory, release: '0.4.0', oldestCompatible: '0.4.0' });
  expect(await released()).toMatchObject({ release: '0.4.0', oldest_compatible: '0.4.0', migration: 995 });
  const ended = await startUntilExit({ DATABASE_URL: url, JWT_SECRET: 'x'.repeat(32), PORT: String(await freePort()) });
  const message = expectRefusal(ended, 'DATABASE_URL');
  expect(message).toContain(`this is release ${VERSION}`);
  expect(message).toMatch(/start release 0\.4\.0 or newer, or restore the backup/);
  expect(await newest()).toBe(995);
  // The node that was running: the proxy takes it out.
  await expect
    .poll(async () => (await runningNode.app.inject('/api/health/ready')).json().database, { timeout: 10_000 })
    .toBe('schema too new');
  expect((await runningNode.app.inject('/api/health/ready')).statusCode).toBe(503);
  await runningNode.close();
  await servers.close();
}, 120_000);

test('given a newer database that names no release (no schema_release), then the start is refused too', async () => {
  await pool.query('alter table schema_release rename to schema_release_away');
  try {
    await expect(migrate(pool)).rejects.toMatchObject({
      setting: 'DATABASE_URL',
      message: expect.stringMatching(/says of no release/),
    });
  } finally {
    await pool.query('alter table schema_release_away rename to schema_release');
  }
});
