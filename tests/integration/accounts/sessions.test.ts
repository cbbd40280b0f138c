import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { purgeAccountRecords } from '../../../server/accounts/jobs.ts';
import { tokenVerifier } from '../../../server/accounts/sessions.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, confirmAddress, registerUser } from '../../helpers/users.ts';
import { connectWS, type TestSocket } from '../../helpers/ws.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SECRET = 'test-secret-test-secret-test-secret';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (token: string) =>
  token
    .split('.')
    .slice(0, 2)
    .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
const forge = (header: object, payload: object, algorithm: string | null) => {
  const unsigned = `${b64(header)}.${b64(payload)}`;
  const signature = algorithm ? createHmac(algorithm, SECRET).update(unsigned).digest('base64url') : '';
  return `${unsigned}.${signature}`;
};

const perfil = (token: string) => t.app.inject({ url: '/api/usuarios/perfil', headers: bearer(token) });
const expectInvalidToken = async (token: string) => {
  const response = await perfil(token);
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual({ error: 'Unauthorized', code: 'INVALID_TOKEN', message: expect.any(String) });
};

describe('session tokens', () => {
  test('given a registration, then its token is HS256 with sub, the token version and a 7-day expiry', async () => {
    const { token, usuario } = await registerUser(t.app);
    const [header, payload] = decode(token);
    expect(header.alg).toBe('HS256');
    expect(payload).toMatchObject({ sub: String(usuario.id), tv: 0, jti: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    expect(payload.exp - payload.iat).toBe(7 * 24 * 60 * 60);
  });

  test('given no token, then /usuarios/perfil asks to sign in', async () => {
    const response = await t.app.inject('/api/usuarios/perfil');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  test('given tokens that are not ours to trust, then every one is refused with INVALID_TOKEN', async () => {
    const { token, usuario } = await registerUser(t.app);
    const [, payload] = decode(token);
    const tampered = token.split('.');
    tampered[1] = b64({ ...payload, sub: String(usuario.id + 1) });
    const expired = t.app.jwt.sign(
      { sub: String(usuario.id), tv: 0 },
      { clockTimestamp: Date.now() - 8 * 24 * 60 * 60 * 1000 },
    );
    for (const bad of [
      forge({ alg: 'HS512', typ: 'JWT' }, payload, 'sha512'),
      forge({ alg: 'none', typ: 'JWT' }, payload, null),
      tampered.join('.'),
      expired,
      forge({ alg: 'HS256', typ: 'JWT' }, { ...payload, tv: 'x' }, 'sha256'),
      // Properly signed, but without an expiry: it would be good forever.
      forge(
        { alg: 'HS256', typ: 'JWT' },
        { sub: payload.sub, tv: payload.tv, jti: payload.jti, iat: payload.iat },
        'sha256',
      ),
      'not-a-token',
    ]) {
      await expectInvalidToken(bad);
    }
    // The same claims signed properly are accepted: the refusals above are about the token alone.
    expect((await perfil(forge({ alg: 'HS256', typ: 'JWT' }, payload, 'sha256'))).statusCode).toBe(200);
  });

  test('given a bad token on a public route, then it is a 401 too (never a silent guest)', async () => {
    const response = await t.app.inject({ url: '/api/health', headers: bearer('not-a-token') });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });
});

describe('revocation', () => {
  const closed = (ws: TestSocket) => new Promise<number>((resolve) => ws.socket.on('close', (code) => resolve(code)));

  test('given a signed-in socket, when the password changes, then old tokens stop at once and the socket is closed', async () => {
    const { token, usuario, password } = await registerUser(t.app);
    const ws = await connectWS(t.app, { token: token });
    await ws.next((m) => m.type === 'hello');
    t.services.hub.sendToUser(usuario.id, { type: 'position', periodo: 'diario', entry: null });
    expect(await ws.next((m) => m.type === 'position')).toEqual({ type: 'position', periodo: 'diario', entry: null });
    const socketClosed = closed(ws);

    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/change-password',
      headers: bearer(token),
      payload: { passwordActual: password, nuevaPassword: 'Nueva2025' },
    });
    expect(change.statusCode).toBe(200);
    expect(await socketClosed).toBe(4001);
    await expectInvalidToken(token);
    expect((await perfil(change.json().token)).statusCode).toBe(200);
  });

  test('given a socket with a bad token, then it is a guest socket that gets no personal messages', async () => {
    const { usuario } = await registerUser(t.app);
    const ws = await connectWS(t.app, { token: 'not-a-token' });
    await ws.next((m) => m.type === 'hello');
    t.services.hub.sendToUser(usuario.id, { type: 'position', periodo: 'diario', entry: null });
    const newDay = { type: 'new-day', fecha: '2026-01-01', siguienteDia: '2026-01-01T23:00:00.000Z' } as const;
    t.services.hub.broadcast(newDay);
    expect(await ws.next()).toEqual(newDay);
    ws.close();
  });

  test('given a deleted account, then its token is refused and its socket closed', async () => {
    const { token, password } = await registerUser(t.app);
    const ws = await connectWS(t.app, { token: token });
    await ws.next((m) => m.type === 'hello');
    const socketClosed = closed(ws);
    const deletion = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/delete-account',
      headers: bearer(token),
      payload: { password, confirmacion: 'DELETE MY ACCOUNT' },
    });
    expect(deletion.statusCode).toBe(200);
    expect(await socketClosed).toBe(4001);
    await expectInvalidToken(token);
  });

  test('given an admin revoked in the database, then the next request of the same token is no longer an admin', async () => {
    const { token, usuario } = await registerUser(t.app);
    await t.db.pool.query('update users set admin = true where id = $1', [usuario.id]);
    const verify = tokenVerifier(t.app);
    expect(await verify(token)).toMatchObject({ userId: usuario.id, isAdmin: true });
    await t.db.pool.query('update users set admin = false where id = $1', [usuario.id]);
    // Every instance hears of the change on commit (a trigger's notification), within moments.
    await expect.poll(() => verify(token)).toMatchObject({ userId: usuario.id, isAdmin: false });
  });
});

