import bcrypt from 'bcrypt';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { LOGIN_FAILURE_LIMIT } from '../../../server/accounts/login-failures.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { registerUser } from '../../helpers/users.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
  t.setNow(null);
});

const login = (email: string, password: string, ip = '198.51.100.1') =>
  t.app.inject({ method: 'POST', url: '/api/usuarios/login', payload: { email, password }, headers: { 'x-forwarded-for': ip } });

describe('signing in', () => {
  test('given an account, when signing in with its e-mail or username in any case, then a token and the user come back', async () => {
    const { usuario, password } = await registerUser(t.app, { username: 'Aitana11', email: 'aitana@example.com' });
    for (const identifier of ['aitana@example.com', 'AITANA@example.com', 'Aitana11', 'aitana11']) {
      const response = await login(identifier, password);
      expect(response.statusCode, identifier).toBe(200);
      expect(response.json()).toMatchObject({ token: expect.any(String), usuario });
    }
  });

  test('given a wrong password or an unknown account, then both answers are the same and both compare a bcrypt hash', async () => {
    const { usuario } = await registerUser(t.app);
    const compare = vi.spyOn(bcrypt, 'compare');
    const wrong = await login(usuario.email, 'Wrong1234');
    const unknown = await login('nobody@example.com', 'Wrong1234');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'Unauthorized', code: 'INVALID_CREDENTIALS', message: 'Credenciales inválidas' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(compare).toHaveBeenCalledTimes(2);
    const costs = compare.mock.calls.map(([, hash]) => String(hash).slice(0, 7));
    expect(costs).toEqual(['$2b$12$', '$2b$12$']);
  });

  test('given an e-mail added to ADMIN_EMAILS after registration, when signing in, then the account becomes an admin', async () => {
    const { usuario, password } = await registerUser(t.app);
    t.services.config.adminEmails.push(usuario.email);
    const response = await login(usuario.email.toUpperCase(), password);
    expect(response.json().usuario.admin).toBe(true);
  });

  test('given a malformed identifier, then 400 with the login rule, before any password check', async () => {
    const response = await login('two words', 'Barca2024');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INVALID_IDENTIFIER' });
  });
});

describe('abuse limits', () => {
  test('given the per-IP limit, when one address exceeds it, then 429 JSON while another address still signs in', async () => {
    const limited = await buildTestApp({ config: { authRateLimit: 3 } });
    try {
      const { usuario, password } = await registerUser(limited.app, {});
      const attempt = (ip: string) =>
        limited.app.inject({ method: 'POST', url: '/api/usuarios/login', payload: { email: usuario.email, password }, headers: { 'x-forwarded-for': ip } });
      for (let i = 0; i < 3; i += 1) expect((await attempt('203.0.113.7')).statusCode).toBe(200);
      const refused = await attempt('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ error: 'Too Many Requests', code: 'RATE_LIMITED', message: expect.any(String) });
      expect((await attempt('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  test('given no trusted proxy, when a client forges X-Forwarded-For, then it is still limited by its real address', async () => {
    const direct = await buildTestApp({ config: { authRateLimit: 2, trustProxy: 0 } });
    try {
      const { usuario, password } = await registerUser(direct.app, {});
      const attempt = (ip: string) =>
        direct.app.inject({ method: 'POST', url: '/api/usuarios/login', payload: { email: usuario.email, password }, headers: { 'x-forwarded-for': ip } });
      expect((await attempt('198.51.100.1')).statusCode).toBe(200);
      expect((await attempt('198.51.100.2')).statusCode).toBe(200);
      expect((await attempt('198.51.100.3')).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });

  const seedFailures = (key: string, failures: number) =>
    t.db.pool.query('insert into login_failures (key, window_start, failures) values ($1, $2, $3) on conflict (key) do update set failures = $3, window_start = $2', [
      key,
      new Date(),
      failures,
    ]);

  test('given failures up to the per-account limit, then the account answers 429 even with the right password, from any address', async () => {
    const { usuario, password } = await registerUser(t.app);
    await seedFailures(`user:${usuario.id}`, LOGIN_FAILURE_LIMIT - 1);
    expect((await login(usuario.username, 'Wrong1234', '192.0.2.1')).statusCode).toBe(401);
    const locked = await login(usuario.email, password, '192.0.2.2');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  test('given an unknown identifier with as many failures, then it answers the same 429 (no account is revealed)', async () => {
    await seedFailures('id:ghost@example.com', LOGIN_FAILURE_LIMIT);
    const response = await login('Ghost@example.com', 'Wrong1234');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  test('given a locked account, when the hour has passed, then the right password signs in again and the count restarts', async () => {
    const { usuario, password } = await registerUser(t.app);
    await seedFailures(`user:${usuario.id}`, LOGIN_FAILURE_LIMIT);
    expect((await login(usuario.email, password)).statusCode).toBe(429);
    t.setNow(new Date(Date.now() + 61 * 60 * 1000));
    expect((await login(usuario.email, password)).statusCode).toBe(200);
    const { rows } = await t.db.pool.query('select count(*)::int as n from login_failures where key = $1', [`user:${usuario.id}`]);
    expect(rows[0].n).toBe(0);
  });

  test('given failures below the limit, when the right password is used, then the failures are forgotten', async () => {
    const { usuario, password } = await registerUser(t.app);
    await login(usuario.email, 'Wrong1234');
    await login(usuario.email, 'Wrong1234');
    const before = await t.db.pool.query('select failures from login_failures where key = $1', [`user:${usuario.id}`]);
    expect(before.rows[0].failures).toBe(2);
    expect((await login(usuario.email, password)).statusCode).toBe(200);
    const after = await t.db.pool.query('select failures from login_failures where key = $1', [`user:${usuario.id}`]);
    expect(after.rowCount).toBe(0);
  });
});
