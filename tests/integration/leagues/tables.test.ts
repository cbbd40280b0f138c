// A league's tables: the global rankings restricted to its members (same rows, rules and fields),
// only for its members, and pushed live over real websockets to its members when one of them plays.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type LeaderboardEntry, PERIODOS } from '../../../contracts/api/leaderboards.ts';
import { leagueTopic } from '../../../contracts/messages.ts';
import type { LeagueTable } from '../../../contracts/api/leagues.ts';
import { addDays } from '../../../machines/calendar/days.ts';
import { madridDay } from '../../../server/days/clock.ts';
import { signSession } from '../../../server/accounts/sessions.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser } from '../../helpers/users.ts';
import { connectWS, type TestSocket } from '../../helpers/ws.ts';
import { finishPlay, seedDays, seedUsers } from '../leaderboards/helpers.ts';

const NOW = new Date('2026-05-10T10:00:00Z');
const TODAY = madridDay(NOW);

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

/** Seeded accounts with session tokens (no registration: these tests need many players). */
async function players(count: number): Promise<{ id: number; token: string }[]> {
  const ids = await seedUsers(a, count);
  return ids.map((id) => ({ id, token: signSession(a.app, { id, token_version: 0 }) }));
}

async function leagueOf(ownerId: number, memberIds: number[]): Promise<number> {
  const { rows } = await a.db.pool.query<{ id: number }>(
    `insert into leagues (nombre, codigo, owner_id) values ('Peña', upper(substr(md5(random()::text), 1, 8)), $1) returning id`,
    [ownerId],
  );
  await a.db.pool.query('insert into league_members (league_id, user_id) select $1, unnest($2::int[])', [
    rows[0].id,
    [ownerId, ...memberIds],
  ]);
  return rows[0].id;
}

