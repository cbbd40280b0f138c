// Who the client is (issue 37, item 2): X-Forwarded-For is believed only from the proxies TRUST_PROXY
// names (a node reached directly believed a forged one), and every per-address budget counts an IPv6
// client by its /64 (two addresses of one /64 each got the whole budget).
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../../server/config.ts';
import { budgetAddress, replyOf } from '../../../server/http/index.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { freshUsername, registerUser } from '../../helpers/users.ts';
import { contactMessage } from '../../helpers/slow-clients.ts';
import { APP_ORIGIN, connectWS } from '../../helpers/ws.ts';
import { assignDay, questionWhere } from '../plays/play-helpers.ts';

const SECRET = 'addresses-addresses-addresses-addresses';
const NOW = new Date('2026-05-10T10:00:00Z');

/** A route that says whom the server takes the caller for. */
function echo(app: FastifyInstance) {
  void app.register(async (scope) => {
    scope.get(
      '/api/test/address',
      { schema: replyOf(z.object({ ip: z.string(), address: z.string() })) },
      async (request) => ({ ip: request.ip, address: request.caller.address }),
    );
  });
}

test('given IPv4, IPv4-mapped and IPv6 addresses, then budgets count IPv4 as it is and IPv6 by its /64', () => {
  expect(budgetAddress('203.0.113.7')).toBe('203.0.113.7');
  expect(budgetAddress('::ffff:203.0.113.7')).toBe('203.0.113.7');
  expect(budgetAddress('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
  expect(budgetAddress('2001:0DB8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
  expect(budgetAddress('2001:db8:1:3::1')).toBe('2001:db8:1:3::/64');
  expect(budgetAddress('::1')).toBe('::/64');
});

describe('TRUST_PROXY', () => {
  test('given the proxies’ addresses, then a forged X-Forwarded-For from anyone else is ignored, and the proxies’ is believed', async () => {
    const { trustProxy } = loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: '10.0.0.5, 10.1.0.0/16, 2001:db8:ff::/48' });
    const t = await buildTestApp({ config: { trustProxy }, extend: echo });
    try {
      const from = async (remoteAddress: string, forwarded?: string) =>
        (
          await t.app.inject({
            url: '/api/test/address',
            remoteAddress,
            headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
          })
        ).json().ip;
      // Reached directly: whatever it claims, it is the address it connects from.
      expect(await from('198.51.100.9', '203.0.113.7')).toBe('198.51.100.9');
      expect(await from('198.51.100.9')).toBe('198.51.100.9');
      // Through a named proxy, by address, in a range, over IPv6.
      expect(await from('10.0.0.5', '203.0.113.7')).toBe('203.0.113.7');
      expect(await from('10.1.200.3', '203.0.113.8')).toBe('203.0.113.8');
      expect(await from('2001:db8:ff:1::9', '203.0.113.9')).toBe('203.0.113.9');
      // A client's own entries before the proxy's: only the address the proxy saw counts.
      expect(await from('10.0.0.5', '1.2.3.4, 203.0.113.7')).toBe('203.0.113.7');
    } finally {
      await t.close();
    }
  });

  test('given a number of hops, then X-Forwarded-For is believed from whoever connects (what the number means)', async () => {
    const { trustProxy } = loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: '1' });
    expect(trustProxy).toBe(1);
    const t = await buildTestApp({ config: { trustProxy }, extend: echo });
    try {
      const forged = await t.app.inject({
        url: '/api/test/address',
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': '203.0.113.7' },
      });
      expect(forged.json().ip).toBe('203.0.113.7');
    } finally {
      await t.close();
    }
  });

  test('given an address that is none, then the start stops saying which', () => {
    for (const bad of ['10.0.0.300', 'proxy.local', '10.0.0.0/33', '10.0.0.1/8/2', '-1'])
      expect(() => loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ JWT_SECRET: SECRET, TRUST_PROXY: '0' }).trustProxy).toBe(0);
    expect(loadConfig({ JWT_SECRET: SECRET }).trustProxy).toBe(0);
  });
});

