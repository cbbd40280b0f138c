// Which plays a period counts, as the Madrid days turn (DST included), and how the kept rows follow.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { addDays } from '../../../machines/calendar/days.ts';
import {
  addRankedPlay,
  leaderboardsProjection,
  prepareWindowEnds,
  rebuildLeaderboards,
} from '../../../projections/leaderboards/projection.ts';
import { projectEvents } from '../../../projections/inline.ts';
import { maintainWindows } from '../../../server/leaderboards/service.ts';
import { readPosition, readRanking } from '../../../projections/leaderboards/read.ts';
import { withTransaction } from '../../../server/db/pool.ts';
import { buildTestApp, type TestApp } from '../../helpers/app.ts';
import { bearer, DEFAULT_PASSWORD, registerUser } from '../../helpers/users.ts';
import { call } from '../plays/play-helpers.ts';
import { finishPlay, seedDays, seedUsers } from './helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ now: new Date('2026-05-10T10:00:00Z') });
});
afterAll(async () => {
  await t.close();
});

const board = async (period: string, now: Date) => {
  t.setNow(now);
  const response = await call(t, 'GET', `/leaderboard/${period}`, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    fecha: string;
    totalParticipantes: number;
    ranking: { usuario_id: number; partidas_jugadas: number }[];
  };
};
const ids = (body: { ranking: { usuario_id: number }[] }) => body.ranking.map((entry) => entry.usuario_id);

/** The players' window rows ending on `fechaFin`, beside the same rows aggregated from their plays. */
async function windowsBeside(fechaFin: string, ids: number[]) {
  const written = await t.db.pool.query(
    `select periodo, user_id, partidas, puntuacion_total, tiempo_total from leaderboard_windows
      where fecha_fin = $1 and user_id = any($2) order by periodo, user_id`,
    [fechaFin, ids],
  );
  const aggregated = await t.db.pool.query(
    `select p.periodo, pd.user_id, count(*)::int as partidas, sum(pd.score)::int as puntuacion_total, sum(pd.seconds)::int as tiempo_total
       from (values ('semanal', 7), ('mensual', 30)) p(periodo, dias)
       join player_days pd on pd.on_day and pd.fecha between $1::date - (p.dias - 1) and $1::date
      where pd.user_id = any($2)
      group by p.periodo, pd.user_id order by p.periodo, pd.user_id`,
    [fechaFin, ids],
  );
  return { written: written.rows, aggregated: aggregated.rows };
}

describe('window edges', () => {
  test('given plays 6 and 7 days back, and 29 and 30 days back, then the week and the month end where they should', async () => {
    const today = '2026-01-20';
    const [week6, week7, month29, month30] = await seedUsers(t, 4);
    await seedDays(t, [
      { userId: week6, fecha: addDays(today, -6), score: 500 },
      { userId: week7, fecha: addDays(today, -7), score: 500 },
      { userId: month29, fecha: addDays(today, -29), score: 500 },
      { userId: month30, fecha: addDays(today, -30), score: 500 },
    ]);
    await withTransaction(t.db.pool, (tx) => rebuildLeaderboards(tx, today));
    const weekly = (await readRanking(t.db.pool, 'semanal', today)).ranking.map((entry) => entry.usuario_id);
    const monthly = (await readRanking(t.db.pool, 'mensual', today)).ranking.map((entry) => entry.usuario_id);
    expect(weekly).toEqual([week6]);
    expect(monthly.sort()).toEqual([week6, week7, month29].sort());
  });

  test('given a win at 00:30 Madrid on the night clocks go forward, then it is that day’s, and leaves the week exactly 7 Madrid days later', async () => {
    const { token, usuario } = await registerUser(t.app);
    // 23:30 UTC on 28 March 2026 is 00:30 on Sunday 29 March in Madrid (still UTC+1; UTC+2 from 02:00).
    await finishPlay(t, bearer(token), { at: new Date('2026-03-28T23:30:00Z') });
    expect(ids(await board('daily', new Date('2026-03-29T21:59:00Z')))).toContain(usuario.id);
    expect(ids(await board('daily', new Date('2026-03-29T22:00:00Z')))).not.toContain(usuario.id);
    // 4 April ends the week of 29 March – 4 April; at 00:00 CEST (22:00 UTC) it is 5 April.
    expect(ids(await board('weekly', new Date('2026-04-04T21:59:59Z')))).toContain(usuario.id);
    const next = await board('weekly', new Date('2026-04-04T22:00:00Z'));
    expect(next.fecha).toBe('2026-04-05');
    expect(ids(next)).not.toContain(usuario.id);
    expect(ids(await board('monthly', new Date('2026-04-04T22:00:00Z')))).toContain(usuario.id);
  });
});

