// Live pushes over the websocket, across two server instances on one database: a socket hears the
// tables it subscribed to, as changes to the snapshot it loaded, and its own rows; nothing else.
import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { Leaderboard, LeaderboardEntry } from '../../../contracts/api/leaderboards.ts';
import { type TableChange, type Topic, leaderboardTopic } from '../../../contracts/messages.ts';
import { applyChange } from '../../../machines/live/tables.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser } from '../../helpers/users.ts';
import { connectWS, type TestSocket } from '../../helpers/ws.ts';
import { finishPlay, seedDays, seedUsers } from './helpers.ts';

const NOW = new Date('2026-05-10T10:00:00Z');
const ALL = (['diario', 'semanal', 'mensual'] as const).map(leaderboardTopic);

type Message = {
  type: string;
  periodo?: string;
  fecha?: string;
  rows?: LeaderboardEntry[];
  totalParticipantes?: number;
  entry?: Record<string, unknown> | null;
} & Partial<TableChange>;

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

async function socketOn(t: TestApp, token?: string, topics?: Topic[]): Promise<TestSocket> {
  const socket = await connectWS(t.app, { token, topics });
  sockets.push(socket);
  await socket.next((m: Message) => m.type === 'hello');
  return socket;
}

const changeWith = (periodo: string, userId: number) => (m: Message) =>
  m.type === 'leaderboard' && m.periodo === periodo && (m.rows ?? []).some((entry) => entry.usuario_id === userId);

const snapshot = async (t: TestApp, period = 'daily') =>
  (await t.app.inject({ url: `/api/leaderboard/${period}` })).json<Leaderboard>();

test('given a subscribed socket, an idle one and a player’s own one on instance B, when the player wins through A, then the subscribed one gets the three tables’ changes, the player’s own its positions, and the idle one nothing', async () => {
  const player = await registerUser(a.app);
  const watcher = await socketOn(b, undefined, ALL);
  const idle = await socketOn(b);
  const own = await socketOn(b, player.token);

  await finishPlay(a, bearer(player.token), { at: NOW });

  for (const periodo of ['diario', 'semanal', 'mensual']) {
    const pushed = await watcher.next<Message>(changeWith(periodo, player.usuario.id));
    expect(pushed).toMatchObject({ type: 'leaderboard', periodo, fecha: '2026-05-10' });
    expect(pushed.rows?.find((row) => row.usuario_id === player.usuario.id)).toMatchObject({
      posicion: expect.any(Number),
    });
    expect(JSON.stringify(pushed)).not.toContain(player.usuario.email);
    const position = await own.next<Message>((m) => m.type === 'position' && m.periodo === periodo);
    expect(position.entry).toMatchObject({ usuario_id: player.usuario.id, email: player.usuario.email });
  }
  // Positions go to their player's sockets only; tables only to their subscribers.
  expect(watcher.holds((m: Message) => m.type === 'position')).toBe(false);
  expect(own.holds((m: Message) => m.type === 'leaderboard')).toBe(false);
  expect(idle.holds(() => true)).toBe(false);
});

test('given a snapshot loaded over HTTP from A, when players win through A, then B’s changes applied to it in order give the snapshot read afterwards, version included', async () => {
  const watcher = await socketOn(b, undefined, [leaderboardTopic('diario')]);
  let table = await snapshot(a);
  // B's first push of the table may be whole (base null): a table it takes whatever it held.
  const players = await Promise.all([1, 2, 3].map(() => registerUser(a.app)));
  for (const player of players) {
    await finishPlay(a, bearer(player.token), { at: NOW });
    const change = await watcher.next<Message>(changeWith('diario', player.usuario.id), 10_000);
    const applied = applyChange(table.ranking, table.version, change as TableChange);
    expect(applied, 'the change applies to the snapshot').not.toBeNull();
    table = { ...table, ranking: applied!, version: change.version!, totalParticipantes: change.totalParticipantes! };
  }
  const after = await snapshot(a);
  expect(table.ranking).toEqual(after.ranking);
  expect(table.version).toBe(after.version);
  expect(table.totalParticipantes).toBe(after.totalParticipantes);
});

test('given wins in quick succession, then a table’s changes come at most one a second and the last holds every one of them', async () => {
  const watcher = await socketOn(b, undefined, [leaderboardTopic('diario')]);
  const arrivals: number[] = [];
  watcher.socket.on('message', (data) => {
    if ((JSON.parse(String(data)) as Message).periodo === 'diario') arrivals.push(Date.now());
  });
  let table = await snapshot(a);
  const players = await Promise.all([1, 2, 3, 4].map(() => registerUser(a.app)));
  for (const player of players) await finishPlay(a, bearer(player.token), { at: NOW });
  const ids = players.map((player) => player.usuario.id);
  // As the page does: each change applies to the table, or the table is loaded again.
  while (!ids.every((id) => table.ranking.some((row) => row.usuario_id === id))) {
    const change = await watcher.next<Message>((m) => m.type === 'leaderboard' && m.periodo === 'diario', 10_000);
    const applied = applyChange(table.ranking, table.version, change as TableChange);
    table = applied ? { ...table, ranking: applied, version: change.version! } : await snapshot(a);
  }
  for (let i = 1; i < arrivals.length; i++) expect(arrivals[i] - arrivals[i - 1]).toBeGreaterThanOrEqual(900);
});