describe('every per-address budget counts an IPv6 client by its /64', () => {
  let t: TestApp;
  /** Addresses of one /64, each new: a client that moves around its block. */
  let next = 0;
  const inBlock = (block: string) => `${block}:${(++next).toString(16)}:${randomUUID().slice(0, 4)}:1:2`;
  const A = '2001:db8:a:1';
  const B = '2001:db8:a:2';

  beforeAll(async () => {
    t = await buildTestApp({
      now: NOW,
      extend: echo,
      config: {
        authRateLimit: 2,
        passwordChecksPerAddress: 3,
        registrationsPerAddress: 1,
        anonPlaysPerAddress: 1,
        socketsPerAddress: 1,
      },
    });
    const question = await questionWhere(t, 'true');
    await assignDay(t, '2026-05-10', question);
  });
  afterAll(() => t.close());

  const post = (url: string, address: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, headers: { 'x-forwarded-for': address, ...headers }, payload });

  test('sign-in, registration and recovery requests (AUTH_RATE_LIMIT)', async () => {
    const forgot = (address: string) => post('/api/usuarios/forgot-password', address, { email: 'nadie@example.com' });
    expect((await forgot(inBlock(A))).statusCode).toBe(200);
    expect((await forgot(inBlock(A))).statusCode).toBe(200);
    expect((await forgot(inBlock(A))).statusCode).toBe(429);
    expect((await forgot(inBlock(B))).statusCode).toBe(200);
  });

  test('password checks (PASSWORD_CHECKS_PER_ADDRESS) and accounts made (REGISTRATIONS_PER_ADDRESS)', async () => {
    const C = '2001:db8:a:3';
    const register = (address: string) =>
      post('/api/usuarios/registro', address, {
        username: freshUsername(),
        email: `${randomUUID()}@example.com`,
        password: 'Secreta123',
      });
    // The sign-in budget (2 a minute) would refuse first: this test's addresses each get their own /64 for it.
    expect((await register(inBlock(C))).statusCode).toBe(201);
    const second = await register(inBlock(C));
    expect(second.statusCode).toBe(429);
    // Password checks through the profile's change (the sign-in's own limit, 2 a minute, would refuse first).
    const D = '2001:db8:a:4';
    const { token } = await registerUser(t.app);
    const change = (address: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/profile/change-password',
        headers: { 'x-forwarded-for': address, authorization: `Bearer ${token}` },
        payload: { passwordActual: 'Equivocada1', nuevaPassword: 'Otra12345' },
      });
    for (let i = 0; i < 3; i++) expect((await change(inBlock(D))).statusCode).toBe(400);
    expect((await change(inBlock(D))).statusCode).toBe(429);
  });

  test('new anonymous plays (ANON_PLAYS_PER_ADDRESS)', async () => {
    const E = '2001:db8:a:5';
    const start = (address: string) =>
      post('/api/partidas/iniciar', address, {}, { 'x-anon-id': randomUUID(), 'content-type': 'application/json' });
    expect((await start(inBlock(E))).statusCode).toBe(200);
    expect((await start(inBlock(E))).statusCode).toBe(429);
  });

  test('contact messages (5 in 10 minutes)', async () => {
    const F = '2001:db8:a:6';
    const send = (address: string) => post('/api/contact/send', address, contactMessage);
    for (let i = 0; i < 5; i++) expect((await send(inBlock(F))).statusCode).toBe(200);
    expect((await send(inBlock(F))).statusCode).toBe(429);
  });

  test('websockets (WS_PER_ADDRESS)', async () => {
    const G = '2001:db8:a:7';
    const open = (address: string) =>
      connectWS(t.app, { headers: { origin: APP_ORIGIN, 'x-forwarded-for': address } }).then(
        (socket) => socket,
        (error: Error) => error.message,
      );
    const first = await open(inBlock(G));
    expect(typeof first).not.toBe('string');
    expect(await open(inBlock(G))).toBe('Unexpected server response: 429');
    const elsewhere = await open(inBlock(B));
    expect(typeof elsewhere).not.toBe('string');
    for (const socket of [first, elsewhere]) if (typeof socket !== 'string') socket.close();
  });

  test('the address a request is counted by is its /64, the one it came from is kept for the log', async () => {
    const echoed = (
      await t.app.inject({ url: '/api/test/address', headers: { 'x-forwarded-for': '2001:db8:a:9::77' } })
    ).json();
    expect(echoed).toEqual({ ip: '2001:db8:a:9::77', address: '2001:db8:a:9::/64' });
  });
});