describe('the kept windows', () => {
  test('given plays on two days and a day nobody prepared, then the first read of that day counts everyone', async () => {
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await finishPlay(t, bearer(a.token), { at: new Date('2026-06-01T10:00:00Z') });
    await finishPlay(t, bearer(b.token), { at: new Date('2026-06-03T10:00:00Z'), misses: 1 });
    // 3 June was prepared by no job; a's row of that window comes from the first read.
    const weekly = await board('weekly', new Date('2026-06-03T12:00:00Z'));
    expect(weekly.totalParticipantes).toBe(2);
    expect(ids(weekly).sort()).toEqual([a.usuario.id, b.usuario.id].sort());
  });

  test('given the nightly job, then ended windows go and today’s and tomorrow’s are written for everyone', async () => {
    // The latest days of this file, so dropping the windows that ended before them disturbs no other test.
    const [player] = await seedUsers(t, 1);
    await seedDays(t, [{ userId: player, fecha: '2026-12-01', score: 640 }]);
    await maintainWindows(t.db.pool, '2026-12-02');
    const { rows } = await t.db.pool.query<{ fecha_fin: string; periodo: string }>(
      'select fecha_fin, periodo from leaderboard_windows where user_id = $1 order by fecha_fin, periodo',
      [player],
    );
    expect(rows).toEqual([
      { fecha_fin: '2026-12-02', periodo: 'mensual' },
      { fecha_fin: '2026-12-02', periodo: 'semanal' },
      { fecha_fin: '2026-12-03', periodo: 'mensual' },
      { fecha_fin: '2026-12-03', periodo: 'semanal' },
    ]);
    const stale = await t.db.pool.query("select 1 from leaderboard_windows where fecha_fin < '2026-12-02'");
    expect(stale.rowCount).toBe(0);
    const { rows: prepared } = await t.db.pool.query<{ fecha_fin: string }>(
      'select fecha_fin from leaderboard_prepared order by fecha_fin',
    );
    expect(prepared.map((row) => row.fecha_fin)).toEqual(['2026-12-02', '2026-12-03']);
    expect((await readRanking(t.db.pool, 'semanal', '2026-12-03')).ranking.map((entry) => entry.usuario_id)).toEqual([
      player,
    ]);
  });
});

describe('tomorrow’s windows', () => {
  test('given plays on the days that leave the week and the month, then the windows shifted from today’s equal the ones aggregated from the plays', async () => {
    const today = '2026-10-20';
    const ids = await seedUsers(t, 6);
    // Plays spread over 40 days, some on the days tomorrow drops (6 and 29 days back).
    await seedDays(
      t,
      ids.flatMap((userId, i) =>
        [0, 3, 6, 12, 29, 33]
          .filter((back, k) => (i + k) % 2 === 0 || back === 6 || back === 29)
          .map((back) => ({ userId, fecha: addDays(today, -back), score: 100 * (i + 1) + back, seconds: 10 + back })),
      ),
    );
    await maintainWindows(t.db.pool, today);
    const { written: shifted, aggregated } = await windowsBeside(addDays(today, 1), ids);
    expect(shifted.length).toBeGreaterThan(0);
    expect(shifted).toEqual(aggregated);
    const bands = await t.db.pool.query(
      `select c.periodo, c.tramo, c.jugadores from leaderboard_counts c where c.fecha = $1 and c.jugadores <> 0 order by 1, 2`,
      [addDays(today, 1)],
    );
    const expected = await t.db.pool.query(
      `select periodo, tramo, count(*)::int as jugadores from leaderboard_windows where fecha_fin = $1 group by 1, 2 order by 1, 2`,
      [addDays(today, 1)],
    );
    expect(bands.rows).toEqual(expected.rows);
  });
});

