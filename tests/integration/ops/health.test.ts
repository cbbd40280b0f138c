// Liveness and readiness (issue 25): what a load balancer checks. Live: the process answers. Ready:
// not while draining, not without the database, not without the LISTEN connection, not while the
// database refuses writes (issue 40). Request ids, as the proxy gives them or our own.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { createPool } from '../../../server/db/pool.ts';
import { createServices } from '../../../server/services.ts';
import { replyOf } from '../../../server/http/index.ts';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { createTestDatabase } from '../../helpers/db.ts';
import { anonymous, start } from '../plays/play-helpers.ts';

const NOW = new Date('2026-05-10T10:00:00Z');

const { version } = JSON.parse(readFileSync('package.json', 'utf8')) as { version: string };
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  test('every health answer names the release (package.json)', async () => {
    for (const url of ['/api/health', '/api/health/live', '/api/health/ready']) {
      await expect.poll(async () => (await t.app.inject(url)).statusCode).toBe(200);
      expect((await t.app.inject(url)).json().version).toBe(version);
    }
    expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  test('while the instance drains, readiness fails in the one error shape and liveness holds', async () => {
    t.services.lifecycle.draining = true;
    try {
      const ready = await t.app.inject({ url: '/api/health/ready', headers: { 'accept-language': 'en' } });
      expect(ready.statusCode).toBe(503);
      expect(ready.headers['retry-after']).toBe('5');
      expect(ready.json()).toMatchObject({ code: 'SERVER_DRAINING', status: 'draining', error: 'Service Unavailable' });
      expect(ready.json().message).toMatch(/shutting down/);
      const spanish = await t.app.inject('/api/health/ready');
      expect(spanish.json().message).toMatch(/cerrando/);
      expect((await t.app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      t.services.lifecycle.draining = false;
    }
    expect((await t.app.inject('/api/health/ready')).statusCode).toBe(200);
  });

  test('an instance whose LISTEN connection is down is not ready (its sockets would miss pushes)', async () => {
    const other = await buildTestApp({ database: t.db });
    try {
      await expect.poll(async () => (await other.app.inject('/api/health/ready')).statusCode).toBe(200);
      await other.services.listener.close();
      const ready = await other.app.inject('/api/health/ready');
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'LIVE_UPDATES_UNAVAILABLE', push: 'reconnecting' });
      expect((await other.app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      await other.close();
    }
  });

  test('an instance without its database is not ready, yet alive; a flood of checks asks the database once', async () => {
    const pool = createPool('postgres://nobody:nothing@127.0.0.1:1/none', () => {});
    let queries = 0;
    const query = pool.query.bind(pool);
    pool.query = ((...args: Parameters<typeof pool.query>) => {
      queries += 1;
      return (query as (...a: unknown[]) => unknown)(...args);
    }) as typeof pool.query;
    const services = createServices(t.services.config, pool);
    const app = await buildApp(services, { logger: false });
    try {
      const answers = await Promise.all(Array.from({ length: 50 }, () => app.inject('/api/health/ready')));
      for (const ready of answers) {
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', database: 'unavailable' });
      }
      expect(queries).toBe(1);
      expect((await app.inject('/api/health/live')).statusCode).toBe(200);
    } finally {
      await app.close();
      await services.listener.close();
      await pool.end();
    }
  });
});

describe('a database that refuses writes (issue 40)', () => {
  test('given a read-only database, then readiness fails (the proxy stops sending), a command is a 503 to send again, and liveness holds', async () => {
    const db = await createTestDatabase();
    const name = new URL(db.url).pathname.slice(1);
    await db.pool.query(`alter database ${name} set default_transaction_read_only = on`);
    // New connections take the database's setting.
    const app = await buildTestApp({ database: { ...db, drop: async () => {} }, now: NOW });
    try {
      const ready = await app.app.inject('/api/health/ready');
      expect(ready.statusCode, ready.body).toBe(503);
      expect(ready.json()).toMatchObject({ code: 'DATABASE_UNAVAILABLE', database: 'refuses writes' });
      expect((await app.app.inject('/api/health/live')).statusCode).toBe(200);
      // Reads still work: /api/health (the page's note) says what is wrong without failing.
      expect((await app.app.inject('/api/health')).json()).toMatchObject({ database: 'refuses writes' });
      const started = await start(app, anonymous());
      expect(started.statusCode, started.body).toBe(503);
      expect(started.headers['retry-after']).toBe('5');
      expect(started.json().code).toBe('DATABASE_UNAVAILABLE');
    } finally {
      await app.close();
      await db.pool.query(`alter database ${name} reset default_transaction_read_only`);
      await db.drop();
    }
  });

  // A real full disk: the events table on a 1 MB tmpfs (mounting needs root, and the database on this machine).
  const local = !process.env.DATABASE_URL && process.getuid?.() === 0;
  test.runIf(local)(
    'given the disk under the events full, then a command is a 503 and readiness fails although its own small write passes',
    async () => {
      const mount = await mkdtemp(path.join(tmpdir(), 'trivia-full-'));
      execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=1m', 'tmpfs', mount]);
      execFileSync('chown', ['postgres', mount]);
      const db = await createTestDatabase();
      const app = await buildTestApp({ database: { ...db, drop: async () => {} }, now: NOW });
      try {
        await db.pool.query(`create tablespace small_disk location '${mount}'`);
        await db.pool.query('alter table events set tablespace small_disk');
        await db.pool.query('create table filler (x text) tablespace small_disk');
        await expect(
          db.pool.query(`insert into filler select repeat('x', 1000) from generate_series(1, 100000)`),
        ).rejects.toMatchObject({ code: '53100' });
        // Room for the heap's current pages only: a new play needs a new page sooner or later.
        await db.pool.query('vacuum full filler').catch(() => {});
        let answer = await start(app, anonymous());
        for (let i = 0; i < 2000 && answer.statusCode === 200; i++) answer = await start(app, anonymous());
        expect(answer.statusCode, answer.body).toBe(503);
        expect(answer.json().code).toBe('DATABASE_UNAVAILABLE');
        const ready = await app.app.inject('/api/health/ready');
        expect(ready.statusCode).toBe(503);
        expect(ready.json()).toMatchObject({ database: 'refuses writes' });
        // The probe's own write (a row in place, on the other disk) passes: the failed command is what told.
        await expect(db.pool.query('update readiness_probe set at = now()')).resolves.toBeDefined();
        await db.pool.query('drop table filler');
        await expect
          .poll(async () => (await app.app.inject('/api/health/ready')).statusCode, { timeout: 30_000 })
          .toBe(200);
        expect((await start(app, anonymous())).statusCode).toBe(200);
      } finally {
        await app.close();
        await db.pool.query('alter table events set tablespace pg_default').catch(() => {});
        await db.pool.query('drop table if exists filler');
        await db.drop();
        await dropTablespace();
        execFileSync('umount', [mount]);
        await rm(mount, { recursive: true, force: true });
      }
    },
    120_000,
  );
});

/** The tablespace goes once no database of the run uses it. */
async function dropTablespace() {
  const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
  await admin.connect();
  await admin.query('drop tablespace if exists small_disk').catch(() => {});
  await admin.end();
}

describe('request ids (issue 40)', () => {
  test("given the proxy's X-Request-Id, then the reply echoes it and every log line of the request carries it", async () => {
    const lines: Record<string, unknown>[] = [];
    const app = await buildTestApp({
      database: t.db,
      onLog: (line) => lines.push(line),
      // A request that logs on its way and then fails: a warning, then the error's line.
      extend: (app) =>
        app.get('/api/test-fails', { schema: replyOf(z.object({})) }, async (request) => {
          request.log.warn('on its way');
          throw new Error('fails on purpose');
        }),
    });
    try {
      const id = 'b7c1f3a2-0d4e-4c55-9a61-3e2f1d0c9b8a';
      const answer = await app.app.inject({ url: '/api/test-fails', headers: { 'x-request-id': id } });
      expect(answer.statusCode).toBe(500);
      expect(answer.headers['x-request-id']).toBe(id);
      expect(lines.map((line) => [line.msg, line.reqId])).toEqual([
        ['on its way', id],
        ['request failed', id],
      ]);
    } finally {
      await app.close();
    }
  });

  test('given no id, or one that does not look like one, then each request gets a UUID of its own, unique across instances', async () => {
    const other = await buildTestApp({ database: t.db });
    try {
      const ids = new Set<string>();
      for (const app of [t.app, other.app])
        for (const header of [
          undefined,
          'x',
          'a b c d e f g h',
          'id\r\nx-forged: 1',
          'é'.repeat(20),
          'x'.repeat(200),
        ]) {
          const answer = await app.inject({
            url: '/api/health/live',
            headers: header ? { 'x-request-id': header } : {},
          });
          const id = answer.headers['x-request-id'] as string;
          expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
          ids.add(id);
        }
      expect(ids.size).toBe(12);
    } finally {
      await other.close();
    }
  });
});
