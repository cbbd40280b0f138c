// The ranking order and positions as PostgreSQL computes them, on seeded player_days rows.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '../../../machines/calendar/days.ts';
import type { DailyEntry, PeriodEntry, Periodo } from '../../../contracts/api/leaderboards.ts';
import { gamesMultiplier } from '../../../projections/leaderboards/periods.ts';
import { rebuildLeaderboards } from '../../../projections/leaderboards/projection.ts';
import { readPosition, readRanking } from '../../../projections/leaderboards/read.ts';
import { withTransaction } from '../../../server/db/pool.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { seedDays, seedUsers, type SeededDay } from './helpers.ts';

const TODAY = '2026-05-10';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-05-10T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

const rebuild = () => withTransaction(t.db.pool, (tx) => rebuildLeaderboards(tx, TODAY));
const ranking = async (periodo: Periodo, fecha = TODAY) => (await readRanking(t.db.pool, periodo, fecha)).ranking;

describe('the daily order', () => {
  test('given equal scores, then the faster time first; given equal times too, then who finished first; then the older account', async () => {
    const fecha = '2026-04-01';
    const [a, b, c, d, e] = await seedUsers(t, 5);
    await seedDays(t, [
      { userId: a, fecha, score: 900, seconds: 50, finishedAt: '2026-04-01T10:00:00Z' },
      { userId: b, fecha, score: 900, seconds: 40, finishedAt: '2026-04-01T11:00:00Z' },
      { userId: c, fecha, score: 1100, seconds: 90, finishedAt: '2026-04-01T12:00:00Z' },
      { userId: d, fecha, score: 900, seconds: 50, finishedAt: '2026-04-01T09:00:00Z' },
      { userId: e, fecha, score: 900, seconds: 50, finishedAt: '2026-04-01T09:00:00Z' },
    ]);
    const entries = (await ranking('diario', fecha)) as DailyEntry[];
    expect(entries.map((entry) => entry.usuario_id)).toEqual([c, b, d, e, a]);
    expect(entries.map((entry) => entry.posicion)).toEqual([1, 2, 3, 4, 5]);
  });

  test('given replays and anonymous plays of that day, then only on-day plays of accounts rank', async () => {
    const fecha = '2026-04-02';
    const [a, b] = await seedUsers(t, 2);
    await seedDays(t, [
      { userId: a, fecha, score: 500 },
      { userId: b, fecha, score: 1500, onDay: false },
    ]);
    await t.db.pool.query(
      `insert into player_days (stream_id, anon_id, fecha, modo, pregunta_id, won, score, stars, attempts, hints, seconds, on_day, finished_at)
       values ('play-anon-x', gen_random_uuid(), $1, 'diaria', 1, true, 1400, 3, 1, 0, 10, true, now())`,
      [fecha],
    );
    expect((await ranking('diario', fecha)).map((entry) => entry.usuario_id)).toEqual([a]);
    expect((await readRanking(t.db.pool, 'diario', fecha)).totalParticipantes).toBe(1);
  });
});

describe('the weekly and monthly order', () => {
  test('given more games at a lower average, then the multiplier 1 + 1.2·log10(games) can put them ahead', async () => {
    const [one, two, seven] = await seedUsers(t, 3);
    await seedDays(t, [
      { userId: one, fecha: TODAY, score: 1000 },
      { userId: two, fecha: TODAY, score: 700 },
      { userId: two, fecha: addDays(TODAY, -1), score: 900 },
      ...Array.from({ length: 7 }, (_, i) => ({ userId: seven, fecha: addDays(TODAY, -i), score: 500 })),
    ]);
    await rebuild();
    const entries = (await ranking('semanal')).filter((entry) =>
      [one, two, seven].includes(entry.usuario_id),
    ) as PeriodEntry[];
    // 800 × 1.3612 = 1088.99 > 500 × 2.0141 = 1007.06 > 1000 × 1.
    expect(entries.map((entry) => entry.usuario_id)).toEqual([two, seven, one]);
    expect(entries[0]).toMatchObject({
      puntuacion_promedio: 800,
      partidas_jugadas: 2,
      multiplicador: 1.36,
      score_ponderado: 1088.99,
    });
    expect(entries[1]).toMatchObject({
      puntuacion_promedio: 500,
      partidas_jugadas: 7,
      multiplicador: 2.01,
      score_ponderado: 1007.06,
    });
    expect(entries[2]).toMatchObject({
      puntuacion_promedio: 1000,
      partidas_jugadas: 1,
      multiplicador: 1,
      score_ponderado: 1000,
    });
    expect(entries[1].score_ponderado).toBeCloseTo(500 * gamesMultiplier(7), 1);
  });

  test('given equal weighted scores and games, then the lower average time first, then the older account', async () => {
    const fecha = '2026-03-01';
    const [a, b, c] = await seedUsers(t, 3);
    await seedDays(t, [
      { userId: a, fecha, score: 777, seconds: 60 },
      { userId: b, fecha, score: 777, seconds: 30 },
      { userId: c, fecha, score: 777, seconds: 60 },
    ]);
    await withTransaction(t.db.pool, (tx) => rebuildLeaderboards(tx, fecha));
    expect((await ranking('mensual', fecha)).map((entry) => entry.usuario_id)).toEqual([b, a, c]);
  });
});