describe('a play after midnight, before the nightly job', () => {
  // The job prepares tomorrow's windows at 03:30; until then a play writes its player's row of tomorrow itself.
  // Each test a day of its own: a day's windows are prepared once, for the players there are then.
  const history = [1, 3, 6, 12, 29, 33]; // days back: 6 leaves the week tomorrow, 29 the month

  test('given today’s windows prepared and tomorrow’s not, then the play shifts its own row of today (one look at the day that leaves) rather than adding up its month', async () => {
    const today = '2027-02-10';
    const [player] = await seedUsers(t, 1);
    await seedDays(
      t,
      history.map((back) => ({ userId: player, fecha: addDays(today, -back), score: 300 + back, seconds: 20 + back })),
    );
    await withTransaction(t.db.pool, (tx) => prepareWindowEnds(tx, [today]));
    // A connection of its own, planning each statement for its parameters and by index where there is one:
    // rows read, not the planner's taste for a scan of a small table.
    const client = new pg.Client({ connectionString: t.db.url });
    await client.connect();
    try {
      await client.query("set plan_cache_mode = 'force_custom_plan'");
      await client.query('set enable_seqscan = off');
      await client.query('begin');
      // The connection's counts not yet reported are in the view too: what the play adds is the difference.
      const fetched = async () =>
        (
          await client.query<{ n: number }>(
            "select (idx_tup_fetch + seq_tup_read)::int as n from pg_stat_xact_user_tables where relname = 'player_days'",
          )
        ).rows[0].n;
      const before = await fetched();
      await addRankedPlay(client, { userId: player, fecha: today, score: 900, seconds: 40, won: true });
      expect(await fetched(), 'player_days rows read: the leaving day, once per period').toBeLessThanOrEqual(
        before + 2,
      );
    } finally {
      await client.query('rollback');
      await client.end();
    }
  });

  test('given the same, when the player finishes today’s game, then tomorrow’s rows and bands equal the ones aggregated from the plays', async () => {
    const today = '2027-03-10';
    const tomorrow = addDays(today, 1);
    const players = [await registerUser(t.app), await registerUser(t.app)];
    // The first played on both days that leave tomorrow's windows, the second on neither.
    await seedDays(
      t,
      history.map((back) => ({ userId: players[0].usuario.id, fecha: addDays(today, -back), score: 300 + back })),
    );
    await seedDays(t, [{ userId: players[1].usuario.id, fecha: addDays(today, -2), score: 450 }]);
    await withTransaction(t.db.pool, (tx) => prepareWindowEnds(tx, [today]));
    for (const [i, player] of players.entries())
      await finishPlay(t, bearer(player.token), { at: new Date(`${today}T00:0${i + 1}:00+01:00`) });
    const ids = players.map((player) => player.usuario.id);
    const { written, aggregated } = await windowsBeside(tomorrow, ids);
    expect(written).toHaveLength(4);
    expect(written).toEqual(aggregated);
    const bands = await t.db.pool.query(
      'select periodo, tramo, sum(jugadores)::int as jugadores from leaderboard_counts where fecha = $1 group by 1, 2 having sum(jugadores) <> 0 order by 1, 2',
      [tomorrow],
    );
    const expected = await t.db.pool.query(
      'select periodo, tramo, count(*)::int as jugadores from leaderboard_windows where fecha_fin = $1 group by 1, 2 order by 1, 2',
      [tomorrow],
    );
    expect(bands.rows).toEqual(expected.rows);
  });
});

describe('a play meeting a row another writer put there', () => {
  test('given a stale row from a preparation, when the player’s play lands, then the row is rewritten and its old band given back', async () => {
    const player = await registerUser(t.app);
    const at = new Date('2026-09-10T10:00:00Z');
    // A preparation that read before this play committed would have written the player's old standing.
    await t.db.pool.query(
      `insert into leaderboard_windows (user_id, periodo, fecha_fin, partidas, puntuacion_total, tiempo_total)
       values ($1, 'semanal', '2026-09-11', 1, 55, 30)`,
      [player.usuario.id],
    );
    await t.db.pool.query(
      // Its band: 1-point bands of the weighted score (migration 260), 55 for one game of 55.
      `select leaderboard_counts_add(array['2026-09-11']::date[], array['semanal'], array[55], array[$1::int], array[1])`,
      [player.usuario.id],
    );
    const score = await finishPlay(t, bearer(player.token), { at });
    const { rows } = await t.db.pool.query(
      "select partidas, puntuacion_total from leaderboard_windows where user_id = $1 and periodo = 'semanal' and fecha_fin = '2026-09-11'",
      [player.usuario.id],
    );
    expect(rows).toEqual([{ partidas: 1, puntuacion_total: score }]);
    const bands = await t.db.pool.query(
      "select tramo, jugadores from leaderboard_counts where fecha = '2026-09-11' and periodo = 'semanal' and jugadores <> 0",
    );
    expect(bands.rows).toEqual([{ tramo: Math.floor(score), jugadores: 1 }]);
  });
});

describe('an account deletion', () => {
  test('given a deleted player ahead of another, then the counts and the other’s position follow at once', async () => {
    const ahead = await registerUser(t.app);
    const behind = await registerUser(t.app);
    const at = new Date('2026-08-10T10:00:00Z');
    await finishPlay(t, bearer(ahead.token), { at, seconds: 10 });
    await finishPlay(t, bearer(behind.token), { at, seconds: 10, misses: 2 });
    for (const periodo of ['diario', 'semanal', 'mensual'] as const) {
      expect((await readPosition(t.db.pool, periodo, '2026-08-10', behind.usuario.id))?.posicion).toBe(2);
    }
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/profile/delete-account',
      headers: bearer(ahead.token),
      payload: { password: DEFAULT_PASSWORD, confirmacion: 'DELETE MY ACCOUNT' },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    for (const periodo of ['diario', 'semanal', 'mensual'] as const) {
      expect((await readPosition(t.db.pool, periodo, '2026-08-10', behind.usuario.id))?.posicion, periodo).toBe(1);
      expect((await readRanking(t.db.pool, periodo, '2026-08-10')).totalParticipantes, periodo).toBe(1);
    }
    expect(
      (await t.db.pool.query('select * from ranking_general where user_id = $1', [ahead.usuario.id])).rows,
    ).toEqual([]);
  });
});

