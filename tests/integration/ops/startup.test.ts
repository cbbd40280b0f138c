// A start that cannot go on says so in one JSON line naming the setting and what to do, and exits
// 1: no stack, no "ENOTFOUND base", nothing served (issue 40, item 3).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, inject, test } from 'vitest';
import { freePort } from '../../../server/db/embedded.ts';
import { expectRefusal, startUntilExit } from '../../helpers/start-refusal.ts';

const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://u:p@127.0.0.1:1/x' };

test('given production without JWT_SECRET, then the start is refused in one JSON line naming it', async () => {
  const message = expectRefusal(await startUntilExit(production), 'JWT_SECRET');
  expect(message).toMatch(/JWT_SECRET must be set when NODE_ENV=production/);
});

test('given production with a short JWT_SECRET, then one JSON line says how long it must be', async () => {
  const message = expectRefusal(await startUntilExit({ ...production, JWT_SECRET: 'short' }), 'JWT_SECRET');
  expect(message).toMatch(/at least 32 bytes .*\(it is 5\)/);
});

test('given DATABASE_URL that is not a URL, then one line names DATABASE_URL and never repeats its value', async () => {
  const message = expectRefusal(await startUntilExit({ DATABASE_URL: 'notaurl', JWT_SECRET: 'x' }), 'DATABASE_URL');
  expect(message).toMatch(/must be a PostgreSQL URL/);
  expect(message).not.toMatch(/ENOTFOUND|notaurl/);
});

test('given DATABASE_URL where nothing listens, then one line says where and what to check, without the password', async () => {
  const port = await freePort();
  const ended = await startUntilExit({
    DATABASE_URL: `postgres://me:s3cr3tpw@127.0.0.1:${port}/trivia`,
    JWT_SECRET: 'x',
  });
  const message = expectRefusal(ended, 'DATABASE_URL');
  expect(message).toContain(`127.0.0.1:${port}`);
  expect(message).toMatch(/start PostgreSQL there/);
  expect(ended.lines[0]).not.toContain('s3cr3tpw');
});

test('given DATABASE_URL naming a database that does not exist or a wrong password, then the line says which', async () => {
  const admin = new URL(inject('adminDatabaseUrl'));
  const missing = new URL(admin);
  missing.pathname = '/no_such_database_here';
  expect(
    expectRefusal(await startUntilExit({ DATABASE_URL: missing.toString(), JWT_SECRET: 'x' }), 'DATABASE_URL'),
  ).toMatch(/database no_such_database_here does not exist/);
  const wrong = new URL(admin);
  wrong.password = 'not-the-password';
  expect(
    expectRefusal(await startUntilExit({ DATABASE_URL: wrong.toString(), JWT_SECRET: 'x' }), 'DATABASE_URL'),
  ).toMatch(/refused the password of user/);
});

test('given a PORT, WEB_CONCURRENCY or LOG_LEVEL that cannot be, then one line names it', async () => {
  const base = { DATABASE_URL: 'postgres://u:p@127.0.0.1:1/x', JWT_SECRET: 'x' };
  expect(expectRefusal(await startUntilExit({ ...base, PORT: 'eighty' }), 'PORT')).toMatch(/PORT must be a port/);
  expect(expectRefusal(await startUntilExit({ ...base, WEB_CONCURRENCY: '-2' }), 'WEB_CONCURRENCY')).toMatch(
    /positive integer/,
  );
  expect(expectRefusal(await startUntilExit({ ...base, LOG_LEVEL: 'loud' }), 'LOG_LEVEL')).toMatch(/one of fatal/);
});

test('given a QUESTION_BANK that is not there or does not read, then one line names QUESTION_BANK', async () => {
  const base = { DATABASE_URL: 'postgres://u:p@127.0.0.1:1/x', JWT_SECRET: 'x' };
  expect(expectRefusal(await startUntilExit({ ...base, QUESTION_BANK: '/nonexistent/bank' }), 'QUESTION_BANK')).toMatch(
    /no such folder or file: \/nonexistent\/bank/,
  );
  const dir = await mkdtemp(path.join(tmpdir(), 'trivia-bank-'));
  try {
    await writeFile(path.join(dir, 'bank.json'), '[{"id": 1}]');
    expect(expectRefusal(await startUntilExit({ ...base, QUESTION_BANK: dir }), 'QUESTION_BANK')).toMatch(
      /QUESTION_BANK's bank does not read/,
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