const table = async (t: TestApp, token: string, ligaId: number, periodo: string) => {
  const response = await t.app.inject({ url: `/api/ligas/${ligaId}/clasificacion/${periodo}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as LeagueTable;
};

const globalPosition = async (token: string, period: string) => {
  const {
    periodo: _periodo,
    fecha: _fecha,
    ...entry
  } = (await a.app.inject({ url: `/api/leaderboard/${period}/user-position`, headers: bearer(token) })).json();
  return entry.posicion === null ? null : (entry as LeaderboardEntry & { email: string });
};

test('given members and outsiders who played, then each league table ranks only its members, with the global rows’ fields and rules', async () => {
  const [me, friend, idle, ...outsiders] = await players(6);
  const ligaId = await leagueOf(me.id, [friend.id, idle.id]);
  // Outsiders score above everyone; the friend beats me today, I lead over the week.
  const days = [
    ...outsiders.map((o) => ({ userId: o.id, fecha: TODAY, score: 1200 })),
    { userId: friend.id, fecha: TODAY, score: 900, seconds: 40 },
    { userId: me.id, fecha: TODAY, score: 800, seconds: 20 },
    { userId: me.id, fecha: addDays(TODAY, -1), score: 1000 },
    { userId: me.id, fecha: addDays(TODAY, -3), score: 1000 },
    { userId: friend.id, fecha: addDays(TODAY, -10), score: 1000 },
  ];
  await seedDays(a, days);

  const daily = await table(a, me.token, ligaId, 'diario');
  expect(daily).toMatchObject({
    liga: { id: ligaId, nombre: 'Peña' },
    periodo: 'diario',
    fecha: TODAY,
    desde: TODAY,
    hasta: TODAY,
  });
  expect(daily.ranking.map((entry) => [entry.posicion, entry.usuario_id])).toEqual([
    [1, friend.id],
    [2, me.id],
  ]);
  expect(daily.totalParticipantes).toBe(2);
  // The same fields as the global rows, the position the league's own; the e-mail only in one's own row.
  const globalMe = await globalPosition(me.token, 'daily');
  expect(daily.miPosicion).toEqual({ ...globalMe, posicion: 2 });
  const { email: _email, ...publicMe } = globalMe!;
  expect(daily.ranking[1]).toEqual({ ...publicMe, posicion: 2 });
  expect(JSON.stringify(daily.ranking)).not.toContain('@');

  const weekly = await table(a, friend.token, ligaId, 'semanal');
  expect(weekly).toMatchObject({ periodo: 'semanal', desde: addDays(TODAY, -6), hasta: TODAY });
  expect(weekly.ranking.map((entry) => entry.usuario_id)).toEqual([me.id, friend.id]);
  const globalFriend = await globalPosition(friend.token, 'weekly');
  expect(weekly.miPosicion).toEqual({ ...globalFriend, posicion: 2 });

  const monthly = await table(a, idle.token, ligaId, 'mensual');
  expect(monthly.ranking.map((entry) => [entry.usuario_id, entry.partidas_jugadas])).toEqual([
    [me.id, 3],
    [friend.id, 2],
  ]);
  expect(monthly.miPosicion).toBeNull();

  // An outsider, with the league's id: nothing.
  const refused = await a.app.inject({
    url: `/api/ligas/${ligaId}/clasificacion/diario`,
    headers: bearer(outsiders[0].token),
  });
  expect(refused.statusCode).toBe(404);
});

test('given a league bigger than the top 30, then the table holds its top 30 and the caller’s own row below', async () => {
  const [me, ...others] = await players(35);
  const ligaId = await leagueOf(
    me.id,
    others.map((o) => o.id),
  );
  await seedDays(a, [
    ...others.map((o, i) => ({ userId: o.id, fecha: TODAY, score: 500 + i })),
    { userId: me.id, fecha: TODAY, score: 10 },
  ]);
  const daily = await table(a, me.token, ligaId, 'diario');
  expect(daily.ranking).toHaveLength(30);
  expect(daily.ranking[0].usuario_id).toBe(others.at(-1)!.id);
  expect(daily.totalParticipantes).toBe(35);
  expect(daily.miPosicion).toMatchObject({ posicion: 35, usuario_id: me.id });
});

type Message = {
  type: string;
  ligaId?: number;
  periodo?: string;
  rows?: LeaderboardEntry[];
  base?: string | null;
  entry?: unknown;
  code?: string;
};

const topics = (ligaId: number) => PERIODOS.map((periodo) => leagueTopic(ligaId, periodo));

async function socketOn(t: TestApp, token: string, ligaId?: number): Promise<TestSocket> {
  const socket = await connectWS(t.app, { token, topics: ligaId ? topics(ligaId) : undefined });
  sockets.push(socket);
  await socket.next((m: Message) => m.type === 'hello');
  return socket;
}

test('given members following a league on another instance, when a member’s ranked play ends, then they get its tables’ changes and their own rows; a member not following it and outsiders nothing, and an outsider may not follow it', async () => {
  const player = await registerUser(a.app);
  const [friend, outsider] = await players(2);
  const ligaId = await leagueOf(player.usuario.id, [friend.id]);
  const otherLeague = await leagueOf(outsider.id, []);
  const friendSocket = await socketOn(b, friend.token, ligaId);
  const ownSocket = await socketOn(b, player.token, ligaId);
  const elsewhere = await socketOn(b, player.token);
  const outsiderSocket = await socketOn(b, outsider.token, otherLeague);
  outsiderSocket.send({ type: 'subscribe', topics: [leagueTopic(ligaId, 'diario')] });
  expect(await outsiderSocket.next<Message>((m) => m.type === 'refused')).toMatchObject({
    code: 'NOT_A_MEMBER',
    topics: [leagueTopic(ligaId, 'diario')],
  });

  await finishPlay(a, bearer(player.token), { at: NOW });

  for (const periodo of ['diario', 'semanal', 'mensual']) {
    const pushed = await friendSocket.next<Message>((m) => m.type === 'league' && m.periodo === periodo);
    expect(pushed).toMatchObject({ ligaId, totalParticipantes: 1 });
    expect(pushed.rows!.map((entry) => [entry.posicion, entry.usuario_id])).toEqual([[1, player.usuario.id]]);
    expect(JSON.stringify(pushed)).not.toContain(player.usuario.email);
    const friendRow = await friendSocket.next<Message>((m) => m.type === 'league-position' && m.periodo === periodo);
    expect(friendRow).toMatchObject({ ligaId, entry: null });
    const own = await ownSocket.next<Message>((m) => m.type === 'league-position' && m.periodo === periodo);
    expect(own.entry).toMatchObject({ posicion: 1, usuario_id: player.usuario.id, email: player.usuario.email });
  }
  await expect(outsiderSocket.next((m: Message) => m.type.startsWith('league'), 700)).rejects.toThrow();
  expect(elsewhere.holds((m: Message) => m.type.startsWith('league'))).toBe(false);
});

test('given members with sockets, when someone joins or a member is removed, then the members’ pages are told to load it again', async () => {
  const owner = await registerUser(a.app);
  const [member] = await players(1);
  const joiner = await registerUser(a.app);
  const created = await a.app.inject({
    method: 'POST',
    url: '/api/ligas',
    headers: bearer(owner.token),
    payload: { nombre: 'En Vivo' },
  });
  const { id: ligaId, codigo } = created.json().liga;
  await a.db.pool.query('insert into league_members (league_id, user_id) values ($1, $2)', [ligaId, member.id]);
  const ownerSocket = await socketOn(b, owner.token, ligaId);
  const memberSocket = await socketOn(b, member.token, ligaId);

  const joined = await a.app.inject({
    method: 'POST',
    url: '/api/ligas/unirse',
    headers: bearer(joiner.token),
    payload: { codigo },
  });
  expect(joined.statusCode).toBe(200);
  for (const socket of [ownerSocket, memberSocket])
    await socket.next((m: Message) => m.type === 'league-changed' && m.ligaId === ligaId);

  const removed = await a.app.inject({
    method: 'DELETE',
    url: `/api/ligas/${ligaId}/miembros/${member.id}`,
    headers: bearer(owner.token),
  });
  expect(removed.statusCode).toBe(204);
  // The removed member hears it too (their page leaves the league), and no longer its tables.
  await memberSocket.next((m: Message) => m.type === 'league-changed' && m.ligaId === ligaId);
  await expect.poll(() => memberSocket.socket.readyState === memberSocket.socket.OPEN).toBe(true);
  await finishPlay(a, bearer(owner.token), { at: NOW });
  await ownerSocket.next((m: Message) => m.type === 'league' && m.periodo === 'diario', 10_000);
  expect(memberSocket.holds((m: Message) => m.type === 'league' || m.type === 'league-position')).toBe(false);
});

test('given a member whose removal was heard before their subscription landed, then the next push reads the members and stops their league there', async () => {
  const owner = await registerUser(a.app);
  const [member] = await players(1);
  const ligaId = await leagueOf(owner.usuario.id, [member.id]);
  const ownerSocket = await socketOn(b, owner.token, ligaId);
  const memberSocket = await socketOn(b, member.token, ligaId);
  // The race's outcome: the member is gone, and no notification will tell this instance again.
  await a.db.pool.query('delete from league_members where league_id = $1 and user_id = $2', [ligaId, member.id]);
  await finishPlay(a, bearer(owner.token), { at: NOW });
  await ownerSocket.next((m: Message) => m.type === 'league' && m.periodo === 'mensual', 10_000);
  expect(memberSocket.holds((m: Message) => m.type === 'league' || m.type === 'league-position')).toBe(false);
  expect(b.services.hub.watched(leagueTopic(ligaId, 'diario'))).toBe(true);
});
