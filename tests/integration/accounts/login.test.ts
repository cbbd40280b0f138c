import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { addressHash, FAILURE_LIMITS, failureKeys } from '../../../server/accounts/login-failures.ts';
import type { PasswordTask } from '../../../server/accounts/passwords.ts';
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
  t.app.inject({
    method: 'POST',
    url: '/api/usuarios/login',
    payload: { email, password },
    headers: { 'x-forwarded-for': ip },
  });

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
    // The tasks the password pool's threads run.
    const tasks = vi.spyOn(t.services.passwords as unknown as { run(task: PasswordTask): unknown }, 'run');
    const wrong = await login(usuario.email, 'Wrong1234');
    const unknown = await login('nobody@example.com', 'Wrong1234');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      error: 'Unauthorized',
      code: 'INVALID_CREDENTIALS',
      message: 'Credenciales inválidas',
    });
    expect(unknown.json()).toEqual(wrong.json());
    const compared = tasks.mock.calls.map(([task]) => (task.kind === 'compare' ? task.hash.slice(0, 7) : task.kind));
    expect(compared).toEqual(['$2b$12$', '$2b$12$']);
  });

  test('given an unconfirmed e-mail in ADMIN_EMAILS, when signing in, then the account is no admin (the address is not proven)', async () => {
    const { usuario, password } = await registerUser(t.app);
    t.services.config.adminEmails.push(usuario.email);
    const response = await login(usuario.email.toUpperCase(), password);
    expect(response.json().usuario).toMatchObject({ admin: false, email_confirmado: false });
    const { rows } = await t.db.pool.query('select admin from users where id = $1', [usuario.id]);
    expect(rows[0].admin).toBe(false);
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
        limited.app.inject({
          method: 'POST',
          url: '/api/usuarios/login',
          payload: { email: usuario.email, password },
          headers: { 'x-forwarded-for': ip },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt('203.0.113.7')).statusCode).toBe(200);
      const refused = await attempt('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({
        error: 'Too Many Requests',
        code: 'RATE_LIMITED',
        message: expect.any(String),
      });
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
        direct.app.inject({
          method: 'POST',
          url: '/api/usuarios/login',
          payload: { email: usuario.email, password },
          headers: { 'x-forwarded-for': ip },
        });
      expect((await attempt('198.51.100.1')).statusCode).toBe(200);
      expect((await attempt('198.51.100.2')).statusCode).toBe(200);
      expect((await attempt('198.51.100.3')).statusCode).toBe(429);
    } finally {
      await direct.close();
    }
  });

  const seedFailures = (key: string, failures: number) =>
    t.db.pool.query(
      'insert into login_failures (key, window_start, failures) values ($1, $2, $3) on conflict (key) do update set failures = $3, window_start = $2',
      [key, new Date(), failures],
    );

  // Registration (in these tests from 127.0.0.1, the inject default) makes that address known.
  const HOME = '127.0.0.1';

  test('given an attack on one account from many addresses, then a stranger is refused but the owner signs in from home, and a reset clears it', async () => {
    const { usuario, password } = await registerUser(t.app);
    // A few real failures from distinct addresses, then the rest of an attack of 160 addresses seeded.
    for (const ip of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
      expect((await login(usuario.email, 'Wrong1234', ip)).statusCode).toBe(401);
    await seedFailures(`user:${usuario.id}`, 160);
    const stranger = await login(usuario.email, password, '192.0.2.99');
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
    expect((await login(usuario.email, password, HOME)).statusCode).toBe(200);
  });

  test('given too many failures on one account from one address, then that address waits while the owner at home signs in', async () => {
    const { usuario, password } = await registerUser(t.app);
    for (let i = 0; i < FAILURE_LIMITS.pair; i += 1)
      expect((await login(usuario.username, 'Wrong1234', '192.0.2.10')).statusCode).toBe(401);
    expect((await login(usuario.username, password, '192.0.2.10')).statusCode).toBe(429);
    expect((await login(usuario.username, password, HOME)).statusCode).toBe(200);
  });

  test('given an address that failed on many identifiers, then it is throttled whatever it tries, and other addresses are not', async () => {
    const { usuario, password } = await registerUser(t.app);
    expect((await login('someone@example.com', 'Wrong1234', '192.0.2.20')).statusCode).toBe(401);
    // Kept as an HMAC with the server's secret, never the address itself.
    const key = failureKeys(
      null,
      'someone@example.com',
      addressHash(t.services.config.jwtSecret, '192.0.2.20'),
    ).address;
    const { rows } = await t.db.pool.query<{ key: string }>('select key from login_failures where key = $1', [key]);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify((await t.db.pool.query('select key from login_failures')).rows)).not.toContain('192.0.2.20');
    await seedFailures(key, FAILURE_LIMITS.address);
    expect((await login(usuario.email, password, '192.0.2.20')).statusCode).toBe(429);
    expect((await login(usuario.email, password, '192.0.2.21')).statusCode).toBe(200);
  });

  test('given an unknown identifier with as many failures, then it answers the same 429 (no account is revealed)', async () => {
    await seedFailures('id:ghost@example.com', FAILURE_LIMITS.account);
    const response = await login('Ghost@example.com', 'Wrong1234');
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({ code: 'TOO_MANY_ATTEMPTS' });
  });

  test('given a throttled account, when the hour has passed, then the right password signs in again and the count restarts', async () => {
    const { usuario, password } = await registerUser(t.app);
    await seedFailures(`user:${usuario.id}`, FAILURE_LIMITS.account);
    expect((await login(usuario.email, password)).statusCode).toBe(429);
    t.setNow(new Date(Date.now() + 61 * 60 * 1000));
    expect((await login(usuario.email, password)).statusCode).toBe(200);
    const { rows } = await t.db.pool.query('select count(*)::int as n from login_failures where key = $1', [
      `user:${usuario.id}`,
    ]);
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
