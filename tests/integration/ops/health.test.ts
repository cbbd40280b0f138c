// Liveness and readiness (issue 25): what a load balancer checks. Live: the process answers. Ready:
// not while draining, not without the database, not without the LISTEN connection.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildApp } from '../../../server/app.ts';
import { createPool } from '../../../server/db/pool.ts';
import { createServices } from '../../../server/services.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';

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
