// Hardening (issue 11): headers on every answer, no stored personal answers, a websocket only for
// the app's own pages and within limits, a long JWT secret, limits shared by every instance, and
// security events in the log.
import { connect } from 'node:net';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { SharedCounters } from '../../../server/http/rate-limits.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { watchedPool } from '../../helpers/db.ts';
import { bearer, registerUser } from '../../helpers/users.ts';
import { APP_ORIGIN, connectWS } from '../../helpers/ws.ts';

let t: TestApp;
const logs: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await buildTestApp({ config: { production: true, socketsPerAddress: 2 }, onLog: (record) => logs.push(record) });
});
afterAll(() => t.close());

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  expect(headers['content-security-policy']).toContain("default-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('SAMEORIGIN');
  expect(headers['strict-transport-security']).toBeDefined();
};

/** An API answer's: it may load nothing and be framed by nobody. */
const expectApiHeaders = (headers: Record<string, unknown>) => {
  expect(headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['strict-transport-security']).toBeDefined();
  expect(headers['cache-control']).toBe('no-store');
};

describe('every response carries the security headers; no API answer is stored', () => {
  test('given a bad token, then the 401 has the headers and Cache-Control: no-store', async () => {
    const response = await t.app.inject({ url: '/api/profile', headers: bearer('not-a-token') });
    expect(response.statusCode).toBe(401);
    expectApiHeaders(response.headers);
  });

  test('given personal, public and unknown API routes, then each answer is no-store', async () => {
    const user = await registerUser(t.app);
    for (const [url, headers] of [
      ['/api/profile', bearer(user.token)],
      ['/api/usuarios/perfil', bearer(user.token)],
      ['/api/health', {}],
      ['/api/nope', {}],
    ] as const) {
      const response = await t.app.inject({ url, headers });
      expect(response.headers['cache-control'], url).toBe('no-store');
      expectApiHeaders(response.headers);
    }
  });

  test('given a malformed URL (refused before any hook), then a JSON 400 with the headers', async () => {
    const response = await t.app.inject({ url: '/api/%E0%A4%A', headers: { 'accept-language': 'en' } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'Bad Request', code: expect.any(String), message: expect.any(String) });
    expectSecurityHeaders(response.headers);
  });

  test('given bytes that are not HTTP, then the answer written to the socket has the headers too', async () => {
    const raw = await buildTestApp({ database: t.db, config: { production: true } });
    try {
      await raw.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = raw.app.server.address() as { port: number };
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
        let data = '';
        socket.on('data', (chunk) => (data += chunk));
        socket.on('close', () => resolve(data));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request/);
      expect(answer.toLowerCase()).toContain("content-security-policy: default-src 'self'");
      expect(answer).toContain('"code":"BAD_REQUEST"');
    } finally {
      await raw.close();
    }
  });
});

describe('the websocket', () => {
  const refusal = (headers: Record<string, string>) =>
    connectWS(t.app, { headers }).then(
      () => 'open',
      (error: Error) => error.message,
    );

  test('given no Origin, another site, or (in production) a loopback page, then the upgrade is refused with 403', async () => {
    for (const origin of [undefined, 'https://evil.example', 'http://localhost:5173']) {
      expect(await refusal(origin ? { origin } : {}), origin).toBe('Unexpected server response: 403');
    }
    const development = await buildTestApp({ database: t.db });
    try {
      const socket = await connectWS(development.app, { headers: { origin: 'http://localhost:5173' } });
      expect(await socket.next()).toMatchObject({ type: 'hello' });
      socket.close();
      expect(
        await connectWS(development.app, { headers: { origin: 'https://evil.example' } }).then(
          () => 'open',
          () => 'refused',
        ),
      ).toBe('refused');
    } finally {
      await development.close();
    }
  });

  test('given a refused upgrade on a real connection, then the answer says Connection: close and the server closes it', async () => {
    const live = await buildTestApp({ database: t.db, config: { production: true } });
    try {
      await live.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = live.app.server.address() as { port: number };
      const upgrade =
        'GET /api/ws HTTP/1.1\r\nHost: trivia.test\r\nOrigin: https://evil.example\r\nConnection: Upgrade\r\n' +
        'Upgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n';
      const { answer, closedByServer } = await new Promise<{ answer: string; closedByServer: boolean }>(
        (resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () => socket.write(upgrade));
          let data = '';
          const timer = setTimeout(() => {
            socket.destroy();
            resolve({ answer: data, closedByServer: false });
          }, 3000);
          socket.on('data', (chunk) => (data += chunk));
          socket.on('end', () => {
            clearTimeout(timer);
            resolve({ answer: data, closedByServer: true });
          });
          socket.on('error', reject);
        },
      );
      expect(answer).toMatch(/^HTTP\/1\.1 403 Forbidden/);
      expect(answer.toLowerCase()).toContain('connection: close');
      expect(answer).toContain('"code":"ORIGIN_NOT_ALLOWED"');
      expect(closedByServer).toBe(true);
    } finally {
      await live.close();
    }
  });

  test('given the per-address cap, then one more socket is refused with 429 until one closes', async () => {
    const first = await connectWS(t.app);
    const second = await connectWS(t.app);
    // A socket takes its slot once it has identified (greeted).
    for (const socket of [first, second]) await socket.next((m) => m.type === 'hello');
    expect(await refusal({ origin: APP_ORIGIN })).toBe('Unexpected server response: 429');
    first.close();
    await expect.poll(() => t.services.hub.size).toBe(1);
    const third = await connectWS(t.app);
    expect(await third.next()).toMatchObject({ type: 'hello' });
    second.close();
    third.close();
  });

  test('given a client that stops answering pings, then its socket is dropped', async () => {
    const beating = await buildTestApp({ database: t.db, config: { socketHeartbeatMs: 100 } });
    try {
      const alive = await connectWS(beating.app);
      const dead = await connectWS(beating.app);
      // A dead peer: pings reach it and nothing comes back.
      (dead.socket as unknown as { pong: () => void }).pong = () => {};
      const closed = new Promise<void>((resolve) => dead.socket.on('close', () => resolve()));
      await closed;
      await expect.poll(() => beating.services.hub.size).toBe(1);
      expect(alive.socket.readyState).toBe(alive.socket.OPEN);
      alive.close();
    } finally {
      await beating.close();
    }
  });
});