describe('positions', () => {
  /**
   * Many players, many ties, scores on both sides of the band edges (5 points; migration 260), and
   * losses (0) whose times cross the 10-second edges of their bands.
   */
  const SCORES = [
    0, 0, 0, 1, 4, 5, 9, 10, 10, 14, 15, 19, 20, 399, 400, 800, 809, 810, 1000, 1000, 1009, 1010, 1200, 1350,
  ];

  test('given 120 players, then each one’s position is their place in the full daily order', async () => {
    const fecha = '2026-02-01';
    const ids = await seedUsers(t, 120);
    const days: SeededDay[] = ids.map((userId, i) => ({
      userId,
      fecha,
      score: SCORES[i % SCORES.length],
      seconds: 8 + ((i * 7) % 25),
      finishedAt: `2026-02-01T10:00:0${i % 3}Z`,
    }));
    await seedDays(t, days);
    const order = [...days].sort(
      (x, y) =>
        y.score - x.score ||
        x.seconds! - y.seconds! ||
        x.finishedAt!.localeCompare(y.finishedAt!) ||
        x.userId - y.userId,
    );
    for (const [index, day] of order.entries()) {
      expect((await readPosition(t.db.pool, 'diario', fecha, day.userId))?.posicion, `user ${day.userId}`).toBe(
        index + 1,
      );
    }
    const { ranking: top, totalParticipantes } = await readRanking(t.db.pool, 'diario', fecha);
    expect(top.map((entry) => entry.usuario_id)).toEqual(order.slice(0, 30).map((day) => day.userId));
    expect(totalParticipantes).toBe(120);
  });

  test('given 120 players over a month, then each one’s position is their place in the full monthly order', async () => {
    const fecha = '2026-01-31';
    const ids = await seedUsers(t, 120);
    await seedDays(
      t,
      ids.flatMap((userId, i) =>
        Array.from({ length: 1 + (i % 3) }, (_, k) => ({
          userId,
          fecha: addDays(fecha, -k * 9),
          score: SCORES[(i + k) % SCORES.length],
          seconds: 20 + (i % 5),
        })),
      ),
    );
    await withTransaction(t.db.pool, (tx) => rebuildLeaderboards(tx, fecha));
    const { rows } = await t.db.pool.query<{
      user_id: number;
      score_ponderado: number;
      partidas: number;
      tiempo_promedio: number;
    }>(
      `select user_id, score_ponderado, partidas, tiempo_promedio from leaderboard_windows where periodo = 'mensual' and fecha_fin = $1`,
      [fecha],
    );
    expect(rows).toHaveLength(120);
    const order = rows.sort(
      (x, y) =>
        y.score_ponderado - x.score_ponderado ||
        y.partidas - x.partidas ||
        x.tiempo_promedio - y.tiempo_promedio ||
        x.user_id - y.user_id,
    );
    for (const [index, row] of order.entries()) {
      expect((await readPosition(t.db.pool, 'mensual', fecha, row.user_id))?.posicion, `user ${row.user_id}`).toBe(
        index + 1,
      );
    }
    expect((await ranking('mensual', fecha)).map((entry) => entry.usuario_id)).toEqual(
      order.slice(0, 30).map((row) => row.user_id),
    );
  });
});
