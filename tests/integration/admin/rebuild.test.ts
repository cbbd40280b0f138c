import { afterAll, beforeAll, expect, test } from 'vitest';
import type { TestApp } from '../../helpers/app.ts';
import { connectWS } from '../../helpers/ws.ts';
import {
  dayId,
  assignDay,
  call,
  expectRefusal,
  guess,
  questionWhere,
  start,
  wrongGuess,
  type Question,
} from '../plays/play-helpers.ts';
import { adminApp, expectOk, registerAdmin, registerPlayer } from './admin-helpers.ts';

// 12:00 in Madrid on 10 May 2026.
const NOW = new Date('2026-05-10T10:00:00Z');
const TODAY = '2026-05-10';
const QID = dayId(TODAY);

let t: TestApp;
let q: Question;

beforeAll(async () => {
  t = await adminApp(NOW);
  q = await questionWhere(t, 'true');
  await assignDay(t, TODAY, q);
});
afterAll(async () => {
  await t.close();
});

type Progress = { type: 'rebuild-progress'; step: string; done: number; total: number };

/** A table's rows in a fixed order, to compare before and after. */
const rows = async (table: string) =>
  (await t.db.pool.query(`select * from ${table}`)).rows.map((row) => JSON.stringify(row)).sort();

test('given finished plays and a damaged read model, when an admin rebuilds, then the same rows return, with the counts and live progress', async () => {
  const admin = await registerAdmin(t);
  for (let i = 0; i < 3; i++) {
    const { headers } = await registerPlayer(t);
    await start(t, headers);
    if (i === 2) await guess(t, headers, QID, wrongGuess(q.respuesta));
    await guess(t, headers, QID, q.respuesta);
  }
  const playerDays = await rows('player_days');
  const windows = await rows('leaderboard_windows');
  expect(playerDays).toHaveLength(3);
  await t.db.pool.query('delete from player_days where stream_id = $1', [JSON.parse(playerDays[0]).stream_id]);

  const token = admin.headers.authorization.replace('Bearer ', '');
  const adminSocket = await connectWS(t.app, { token });
  const playerSocket = await connectWS(t.app, {
    token: (await registerPlayer(t)).headers.authorization.replace('Bearer ', ''),
  });
  await adminSocket.next((m: { type: string }) => m.type === 'hello');
  await playerSocket.next((m: { type: string }) => m.type === 'hello');

  const result = expectOk(await call(t, 'POST', '/admin/projections/rebuild', admin.headers));
  const events = (await t.db.pool.query<{ n: number }>('select count(*)::int as n from events')).rows[0].n;
  expect(result.events).toBe(events);
  expect(result.filas).toMatchObject({ player_days: 3, daily_questions: 1, leaderboard_windows: windows.length });
  for (const [table, count] of Object.entries(result.filas)) {
    expect((await t.db.pool.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0].n, table).toBe(
      count,
    );
  }
  expect(await rows('player_days')).toEqual(playerDays);
  expect(await rows('leaderboard_windows')).toEqual(windows);

  const first = await adminSocket.next<Progress>((m) => m.type === 'rebuild-progress');
  expect(first).toEqual({ type: 'rebuild-progress', step: 'events', done: 0, total: events });
  const last = await adminSocket.next<Progress>((m) => m.type === 'rebuild-progress' && m.step === 'done');
  expect(last).toEqual({ type: 'rebuild-progress', step: 'done', done: events, total: events });
  await expect(playerSocket.next((m: { type: string }) => m.type === 'rebuild-progress', 300)).rejects.toThrow();
  adminSocket.close();
  playerSocket.close();
});

test('given a rebuild under way, when another is asked for, then 409 REBUILD_RUNNING', async () => {
  const { headers, usuario } = await registerPlayer(t);
  await t.db.pool.query('update users set admin = true where id = $1', [usuario.id]);
  const [first, second] = await Promise.all([
    call(t, 'POST', '/admin/projections/rebuild', headers),
    call(t, 'POST', '/admin/projections/rebuild', headers),
  ]);
  expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
  expectRefusal(first.statusCode === 409 ? first : second, 409, 'REBUILD_RUNNING');
});
