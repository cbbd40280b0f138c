import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { repliesBySchema } from '../../../server/http/replies.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('every route names its reply schema (issue 31, item 4)', () => {
  test('given a route registered without a reply schema, then registering it throws and the server cannot start, so no new route can skip it', async () => {
    const app = Fastify();
    app.addHook('onRoute', repliesBySchema);
    expect(() => app.get('/api/admin/new-tool', async () => ({ ok: true }))).toThrow(/names no reply schema/);
    const allowed = Fastify();
    allowed.addHook('onRoute', repliesBySchema);
    allowed.get('/api/download', { config: { ownBytes: 'a file' } }, async () => 'x');
    allowed.get('/health-outside-api', async () => ({ ok: true }));
    await expect(allowed.ready()).resolves.toBeDefined();
  });

  test('given the product, then it started under that rule with every route of its API', () => {
    const api = t.app.routeTable.filter((route) => route.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(50);
  });

  test('given a refusal on a route with a reply schema, then the error keeps its own shape { error, message, code }', async () => {
    const refused = await t.app.inject('/api/leaderboard/yearly');
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json()).sort()).toEqual(['code', 'error', 'message']);
    const signedOut = await t.app.inject('/api/logros');
    expect(signedOut.statusCode).toBe(401);
    expect(Object.keys(signedOut.json()).sort()).toEqual(['code', 'error', 'message']);
  });

  test('given a public read, then its reply is the contract’s fields and nothing else', async () => {
    const response = await t.app.inject('/api/leaderboard/daily');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json()).sort()).toEqual([
      'desde',
      'fecha',
      'hasta',
      'periodo',
      'ranking',
      'totalParticipantes',
      'version',
    ]);
  });
});
