import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { tokenVerifier } from '../../../server/accounts/sessions.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser } from '../../helpers/users.ts';
import { connectWS, type TestSocket } from '../../helpers/ws.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const SECRET = 'test-secret-test-secret-test-secret';
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (token: string) => token.split('.').slice(0, 2).map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
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
    expect(payload).toMatchObject({ sub: String(usuario.id), tv: 0 });
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
    const expired = t.app.jwt.sign({ sub: String(usuario.id), tv: 0 }, { clockTimestamp: Date.now() - 8 * 24 * 60 * 60 * 1000 });
    for (const bad of [
      forge({ alg: 'HS512', typ: 'JWT' }, payload, 'sha512'),
      forge({ alg: 'none', typ: 'JWT' }, payload, null),
      tampered.join('.'),
      expired,
      forge({ alg: 'HS256', typ: 'JWT' }, { ...payload, tv: 'x' }, 'sha256'),
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
    const ws = await connectWS(t.app, `/api/ws?token=${token}`);
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
    const ws = await connectWS(t.app, '/api/ws?token=not-a-token');
    await ws.next((m) => m.type === 'hello');
    t.services.hub.sendToUser(usuario.id, { type: 'position', periodo: 'diario', entry: null });
    t.services.hub.broadcast({ type: 'new-day', fecha: '2026-01-01' });
    expect(await ws.next()).toEqual({ type: 'new-day', fecha: '2026-01-01' });
    ws.close();
  });

  test('given a deleted account, then its token is refused and its socket closed', async () => {
    const { token, password } = await registerUser(t.app);
    const ws = await connectWS(t.app, `/api/ws?token=${token}`);
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
    expect(await verify(token)).toEqual({ userId: usuario.id, isAdmin: true });
    await t.db.pool.query('update users set admin = false where id = $1', [usuario.id]);
    // Every instance hears of the change on commit (a trigger's notification), within moments.
    await expect.poll(() => verify(token)).toEqual({ userId: usuario.id, isAdmin: false });
  });
});
