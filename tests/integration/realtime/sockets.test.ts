// The websocket's own guards (issues 37 and 38): a socket says who it is in its first message (never
// its URL), holds no slot until it has, gives its slot back however it ends, and a client's bad
// subscriptions get a refusal, never a crash or a leak.
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { SOCKET_LIMITS } from '../../../contracts/messages.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { registerUser } from '../../helpers/users.ts';
import { APP_ORIGIN } from '../../helpers/ws.ts';

let t: TestApp;
let url: string;
const logs: Record<string, unknown>[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    config: { production: true, socketsPerAddress: 2, socketIdentifyMs: 500 },
    onLog: (record) => logs.push(record),
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/ws`;
});
afterAll(() => t.close());

type Client = {
  socket: WebSocket;
  messages: Record<string, unknown>[];
  closed: Promise<number>;
  send(message: unknown): void;
  next(type: string): Promise<Record<string, unknown>>;
};

/** A real socket from 127.0.0.1 (its upgrade refused: rejects), every message it reads, and how it closed. */
function open(options: { path?: string; language?: string } = {}): Promise<Client> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${url}${options.path ?? ''}`, {
      origin: APP_ORIGIN,
      headers: options.language ? { 'accept-language': options.language } : {},
    });
    const messages: Record<string, unknown>[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data))));
    const closed = new Promise<number>((done) => socket.on('close', (code) => done(code)));
    const send = (message: unknown) => socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    const next = async (type: string) => {
      await expect.poll(() => messages.some((m) => m.type === type)).toBe(true);
      return messages.splice(
        messages.findIndex((m) => m.type === type),
        1,
      )[0];
    };
    socket.once('open', () => resolve({ socket, messages, closed, send, next }));
    socket.once('error', reject);
  });
}

/** A socket that identified (as a guest, or with a token) and was greeted. */
async function identified(token: string | null = null, language?: string): Promise<Client> {
  const client = await open({ language });
  client.send({ type: 'identify', token });
  await client.next('hello');
  return client;
}

describe('identification', () => {
  test('given upgrades that hang up while their token is looked up, then their slots come back: the address opens a socket, and no ghost is counted', async () => {
    const player = await registerUser(t.app);
    t.services.cache.sessions.forget(player.usuario.id);
    // The session's look-up waits at this gate while the clients hang up.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let waiting = 0;
    const query = t.services.pool.query.bind(t.services.pool) as (...args: unknown[]) => Promise<unknown>;
    const spy = vi.spyOn(t.services.pool, 'query').mockImplementation((async (...args: unknown[]) => {
      if ((args[0] as { name?: string }).name === 'session-state') {
        waiting += 1;
        await gate;
      }
      return query(...args);
    }) as never);
    try {
      for (let i = 0; i < 2; i++) {
        const client = await open();
        client.send({ type: 'identify', token: player.token });
        await expect.poll(() => waiting).toBe(i + 1);
        client.socket.terminate();
        await client.closed;
      }
      release();
      // Both look-ups answered for sockets already gone: neither holds the address's two slots.
      const [one, two] = [await identified(), await identified()];
      expect(t.services.hub.size).toBe(2);
      one.socket.terminate();
      two.socket.terminate();
      await expect.poll(() => t.services.hub.size).toBe(0);
    } finally {
      release();
      spy.mockRestore();
    }
  });

  test('given a socket that never identifies, then it holds no slot and is closed (4008) after WS_IDENTIFY_MS; one that sends anything else first is closed at once', async () => {
    const silent = await open();
    // Not identified: not in the hub, not counted as open, not one of the address's two sockets.
    const [one, two] = [await identified(), await identified()];
    expect(t.services.hub.size).toBe(2);
    expect(await silent.closed).toBe(4008);
    one.socket.terminate();
    two.socket.terminate();

    const eager = await open();
    eager.send({ type: 'subscribe', topics: ['crowd'] });
    expect(await eager.closed).toBe(4008);
    await expect.poll(() => t.services.hub.size).toBe(0);
  });

  test('given sockets that identify after the address took its slots meanwhile, then the late one is closed (4029) and holds nothing', async () => {
    const [a, b] = [await open(), await open()];
    a.send({ type: 'identify', token: null });
    await a.next('hello');
    const c = await open();
    c.send({ type: 'identify', token: null });
    await c.next('hello');
    b.send({ type: 'identify', token: null });
    expect(await b.closed).toBe(4029);
    expect(t.services.hub.size).toBe(2);
    a.socket.terminate();
    c.socket.terminate();
    await expect.poll(() => t.services.hub.size).toBe(0);
    // Every slot came back: the address opens its two again.
    const [d, e] = [await identified(), await identified()];
    d.socket.terminate();
    e.socket.terminate();
    await expect.poll(() => t.services.hub.size).toBe(0);
  });

  test('given a session token in the URL, then it is not read: the socket is what its first message says', async () => {
    const player = await registerUser(t.app);
    const client = await open({ path: `?token=${player.token}` });
    client.send({ type: 'identify', token: null });
    await client.next('hello');
    expect(t.services.hub.hasUser(player.usuario.id)).toBe(false);
    client.socket.terminate();

    const signedIn = await identified(player.token);
    expect(t.services.hub.hasUser(player.usuario.id)).toBe(true);
    signedIn.socket.terminate();
    await expect.poll(() => t.services.hub.size).toBe(0);
  });
});