describe('sessions that end', () => {
  const closed = (ws: TestSocket) => new Promise<number>((resolve) => ws.socket.on('close', (code) => resolve(code)));
  const logout = (token: string) =>
    t.app.inject({ method: 'POST', url: '/api/usuarios/logout', headers: bearer(token) });
  const login = (email: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/usuarios/login', payload: { email, password } });

  test('given two sessions, when one logs out, then its token is refused on every instance and its socket closes; the other goes on', async () => {
    const { token, usuario, password } = await registerUser(t.app);
    const other = (await login(usuario.email, password)).json().token as string;
    const second = await buildTestApp({ database: t.db });
    try {
      // The second instance has vouched for the token already (its cache would say yes).
      expect((await second.app.inject({ url: '/api/usuarios/perfil', headers: bearer(token) })).statusCode).toBe(200);
      const ws = await connectWS(second.app, { token: token });
      await ws.next((m) => m.type === 'hello');
      const otherWs = await connectWS(second.app, { token: other });
      await otherWs.next((m) => m.type === 'hello');
      const socketClosed = closed(ws);

      const response = await logout(token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: 'Sesión cerrada' });
      await expectInvalidToken(token);
      expect(await socketClosed).toBe(4001);
      await expect
        .poll(async () => (await second.app.inject({ url: '/api/usuarios/perfil', headers: bearer(token) })).statusCode)
        .toBe(401);

      expect((await perfil(other)).statusCode).toBe(200);
      second.services.hub.sendToUser(usuario.id, { type: 'position', periodo: 'diario', entry: null });
      expect(await otherWs.next((m) => m.type === 'position')).toMatchObject({ type: 'position' });
      otherWs.close();
    } finally {
      await second.close();
    }
  });

  test('given no session, then logout asks to sign in', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/usuarios/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'AUTH_REQUIRED' });
  });

  test('given a socket whose token expires, then it is closed when the token does', async () => {
    const { usuario } = await registerUser(t.app);
    const shortLived = t.app.jwt.sign(
      { sub: String(usuario.id), tv: 0, jti: '00000000-0000-4000-8000-000000000001' },
      { expiresIn: 1 },
    );
    const ws = await connectWS(t.app, { token: shortLived });
    await ws.next((m) => m.type === 'hello');
    expect(await closed(ws)).toBe(4001);
  });

  test('given an e-mail change, then no session ends until the new address is confirmed; then every other session ends (HTTP and sockets) and the confirming browser gets a fresh token', async () => {
    const { token, usuario, password } = await registerUser(t.app);
    const other = (await login(usuario.email, password)).json().token as string;
    const ws = await connectWS(t.app, { token: other });
    await ws.next((m) => m.type === 'hello');
    const socketClosed = closed(ws);
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/change-email',
      headers: bearer(token),
      payload: { nuevoEmail: `new-${usuario.email}`, password },
    });
    expect(change.statusCode).toBe(200);
    expect((await perfil(other)).statusCode).toBe(200);
    const confirmed = await confirmAddress(t.app, t.db.pool, usuario.id, token);
    expect(await socketClosed).toBe(4001);
    await expectInvalidToken(other);
    await expectInvalidToken(token);
    expect((await perfil(confirmed.token ?? '')).json().usuario).toMatchObject({
      email: `new-${usuario.email}`,
      email_confirmado: true,
      email_pendiente: null,
    });
  });

  test('given revocations past their expiry, then the hourly purge drops them', async () => {
    const { token } = await registerUser(t.app);
    await logout(token);
    const count = async () =>
      (await t.db.pool.query('select count(*)::int as n from revoked_tokens')).rows[0].n as number;
    const before = await count();
    expect(before).toBeGreaterThan(0);
    t.setNow(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
    try {
      await purgeAccountRecords(t.services);
    } finally {
      t.setNow(null);
    }
    expect(await count()).toBe(0);
  });
});
