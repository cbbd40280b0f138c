import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, expect, test } from 'vitest';
import { embeddedPasswordFile, startEmbeddedPostgres } from '../../../server/db/embedded.ts';

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await rm(dir, { recursive: true, force: true });
});

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

test('after the server process is killed with SIGKILL, the next start stops the orphaned PostgreSQL and works', async () => {
  const dir = await mkdtemp(path.join(tmpdir(), 'trivia-orphan-'));
  dirs.push(dir);
  const dataDir = path.join(dir, 'pg');
  const child = spawn(
    process.execPath,
    [path.join(import.meta.dirname, '../../helpers/embedded-pg-child.ts'), dataDir],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('READY') && resolve());
    child.on('exit', (code) => reject(new Error(`child exited with ${code}`)));
  });
  const orphanPid = Number((await readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  child.kill('SIGKILL');
  await new Promise((resolve) => child.on('exit', resolve));
  expect(isAlive(orphanPid)).toBe(true);

  const db = await startEmbeddedPostgres({ dataDir, database: 'trivia', fast: true });
  try {
    expect(isAlive(orphanPid)).toBe(false);
    await expectOwnPassword(dataDir, db.url);
    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    expect((await client.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
    // A folder from before random passwords: the old default becomes a random one at the next start.
    await client.query("alter user postgres password 'postgres'");
    await client.end();
  } finally {
    await db.stop();
  }
  await rm(embeddedPasswordFile(dataDir));
  const upgraded = await startEmbeddedPostgres({ dataDir, database: 'trivia', fast: true });
  try {
    await expectOwnPassword(dataDir, upgraded.url);
  } finally {
    await upgraded.stop();
  }
}, 90_000);

/** The server's password is random, kept beside the folder for its owner only, and the old default no longer works. */
async function expectOwnPassword(dataDir: string, url: string) {
  const file = embeddedPasswordFile(dataDir);
  expect((await stat(file)).mode & 0o777).toBe(0o600);
  const password = (await readFile(file, 'utf8')).trim();
  expect(password).toMatch(/^[0-9a-f]{48}$/);
  expect(decodeURIComponent(new URL(url).password)).toBe(password);
  const guess = new pg.Client({ connectionString: url.replace(`:${password}@`, ':postgres@') });
  await expect(guess.connect()).rejects.toThrow(/password authentication failed/);
  await guess.end().catch(() => {});
}