describe('subscriptions', () => {
  test('given bad subscribe messages, then each gets a clear refusal in the socket’s language, and the socket goes on', async () => {
    const client = await identified(null, 'en');
    const refusal = async (message: unknown) => {
      client.send(message);
      return client.next('refused');
    };
    expect(await refusal({ type: 'subscribe', topics: ['leaderboard:anual', 'crowd'] })).toEqual({
      type: 'refused',
      code: 'UNKNOWN_TOPIC',
      message: 'There is no such live topic',
      topics: ['leaderboard:anual'],
    });
    expect(await refusal('not json')).toMatchObject({ code: 'BAD_MESSAGE' });
    expect(await refusal({ type: 'subscribe', topics: 'crowd' })).toMatchObject({ code: 'BAD_MESSAGE' });
    expect(await refusal({ type: 'identify', token: null })).toMatchObject({ code: 'BAD_MESSAGE' });
    expect(await refusal({ type: 'subscribe', topics: ['crowd', 'x'.repeat(1100)] })).toMatchObject({
      code: 'MESSAGE_TOO_LARGE',
    });
    // A guest is no league's member.
    expect(await refusal({ type: 'subscribe', topics: ['league:1:diario'] })).toMatchObject({
      code: 'NOT_A_MEMBER',
      topics: ['league:1:diario'],
    });
    const many = Array.from({ length: SOCKET_LIMITS.topics + 1 }, (_, i) => `league:${i + 1}:semanal`);
    expect(await refusal({ type: 'subscribe', topics: many })).toMatchObject({ code: 'TOO_MANY_TOPICS' });
    client.send({ type: 'subscribe', topics: ['crowd', 'cup'] });
    expect(await client.next('subscribed')).toEqual({ type: 'subscribed', topics: ['crowd', 'cup'] });
    expect(t.services.hub.watched('crowd')).toBe(true);
    client.socket.terminate();
    // Gone, and its subscriptions with it.
    await expect.poll(() => t.services.hub.watched('crowd')).toBe(false);
  });

  test('given a flood of subscribe messages, then past the budget each is refused (TOO_OFTEN), and past twice the budget the socket closes (1008)', async () => {
    const client = await identified(null, 'es');
    for (let i = 0; i < 2 * SOCKET_LIMITS.messagesPer10s + 1; i++)
      client.send({ type: 'unsubscribe', topics: ['cup'] });
    expect(await client.closed).toBe(1008);
    const refused = client.messages.filter((m) => m.type === 'refused');
    expect(refused).toHaveLength(SOCKET_LIMITS.messagesPer10s);
    expect(refused[0]).toMatchObject({
      code: 'TOO_OFTEN',
      message: 'Demasiados mensajes seguidos: espera unos segundos',
    });
    await expect.poll(() => t.services.hub.size).toBe(0);
  });

  test('given a frame over 4 KiB, then the socket closes with 1009 and the log has one warn line without a stack', async () => {
    const client = await identified();
    const before = logs.length;
    client.send('x'.repeat(5000));
    expect(await client.closed).toBe(1009);
    await expect.poll(() => t.services.hub.size).toBe(0);
    const lines = logs.slice(before).filter((record) => String(record.msg).startsWith('websocket'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 40, code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });
    expect(JSON.stringify(lines[0])).not.toContain('stack');
  });
});
