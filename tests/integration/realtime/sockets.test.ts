// The websocket's own guards (issue 37): a socket's slot is given back on every path, however the
// socket ends.
import WebSocket from 'ws';
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { registerUser } from '../../helpers/users.ts';
import { APP_ORIGIN } from '../../helpers/ws.ts';

let t: TestApp;
let url: string;

beforeAll(async () => {
  t = await buildTestApp({ config: { production: true, socketsPerAddress: 2 } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  url = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/api/ws`;
});
afterAll(() => t.close());

/** A real socket from 127.0.0.1 that resolves with its first message, or its refusal. */
function open(token?: string): Promise<{ socket: WebSocket; first: string }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(token ? `${url}?token=${token}` : url, { origin: APP_ORIGIN });
    socket.once('message', (data) => resolve({ socket, first: String(data) }));
    socket.once('error', reject);
  });
}

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
    const hangUps = [0, 1].map(() => {
      const socket = new WebSocket(`${url}?token=${player.token}`, { origin: APP_ORIGIN });
      socket.on('error', () => {});
      socket.once('open', () => socket.terminate());
      return new Promise((resolve) => socket.once('close', resolve));
    });
    await Promise.all(hangUps);
    await expect.poll(() => waiting).toBe(2);
    release();
    // Both look-ups answered for sockets already gone: neither holds the address's two slots.
    await expect.poll(() => t.services.hub.size).toBe(0);
    const [one, two] = [await open(), await open()];
    expect(JSON.parse(one.first)).toMatchObject({ type: 'hello' });
    expect(JSON.parse(two.first)).toMatchObject({ type: 'hello' });
    expect(t.services.hub.size).toBe(2);
    one.socket.terminate();
    two.socket.terminate();
    await expect.poll(() => t.services.hub.size).toBe(0);
  } finally {
    release();
    spy.mockRestore();
  }
});
