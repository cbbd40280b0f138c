// Live pushes over the websocket, across two server instances on one database.
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser } from '../../helpers/users.ts';
import { connectWS, type TestSocket } from '../../helpers/ws.ts';
import { finishPlay } from './helpers.ts';

const NOW = new Date('2026-05-10T10:00:00Z');

type Message = {
  type: string;
  periodo?: string;
  ranking?: { usuario_id: number }[];
  totalParticipantes?: number;
  entry?: Record<string, unknown> | null;
  fecha?: string;
};

let a: TestApp;
let b: TestApp;
const sockets: TestSocket[] = [];

beforeAll(async () => {
  a = await buildTestApp({ now: NOW });
  b = await buildTestApp({ now: NOW, database: a.db });
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await b.close();
  await a.close();
});
beforeEach(() => {
  b.setNow(NOW);
});

async function socketOn(t: TestApp, token?: string): Promise<TestSocket> {
  const socket = await connectWS(t.app, token ? `/api/ws?token=${token}` : '/api/ws');
  sockets.push(socket);
  await socket.next((m: Message) => m.type === 'hello');
  return socket;
}

const rankingWith = (periodo: string, userId: number) => (m: Message) =>
  m.type === 'leaderboard' && m.periodo === periodo && (m.ranking ?? []).some((entry) => entry.usuario_id === userId);

test('given a socket on instance B, when a player wins through instance A, then B pushes the three rankings and the player’s own positions', async () => {
  const player = await registerUser(a.app);
  const watcher = await socketOn(b);
  const own = await socketOn(b, player.token);

  await finishPlay(a, bearer(player.token), { at: NOW });

  for (const periodo of ['diario', 'semanal', 'mensual']) {
    const pushed = await watcher.next<Message>(rankingWith(periodo, player.usuario.id));
    expect(pushed).toMatchObject({ type: 'leaderboard', periodo, totalParticipantes: 1 });
    expect(pushed.ranking).toHaveLength(1);
    expect(JSON.stringify(pushed)).not.toContain(player.usuario.email);
    const position = await own.next<Message>((m) => m.type === 'position' && m.periodo === periodo);
    expect(position.entry).toMatchObject({ posicion: 1, usuario_id: player.usuario.id, email: player.usuario.email });
  }
  // A position goes to its player's sockets only.
  await expect(watcher.next((m: Message) => m.type === 'position', 500)).rejects.toThrow();
});

test('given a win, then every socket gets the daily ranking ahead of the weekly and monthly ones, even when its read is the slowest', async () => {
  const player = await registerUser(a.app);
  const watcher = await socketOn(b);
  const order: string[] = [];
  watcher.socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as Message;
    if (message.periodo && rankingWith(message.periodo, player.usuario.id)(message)) order.push(message.periodo);
  });
  // B's daily reads (they name the period 'diario') answer 300 ms after the others.
  const query = b.services.pool.query.bind(b.services.pool) as (...args: unknown[]) => Promise<unknown>;
  const spy = vi.spyOn(b.services.pool, 'query').mockImplementation((async (...args: unknown[]) => {
    const values = typeof args[0] === 'string' ? args[1] : (args[0] as { values?: unknown }).values;
    if (Array.isArray(values) && values.includes('diario')) await new Promise((resolve) => setTimeout(resolve, 300));
    return query(...args);
  }) as never);
  try {
    await finishPlay(a, bearer(player.token), { at: NOW });
    await watcher.next<Message>(rankingWith('mensual', player.usuario.id));
  } finally {
    spy.mockRestore();
  }
  expect(order.slice(0, 3)).toEqual(['diario', 'semanal', 'mensual']);
});