describe('a finished play’s statement', () => {
  /** The functions a projection of one finished play calls, counted in its transaction (rolled back). */
  async function functionsCalled(
    play: (client: pg.PoolClient) => Promise<void>,
    check: (client: pg.PoolClient) => Promise<void>,
  ) {
    const client = await t.db.pool.connect();
    try {
      await client.query('begin');
      await client.query("set local track_functions = 'all'");
      // The connection's counts not yet reported are in the view too: what the play adds is the difference.
      const calls = async () =>
        new Map(
          (
            await client.query<{ funcname: string; calls: number }>(
              'select funcname, calls::int from pg_stat_xact_user_functions',
            )
          ).rows.map((row) => [row.funcname, row.calls]),
        );
      const before = await calls();
      await play(client);
      const after = await calls();
      await check(client);
      return [...after].filter(([name, n]) => n > (before.get(name) ?? 0)).map(([name]) => name);
    } finally {
      await client.query('rollback');
      client.release();
    }
  }

  test('given a ranked play, then its statement runs none of a verdict’s writes: it deletes nothing, so the windows’ delete trigger does not fire', async () => {
    const [player] = await seedUsers(t, 1);
    const called = await functionsCalled(
      (client) => addRankedPlay(client, { userId: player, fecha: '2026-07-01', score: 800, seconds: 40, won: true }),
      async (client) => {
        const { rows: windows } = await client.query(
          'select fecha_fin, periodo, partidas from leaderboard_windows where user_id = $1 order by 1, 2',
          [player],
        );
        expect(windows).toEqual([
          { fecha_fin: '2026-07-01', periodo: 'mensual', partidas: 1 },
          { fecha_fin: '2026-07-01', periodo: 'semanal', partidas: 1 },
          { fecha_fin: '2026-07-02', periodo: 'mensual', partidas: 1 },
          { fecha_fin: '2026-07-02', periodo: 'semanal', partidas: 1 },
        ]);
      },
    );
    expect(called, 'the play’s bands').toContain('leaderboard_counts_add');
    expect(called).not.toContain('leaderboard_windows_counts');
    expect(called).not.toContain('leaderboards_review');
  });

  test('given a play that does not rank, then its statement writes no standing and calls none of the leaderboards’ functions', async () => {
    const [player] = await seedUsers(t, 1);
    const fecha = '2026-07-05';
    const data = { userId: player, fecha, seconds: 40, won: true, ranked: false, result: { totalScore: 800 } };
    const called = await functionsCalled(
      (client) =>
        projectEvents(
          client,
          [leaderboardsProjection],
          [
            {
              streamId: `play-${player}-${fecha}`,
              type: 'PlayFinished',
              data,
              occurredAt: new Date(`${fecha}T10:00:00Z`),
            },
          ],
        ),
      async (client) => {
        const { rows } = await client.query('select 1 from leaderboard_windows where user_id = $1', [player]);
        expect(rows).toEqual([]);
      },
    );
    expect(called).toEqual([]);
  });
});

describe('the band counts', () => {
  test('given a day’s bands written, when each one changes, then every update stays on its page (heap-only: no new index entry)', async () => {
    const client = await t.db.pool.connect();
    const bands = Array.from({ length: 2000 }, (_, i) => i);
    const add = (delta: number) =>
      client.query(
        `select leaderboard_counts_add(array_fill('2031-01-01'::date, array[$1::int]), array_fill('semanal'::text, array[$1::int]),
                                       $2::int[], array_fill(0, array[$1::int]), array_fill($3::int, array[$1::int]))`,
        [bands.length, bands, delta],
      );
    try {
      // The connection's counts not yet reported are in the view too: what the updates add is the difference.
      const counted = async () =>
        (
          await client.query<{ updated: number; hot: number }>(
            "select n_tup_upd::int as updated, n_tup_hot_upd::int as hot from pg_stat_xact_user_tables where relname = 'leaderboard_counts'",
          )
        ).rows[0];
      await client.query('begin');
      await add(1);
      const before = await counted();
      await add(1);
      const after = await counted();
      expect(after.updated - before.updated).toBe(bands.length);
      expect(after.hot - before.hot).toBeGreaterThan(bands.length * 0.9);
    } finally {
      await client.query('rollback');
      client.release();
    }
  });
});