describe('sockets and bodies stay bounded', () => {
  test('given a client that stops reading its pushes, then it is dropped once its buffer passes 1 MiB; a message over 4 KiB from a client closes it with 1009', async () => {
    const live = await buildTestApp({ database: t.db });
    try {
      await live.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = live.app.server.address() as { port: number };
      const open = async () => {
        const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`, { origin: APP_ORIGIN });
        socket.once('open', () => socket.send(JSON.stringify({ type: 'identify', token: null })));
        await new Promise((resolve) => socket.once('message', resolve));
        return socket;
      };
      const slow = await open();
      (slow as unknown as { _socket: { pause(): void } })._socket.pause();
      await expect.poll(() => live.services.hub.size).toBe(1);
      for (let i = 0; i < 400 && live.services.hub.size > 0; i++) {
        live.services.hub.broadcast({ type: 'new-day', fecha: 'x'.repeat(64 * 1024), siguienteDia: '' });
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
      expect(live.services.hub.size).toBe(0);
      slow.terminate();

      const chatty = await open();
      const closed = new Promise<number>((resolve) => chatty.on('close', (code) => resolve(code)));
      chatty.send('x'.repeat(5000));
      expect(await closed).toBe(1009);
    } finally {
      await live.close();
    }
  });

  test('given bodies over a route’s limit, then 413 PAYLOAD_TOO_LARGE in the error shape', async () => {
    for (const [url, size] of [
      ['/api/partidas/iniciar', 2000],
      ['/api/usuarios/login', 5000],
      ['/api/contact/send', 20_000],
    ] as const) {
      const response = await t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ pad: 'x'.repeat(size) }),
      });
      expect(response.statusCode, url).toBe(413);
      expect(response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    }
  });

  test('given text with a NUL, a lone surrogate or deep nesting, then 400 in the caller’s language, and line breaks only where a message may have them', async () => {
    const post = (url: string, payload: string, language = 'es') =>
      t.app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json', 'accept-language': language },
        payload,
      });
    const nul = await post(
      '/api/usuarios/login',
      JSON.stringify({ email: 'a\u0000b@example.com', password: 'Secreto123' }),
      'en',
    );
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toEqual({
      error: 'Bad Request',
      code: 'INVALID_TEXT',
      message: expect.stringContaining('email: contains control characters'),
    });
    const surrogate = await post(
      '/api/contact/send',
      '{"messageType":"suggestion","name":"Ana","email":"ana@example.com","subject":"Hola \\ud800","message":"Un mensaje largo"}',
    );
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toMatchObject({
      code: 'INVALID_TEXT',
      message: expect.stringContaining('subject: el texto está mal codificado'),
    });
    const deep = await post('/api/usuarios/login', `{"email":${'['.repeat(1000)}${']'.repeat(1000)}}`);
    expect(deep.statusCode).toBe(400);
    expect(deep.json()).toMatchObject({ code: 'TOO_DEEP' });
    const lines = { messageType: 'suggestion', name: 'Ana', email: 'ana@example.com', language: 'es' };
    const inMessage = await post(
      '/api/contact/send',
      JSON.stringify({ ...lines, subject: 'Una idea', message: 'Primera línea\nSegunda línea del mensaje' }),
    );
    expect(inMessage.statusCode).toBe(200);
    const inSubject = await post(
      '/api/contact/send',
      JSON.stringify({ ...lines, subject: 'Una\nidea', message: 'Primera línea\nSegunda línea del mensaje' }),
    );
    expect(inSubject.json()).toMatchObject({ code: 'INVALID_TEXT' });
    const inQuery = await t.app.inject({ url: '/api/copa?semana=%00' });
    expect(inQuery.statusCode).toBe(400);
    expect(inQuery.json()).toMatchObject({ code: 'INVALID_TEXT' });
  });
});

describe('configuration', () => {
  test('given production, then JWT_SECRET must be set and at least 32 bytes', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'short-secret' })).toThrow(/at least 32 bytes/);
    expect(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).jwtSecret).toHaveLength(32);
  });
});

describe('limits every instance shares', () => {
  test('given a herd of keys hit once, then each flush sends only the keys hit since the last one, and reads back those past half their limit', async () => {
    const flushed: { keys: string[]; readBack: string[] }[] = [];
    const watching = watchedPool(t.db.pool, ({ name, values }) => {
      if (name === 'rate-limits-flush')
        flushed.push({ keys: values![0] as string[], readBack: values![3] as string[] });
    });
    const a = new SharedCounters(watching, () => {});
    const b = new SharedCounters(t.db.pool, () => {});
    a.stop();
    b.stop();
    for (let i = 0; i < 1000; i++) a.hit(`herd-${i}`, 60_000, 60);
    a.hit('hot', 60_000, 4);
    a.hit('hot', 60_000, 4);
    await a.flush();
    expect(flushed[0].keys).toHaveLength(1001);
    a.hit('herd-7', 60_000, 60);
    b.hit('hot', 60_000, 4);
    await b.flush();
    await a.flush();
    // One key hit since; the key past half its limit read back, with the other instance's hit.
    expect(flushed[1]).toEqual({ keys: ['herd-7'], readBack: ['hot'] });
    expect(a.peek('hot').current).toBe(3);
    expect(a.peek('herd-7').current).toBe(2);
  });

  test('given a hit counted while a flush is under way, then a flush asked for after it sends that hit too', async () => {
    const a = new SharedCounters(t.db.pool, () => {});
    const b = new SharedCounters(t.db.pool, () => {});
    a.stop();
    b.stop();
    a.hit('mid-flush', 60_000, 4);
    a.hit('mid-flush', 60_000, 4);
    const underWay = a.flush(); // what the timer starts; it took its hits already
    a.hit('mid-flush', 60_000, 4);
    await a.flush();
    await underWay;
    await b.flush();
    b.hit('mid-flush', 60_000, 4);
    await b.flush();
    // The table holds all of a's three hits, so b knows the key is at four.
    expect(b.peek('mid-flush').current).toBe(4);
  });

  test('given two instances on one database, then a per-address limit counts the hits of both', async () => {
    const a = await buildTestApp({ database: t.db, config: { authRateLimit: 4 } });
    const b = await buildTestApp({ database: t.db, config: { authRateLimit: 4 } });
    try {
      const attempt = (app: TestApp) =>
        app.app.inject({
          method: 'POST',
          url: '/api/usuarios/login',
          payload: { email: 'x@example.com', password: 'Wrong1234' },
          headers: { 'x-forwarded-for': '203.0.113.90' },
        });
      expect((await attempt(a)).statusCode).toBe(401);
      expect((await attempt(a)).statusCode).toBe(401);
      expect((await attempt(b)).statusCode).toBe(401);
      expect((await attempt(b)).statusCode).toBe(401);
      await a.services.counters.flush();
      await b.services.counters.flush();
      await a.services.counters.flush();
      // Each instance alone counted two: only the shared store knows the address is at four.
      expect((await attempt(a)).statusCode).toBe(429);
    } finally {
      await b.close();
      await a.close();
    }
  });
});

describe('security events in the log', () => {
  test('given failed and throttled sign-ins, then each is a warn line with the account and the outcome', async () => {
    const user = await registerUser(t.app);
    const login = (password: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/usuarios/login',
        payload: { email: user.usuario.email, password },
        headers: { 'x-forwarded-for': '198.51.100.77' },
      });
    expect((await login('Wrong1234')).statusCode).toBe(401);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 40,
        security: 'sign-in-failed',
        userId: user.usuario.id,
        outcome: 'wrong password',
      }),
    );
    await t.db.pool.query("update login_failures set failures = 1000 where key like $1 || '%'", [
      `user:${user.usuario.id}`,
    ]);
    expect((await login(user.password)).statusCode).toBe(429);
    expect(logs).toContainEqual(
      expect.objectContaining({
        level: 40,
        security: 'sign-in-throttled',
        userId: user.usuario.id,
        outcome: 'refused',
      }),
    );
    const change = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/change-password',
      headers: bearer(user.token),
      payload: { passwordActual: user.password, nuevaPassword: 'Otra12345' },
    });
    expect(change.statusCode).toBe(200);
    expect(logs).toContainEqual(expect.objectContaining({ security: 'password-change', userId: user.usuario.id }));
    expect(JSON.stringify(logs)).not.toContain(user.password);
  });
});
