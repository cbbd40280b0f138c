import { afterAll, beforeAll, expect, test } from 'vitest';
import type { RebuildProgress } from '../../../contracts/api/admin.ts';
import { rebuildProjections } from '../../../server/events/rebuild.ts';
import { maintainWindows } from '../../../server/leaderboards/service.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, registerUser } from '../../helpers/users.ts';
import { anonymous } from '../plays/play-helpers.ts';
import { readModelRows } from '../../helpers/read-models.ts';
import { finishPlay } from './helpers.ts';

const TODAY = '2026-05-10';
const day = (fecha: string, hour = 10) => new Date(`${fecha}T${String(hour).padStart(2, '0')}:00:00Z`);

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: day(TODAY) });
});
afterAll(async () => {
  await t.close();
});

test('given games played through the API over several days, when every projection is rebuilt from the events, then the rows equal the live ones', async () => {
  const players = await Promise.all([1, 2, 3].map(() => registerUser(t.app)));
  const [a, b, c] = players.map((player) => bearer(player.token));
  // On-day wins and losses over a week, a replay of a past day, an anonymous play.
  await finishPlay(t, a, { at: day('2026-05-04'), seconds: 30 });
  await finishPlay(t, b, { at: day('2026-05-04', 18), seconds: 80, misses: 2 });
  await finishPlay(t, a, { at: day('2026-05-07'), seconds: 12, misses: 5 });
  await finishPlay(t, c, { at: day('2026-05-08'), seconds: 45, misses: 1 });
  await finishPlay(t, c, { at: day('2026-05-09'), seconds: 45, fecha: '2026-05-02' });
  await finishPlay(t, a, { at: day(TODAY), seconds: 25 });
  await finishPlay(t, b, { at: day(TODAY, 11), seconds: 25 });
  await finishPlay(t, anonymous(), { at: day(TODAY, 12) });
  t.setNow(day(TODAY, 13));
  // What the nightly job of today leaves (today's and tomorrow's windows for everyone).
  await maintainWindows(t.db.pool, TODAY);

  const live = await readModelRows(t.db.pool);
  expect(live.player_days).toHaveLength(8);
  expect(live.leaderboard_windows).toHaveLength(3 * 2 * 2);
  const progress: RebuildProgress[] = [];
  const result = await rebuildProjections(t.db.pool, {
    now: day(TODAY, 13),
    onProgress: (step) => progress.push(step),
  });

  expect(await readModelRows(t.db.pool)).toEqual(live);
  const events = (await t.db.pool.query<{ n: number }>('select count(*)::int as n from events')).rows[0].n;
  expect(result).toMatchObject({ events, filas: { player_days: 8, leaderboard_windows: 12 } });
  expect(progress[0]).toEqual({ step: 'events', done: 0, total: events });
  expect(progress.at(-1)).toEqual({ step: 'done', done: events, total: events });
});

test('given damaged leaderboard rows, when rebuilt, then the live answers return', async () => {
  t.setNow(day(TODAY, 14));
  const before = (await t.app.inject('/api/leaderboard/weekly')).json();
  await t.db.pool.query('delete from leaderboard_windows');
  await t.db.pool.query('update leaderboard_counts set jugadores = jugadores + 5');
  await rebuildProjections(t.db.pool, { now: day(TODAY, 14) });
  expect((await t.app.inject('/api/leaderboard/weekly')).json()).toEqual(before);
});