test('given wins in quick succession, then the last push holds every one of them', async () => {
  const watcher = await socketOn(b);
  const players = await Promise.all([1, 2, 3, 4].map(() => registerUser(a.app)));
  for (const player of players) await finishPlay(a, bearer(player.token), { at: NOW });
  const last = players.map((player) => player.usuario.id);
  const pushed = await watcher.next<Message>(
    (m) =>
      m.type === 'leaderboard' &&
      m.periodo === 'diario' &&
      last.every((id) => (m.ranking ?? []).some((entry) => entry.usuario_id === id)),
  );
  expect(pushed.totalParticipantes).toBeGreaterThanOrEqual(4);
});

test('given players on one instance who win while a push is under way, then the next push reads all their positions in one query per period', async () => {
  const players = await Promise.all([1, 2, 3].map(() => registerUser(a.app)));
  const own = await Promise.all(players.map((player) => socketOn(b, player.token)));
  const reads: number[][] = [];
  // B's reads wait at this gate: the push that the first win starts is held while the three win.
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const query = b.services.pool.query.bind(b.services.pool) as (...args: unknown[]) => Promise<unknown>;
  const spy = vi.spyOn(b.services.pool, 'query').mockImplementation((async (...args: unknown[]) => {
    const [text, values] =
      typeof args[0] === 'string'
        ? [args[0], args[1] as unknown[]]
        : [(args[0] as { text: string }).text, (args[0] as { values: unknown[] }).values];
    await gate;
    // Both position reads (the daily one and the windows') select the players as `me.user_id = any(…)`.
    if (/me\.user_id = any\(/.test(text))
      reads.push((values.find(Array.isArray) as number[]).slice().sort((x, y) => x - y));
    return query(...args);
  }) as never);
  // B hears each finish after its own push has (listeners are called in the order they subscribed).
  const heard = new Set<string>();
  const unsubscribe = b.services.store.subscribe((n) => {
    if (n.types.includes('PlayFinished')) heard.add(n.streamId);
  });
  try {
    await finishPlay(a, bearer((await registerUser(a.app)).token), { at: NOW });
    // One after the other: the test's clock is the instance's, and each play takes its 20 s.
    for (const player of players) await finishPlay(a, bearer(player.token), { at: NOW });
    // Their notifications reach B meanwhile.
    await expect
      .poll(() => players.every(({ usuario }) => [...heard].some((id) => id.startsWith(`play-${usuario.id}-`))), {
        timeout: 15_000,
      })
      .toBe(true);
    open();
    for (const [i, socket] of own.entries()) {
      for (const periodo of ['diario', 'semanal', 'mensual']) {
        const position = await socket.next<Message>(
          (m) => m.type === 'position' && m.periodo === periodo && m.entry?.usuario_id === players[i].usuario.id,
        );
        expect(position.entry).toMatchObject({ usuario_id: players[i].usuario.id });
      }
    }
  } finally {
    open();
    spy.mockRestore();
    unsubscribe();
  }
  // One read per period, naming all three players: not one per player.
  const ids = players.map((player) => player.usuario.id).sort((x, y) => x - y);
  expect(reads).toEqual([ids, ids, ids]);
});

test('given a past-day replay, then no leaderboard push', async () => {
  const player = await registerUser(a.app);
  const watcher = await socketOn(b);
  await finishPlay(a, bearer(player.token), { at: NOW, fecha: '2026-05-03' });
  await expect(watcher.next((m: Message) => m.type === 'leaderboard', 1000)).rejects.toThrow();
});

test('given an instance whose clock is just before midnight in Madrid, then its sockets get new-day with the new date, then the rankings', async () => {
  // 23:59:57 in Madrid (UTC+2 in May): the push comes 3 s after the instance starts.
  const late = await buildTestApp({ now: new Date('2026-05-10T21:59:57Z'), database: a.db });
  try {
    const socket = await connectWS(late.app, '/api/ws');
    sockets.push(socket);
    expect(await socket.next<Message>((m) => m.type === 'new-day', 5000)).toEqual({
      type: 'new-day',
      fecha: '2026-05-11',
      siguienteDia: '2026-05-11T22:00:00.000Z',
    });
    await socket.next<Message>((m) => m.type === 'leaderboard' && m.periodo === 'diario');
  } finally {
    await late.close();
  }
});