test('given a leaderboard snapshot, then it is cacheable: an ETag and a short public max-age, 304 for the same, a new ETag once a win changes it', async () => {
  const first = await a.app.inject({ url: '/api/leaderboard/daily' });
  expect(first.headers['cache-control']).toBe('public, max-age=2');
  const etag = String(first.headers.etag);
  expect(etag).toMatch(/^W\/"/);
  const again = await a.app.inject({ url: '/api/leaderboard/daily?v=x', headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.body).toBe('');
  await finishPlay(a, bearer((await registerUser(a.app)).token), { at: NOW });
  const changed = await a.app.inject({ url: '/api/leaderboard/daily', headers: { 'if-none-match': etag } });
  expect(changed.statusCode).toBe(200);
  expect(changed.headers.etag).not.toBe(etag);
  // The player's own position is theirs: never stored.
  const player = await registerUser(a.app);
  const own = await a.app.inject({ url: '/api/leaderboard/daily/user-position', headers: bearer(player.token) });
  expect(own.headers['cache-control']).toBe('no-store');
});

test('given players on one instance who win while a push is under way, then the next push reads all their positions in one query per period', async () => {
  const players = await Promise.all([1, 2, 3].map(() => registerUser(a.app)));
  const own = await Promise.all(players.map((player) => socketOn(b, player.token)));
  const first = await registerUser(a.app);
  await socketOn(b, first.token);
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
    // The first player's positions push starts, and waits at the gate while the three win.
    await finishPlay(a, bearer(first.token), { at: NOW });
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
  // After the first player's, one read per period naming all three players: not one per player.
  const ids = players.map((player) => player.usuario.id).sort((x, y) => x - y);
  expect(reads.slice(3)).toEqual([ids, ids, ids]);
});

test('given a past-day replay, then no leaderboard push', async () => {
  const player = await registerUser(a.app);
  const watcher = await socketOn(b, undefined, ALL);
  await finishPlay(a, bearer(player.token), { at: NOW, fecha: '2026-05-03' });
  await expect(watcher.next((m: Message) => m.type === 'leaderboard', 1500)).rejects.toThrow();
});

test('given an instance whose clock is just before midnight in Madrid, then every socket gets new-day with the new date, and a subscribed one the table whole', async () => {
  // 23:59:57 in Madrid (UTC+2 in May): the push comes 3 s after the instance starts.
  const late = await buildTestApp({ now: new Date('2026-05-10T21:59:57Z'), database: a.db });
  try {
    const idle = await connectWS(late.app);
    const socket = await connectWS(late.app, { topics: [leaderboardTopic('diario')] });
    sockets.push(socket, idle);
    for (const one of [socket, idle])
      expect(await one.next<Message>((m) => m.type === 'new-day', 5000)).toEqual({
        type: 'new-day',
        fecha: '2026-05-11',
        siguienteDia: '2026-05-11T22:00:00.000Z',
      });
    const whole = await socket.next<Message>((m) => m.type === 'leaderboard' && m.periodo === 'diario');
    expect(whole).toMatchObject({ base: null });
  } finally {
    await late.close();
  }
});

test('given a table whose top 30 is full of better scores, when a player wins below it, then a subscribed socket gets the count alone: no row', async () => {
  const top = await seedUsers(a, 30);
  await seedDays(
    a,
    top.map((userId) => ({ userId, fecha: '2026-05-10', score: 1250, seconds: 5 })),
  );
  const watcher = await socketOn(b, undefined, [leaderboardTopic('diario')]);
  // A first win below them: B's table catches up with the seeded rows (they came without a push).
  let total = (await snapshot(a)).totalParticipantes;
  const winBelow = async () => {
    await finishPlay(a, bearer((await registerUser(a.app)).token), { at: NOW, misses: 4, seconds: 200 });
    total += 1;
    return watcher.next<Message>(
      (m) => m.type === 'leaderboard' && m.periodo === 'diario' && (m.totalParticipantes ?? 0) >= total,
      10_000,
    );
  };
  await winBelow();
  const counted = await winBelow();
  expect(counted.rows).toEqual([]);
  expect(counted.moved).toEqual([]);
  expect(counted.removed).toEqual([]);
  expect(counted.version).toBe(counted.base);
  expect(JSON.stringify(counted).length).toBeLessThan(200);
});
