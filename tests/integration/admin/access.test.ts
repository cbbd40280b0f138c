import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { bearer } from '../../helpers/users.ts';
import { anonymous, call, expectRefusal, type Headers } from '../plays/play-helpers.ts';
import { adminApp, registerAdmin, registerPlayer } from './admin-helpers.ts';

let t: TestApp;
let admin: Headers;
let player: Headers;
let streamId: string;

beforeAll(async () => {
  t = await adminApp(new Date('2026-05-10T10:00:00Z'));
  admin = (await registerAdmin(t)).headers;
  const someone = await registerPlayer(t);
  player = someone.headers;
  streamId = (await call(t, 'POST', '/partidas/iniciar', player)).json().partida.id;
});
afterAll(async () => {
  await t.close();
});

const endpoints = (): { method: 'GET' | 'POST'; url: string }[] => [
  { method: 'POST', url: '/scheduler/verificar' },
  { method: 'GET', url: '/scheduler/estadisticas' },
  { method: 'GET', url: '/admin/plays' },
  { method: 'GET', url: `/admin/plays/${streamId}` },
  { method: 'GET', url: `/admin/plays/${streamId}/export` },
  { method: 'GET', url: '/admin/events' },
  { method: 'POST', url: '/admin/projections/rebuild' },
];

describe('every admin endpoint', () => {
  test('given no session (even with an anonymous id), then 401 AUTH_REQUIRED in the JSON error shape', async () => {
    for (const { method, url } of endpoints()) {
      expectRefusal(await call(t, method, url, {}), 401, 'AUTH_REQUIRED');
      expectRefusal(await call(t, method, url, anonymous()), 401, 'AUTH_REQUIRED');
    }
  });

  test('given a bad token, then 401 before anything runs', async () => {
    for (const { method, url } of endpoints())
      expect((await call(t, method, url, bearer('not.a.token'))).statusCode).toBe(401);
  });

  test('given a signed-in player who is not an admin, then 403 ADMIN_REQUIRED and nothing changes', async () => {
    // A day nobody has assigned yet: a verification that ran would assign it.
    t.setNow(new Date('2026-05-11T10:00:00Z'));
    const events = async () =>
      (await t.db.pool.query<{ n: number }>('select count(*)::int as n from events')).rows[0].n;
    const before = await events();
    for (const { method, url } of endpoints()) expectRefusal(await call(t, method, url, player), 403, 'ADMIN_REQUIRED');
    expect(await events()).toBe(before);
    t.setNow(new Date('2026-05-10T10:00:00Z'));
  });

  test('given the admin of ADMIN_EMAILS, then every endpoint answers 200', async () => {
    for (const { method, url } of endpoints()) {
      const response = await call(t, method, url, admin);
      expect(response.statusCode, `${method} ${url}: ${response.body}`).toBe(200);
    }
  });
});
