// The weekly / monthly windows, their bands and the general ranking, kept from player_days.
import type pg from 'pg';
import { playStreamId } from '../../contracts/streams.ts';
import { addDays } from '../../machines/calendar/days.ts';
import {
  FINISHED_PLAYS,
  projectEvents,
  REVIEWED_PLAYS,
  type Db,
  type InlineProjection,
  type ProjectedEvent,
} from '../inline.ts';
import { PERIOD_DAYS } from './periods.ts';

/** Serialises the writers of every player's windows (instances, the job, a first read), never plays. */
const PREPARE_LOCK = 7_325_040;

const PERIODS_SQL = `(values ('semanal', ${PERIOD_DAYS.semanal}), ('mensual', ${PERIOD_DAYS.mensual})) p(periodo, dias)`;

/** Window rows ending on each of $1 (dates), aggregated from on-day plays, for the players `who` selects. */
const aggregateSelect = (who: string) => `
  select pd.user_id, p.periodo, e.fecha_fin, count(*), sum(pd.score), sum(pd.seconds)
    from unnest($1::date[]) e(fecha_fin)
   cross join ${PERIODS_SQL}
    join player_days pd on pd.on_day and pd.fecha between e.fecha_fin - (p.dias - 1) and e.fecha_fin
    join users u on u.id = pd.user_id
   where ${who}
   group by pd.user_id, p.periodo, e.fecha_fin`;

/** The window ends kept on a day, as days after it: its own (read now) and the next (ready at midnight). */
const KEPT_ENDS = [0, 1];

const INSERT =
  'insert into leaderboard_windows (user_id, periodo, fecha_fin, partidas, puntuacion_total, tiempo_total)';

/**
 * An admin's verdict that moves a finished play in or out of the rankings (the daily band follows
 * player_days' update: its trigger). The player's rows of the windows kept on the verdict's day
 * (its day and the next) that hold the play's day are written again from their plays, or go when
 * none is left (their bands with them); the general ranking likewise: leaderboards_review
 * (projection.sql), called only when the statement carries a verdict, so a statement of finishing
 * plays carries none of these writes (a write CTE costs its statement even when it writes nothing,
 * and a DELETE fires the windows' statement trigger). The plays and their ends go to it as this
 * statement reads them, before its own player_days update. A verdict's append goes in a statement of
 * its own (`alone`): these writes may touch the rows another play of the player writes.
 */
const REVIEWED_PLAY_WRITES = [
  `lb_reviewed as (
    select r.stream_id, r.user_id, r.ranked, (r.occurred_at at time zone 'Europe/Madrid')::date as review_day,
           pd.fecha, pd.score, pd.seconds, pd.won
      from ${REVIEWED_PLAYS} r join player_days pd on pd.stream_id = r.stream_id
     where pd.on_day <> r.ranked and pd.user_id is not null)`,
  `lb_reviews as (
    select leaderboards_review(
             jsonb_agg(to_jsonb(c)),
             coalesce((select jsonb_agg(jsonb_build_object('stream_id', c.stream_id, 'user_id', c.user_id, 'ranked', c.ranked,
                                                           'fecha_fin', e.fecha_fin, 'periodo', p.periodo, 'dias', p.dias))
                         from lb_reviewed c
                        cross join lateral (values ${KEPT_ENDS.map((days) => `(c.review_day + ${days})`).join(', ')}) e(fecha_fin)
                        cross join ${PERIODS_SQL}
                        where c.fecha between e.fecha_fin - (p.dias - 1) and e.fecha_fin), '[]'))
      from lb_reviewed c
    having count(*) > 0)`,
];

/**
 * The ranked plays of a statement added to their players' standings. A window end already prepared
 * for everyone gets each play added to its player's row (inserted when it is their first play in
 * the window). An end not prepared yet (tomorrow's, from midnight until the nightly job) gets the
 * player's row of the day before as this play leaves it, less the day that leaves the window (what
 * the job's shift computes for everyone: one probe of player_days instead of a month of plays), or,
 * when the day before is not prepared either, the player's whole aggregate (their stored plays and
 * this one); either overwrites a row a preparation running at the same moment may have put there
 * (preparations never overwrite a play's row). The bands follow the rows (the daily one follows
 * player_days: its trigger), and the general ranking adds the play. Rows are taken in key order.
 * Two ranked plays of one player in one statement (the two sides of midnight) would write one row
 * twice: PostgreSQL refuses the statement, and the store appends them one by one.
 */
const RANKED_PLAY_WRITES = [
  `lb_ranked as (
    select user_id, fecha, score, seconds, won from ${FINISHED_PLAYS} where ranked and user_id is not null)`,
  `lb_ends as (
    select r.user_id, r.fecha, r.score, r.seconds, e.fecha_fin,
           exists (select 1 from leaderboard_prepared lp where lp.fecha_fin = e.fecha_fin) as prepared,
           e.fecha_fin > r.fecha and exists (select 1 from leaderboard_prepared lp where lp.fecha_fin = e.fecha_fin - 1) as follows_prepared
      from lb_ranked r cross join lateral (values ${KEPT_ENDS.map((days) => `(r.fecha + ${days})`).join(', ')}) e(fecha_fin))`,
  `lb_added as (
    ${INSERT}
    select e.user_id, p.periodo, e.fecha_fin, 1, e.score, e.seconds from lb_ends e cross join ${PERIODS_SQL} where e.prepared
     order by 1, 2, 3
    on conflict (user_id, periodo, fecha_fin) do update
      set partidas = leaderboard_windows.partidas + 1,
          puntuacion_total = leaderboard_windows.puntuacion_total + excluded.puntuacion_total,
          tiempo_total = leaderboard_windows.tiempo_total + excluded.tiempo_total
    returning new.user_id, new.fecha_fin, new.periodo, old.tramo as antes, new.tramo as ahora,
              new.partidas, new.puntuacion_total, new.tiempo_total)`,
  `lb_rewritten as (
    ${INSERT}
    select a.user_id, a.periodo, e.fecha_fin, a.partidas - (pd.stream_id is not null)::int,
           a.puntuacion_total - coalesce(pd.score, 0), a.tiempo_total - coalesce(pd.seconds, 0)
      from lb_ends e
      join lb_added a on a.user_id = e.user_id and a.fecha_fin = e.fecha_fin - 1
      join ${PERIODS_SQL} on p.periodo = a.periodo
      left join player_days pd on pd.user_id = a.user_id and pd.on_day and pd.fecha = e.fecha_fin - p.dias
     where not e.prepared and e.follows_prepared and a.partidas > (pd.stream_id is not null)::int
    union all
    select e.user_id, p.periodo, e.fecha_fin, count(*), sum(pd.score), sum(pd.seconds)
      from lb_ends e
     cross join ${PERIODS_SQL}
     cross join lateral (select fecha, score, seconds from player_days where user_id = e.user_id and on_day
                         union all select e.fecha, e.score, e.seconds) pd
     where not e.prepared and not e.follows_prepared and pd.fecha between e.fecha_fin - (p.dias - 1) and e.fecha_fin
     group by 1, 2, 3
     order by 1, 2, 3
    on conflict (user_id, periodo, fecha_fin) do update
      set partidas = excluded.partidas, puntuacion_total = excluded.puntuacion_total, tiempo_total = excluded.tiempo_total
    returning new.user_id, new.fecha_fin, new.periodo, old.tramo as antes, new.tramo as ahora)`,
  ...REVIEWED_PLAY_WRITES,
  `lb_counted as (
    select leaderboard_counts_add(array_agg(m.fecha_fin), array_agg(m.periodo), array_agg(m.tramo), array_agg(m.user_id), array_agg(m.delta))
      from (select user_id, fecha_fin, periodo, antes, ahora from lb_added
            union all select * from lb_rewritten) w
     cross join lateral (select w.fecha_fin, w.periodo, w.antes as tramo, w.user_id, -1 as delta where w.antes is not null
                         union all select w.fecha_fin, w.periodo, w.ahora, w.user_id, 1) m
    having count(*) > 0)`,
  `lb_general as (
    insert into ranking_general (user_id, partidas, victorias, puntuacion_total, tiempo_total, mejor_puntuacion)
    select user_id, 1, won::int, score, seconds, score from lb_ranked order by user_id
    on conflict (user_id) do update set partidas = ranking_general.partidas + 1,
      victorias = ranking_general.victorias + excluded.victorias,
      puntuacion_total = ranking_general.puntuacion_total + excluded.puntuacion_total,
      tiempo_total = ranking_general.tiempo_total + excluded.tiempo_total,
      mejor_puntuacion = greatest(ranking_general.mejor_puntuacion, excluded.mejor_puntuacion))`,
];

/** Inserts every player's rows from a select (rows a play already wrote stay) and counts their bands. */
const preparing = (select: string) => `
  with added as (
    ${INSERT}
    ${select}
    on conflict (user_id, periodo, fecha_fin) do nothing
    returning user_id, fecha_fin, periodo, tramo
  )
  select leaderboard_counts_add(array_agg(fecha_fin), array_agg(periodo), array_agg(tramo), array_agg(user_id), array_agg(1)) from added`;

const AGGREGATE_WINDOWS = preparing(aggregateSelect('true'));

/**
 * Every player's rows ending on $1 from the complete rows ending the day before: the same rows
 * minus the day that leaves the window (plays of $1 itself wrote their own rows). One pass over
 * the previous rows rather than an aggregate of a month of plays.
 */
const SHIFT_WINDOWS = preparing(`
  select w.user_id, w.periodo, $1::date, w.partidas - (pd.stream_id is not null)::int,
         w.puntuacion_total - coalesce(pd.score, 0), w.tiempo_total - coalesce(pd.seconds, 0)
    from leaderboard_windows w
    join ${PERIODS_SQL} on p.periodo = w.periodo
    left join player_days pd on pd.user_id = w.user_id and pd.on_day and pd.fecha = $1::date - p.dias
          and pd.fecha in ($1::date - ${PERIOD_DAYS.semanal}, $1::date - ${PERIOD_DAYS.mensual})
   where w.fecha_fin = $1::date - 1 and w.partidas > (pd.stream_id is not null)::int`);

/** The general ranking of everyone: every on-day play, summed. */
const GENERAL_SQL = `
  insert into ranking_general (user_id, partidas, victorias, puntuacion_total, tiempo_total, mejor_puntuacion)
  select pd.user_id, count(*), count(*) filter (where pd.won), sum(pd.score), sum(pd.seconds), max(pd.score)
    from player_days pd
    join users u on u.id = pd.user_id
   where pd.on_day
   group by pd.user_id
  on conflict (user_id) do update set partidas = excluded.partidas, victorias = excluded.victorias,
    puntuacion_total = excluded.puntuacion_total, tiempo_total = excluded.tiempo_total, mejor_puntuacion = excluded.mejor_puntuacion`;

/** The window ends kept on `today`: today's (read now) and tomorrow's (ready at midnight). */
export const keptWindowEnds = (today: string) => KEPT_ENDS.map((days) => addDays(today, days));

/** Player_days' row of the play is written by the same statement (playerDaysProjection); this reads the event. */
export const leaderboardsProjection: InlineProjection = {
  name: 'leaderboards',
  handles: ['PlayFinished', 'PlayReviewed'],
  writes: { ctes: RANKED_PLAY_WRITES, reads: ['lb_counted', 'lb_reviews'] },
  alone: ['PlayReviewed'],
};

/** The PlayFinished of a player's on-day play of `fecha` as the leaderboards' projection reads it. */
export function finishedPlayEvent(
  play: { userId: number; fecha: string; score: number; seconds: number; won: boolean },
  ranked = true,
): ProjectedEvent {
  const data = {
    userId: play.userId,
    fecha: play.fecha,
    seconds: play.seconds,
    won: play.won,
    ranked,
    result: { totalScore: play.score },
  };
  const streamId = playStreamId({ userId: play.userId, anonId: null }, play.fecha);
  return { streamId, type: 'PlayFinished', data, occurredAt: new Date() };
}

/** A ranked play (an on-day play of `fecha`, today) added to its player's standing, on its own. */
export async function addRankedPlay(
  tx: pg.ClientBase,
  play: { userId: number; fecha: string; score: number; seconds: number; won: boolean },
): Promise<void> {
  await projectEvents(tx, [leaderboardsProjection], [finishedPlayEvent(play)]);
}

/**
 * One writer of everyone's windows at a time. The tables come first, as a rebuild takes them, so
 * a rebuild and a preparation wait for each other instead of deadlocking.
 */
async function lockPreparation(tx: pg.ClientBase): Promise<void> {
  await tx.query('lock table leaderboard_windows, leaderboard_counts, leaderboard_prepared in row exclusive mode');
  await tx.query('select pg_advisory_xact_lock($1)', [PREPARE_LOCK]);
}

/**
 * Writes every player's rows for the window ends not prepared yet, each from the day before's when
 * that one is complete (inside the caller's transaction).
 */
export async function prepareWindowEnds(tx: pg.ClientBase, fechas: string[]): Promise<void> {
  await lockPreparation(tx);
  const days = [...new Set(fechas)].sort();
  const { rows } = await tx.query<{ fecha_fin: string }>(
    'select fecha_fin from leaderboard_prepared where fecha_fin = any($1::date[])',
    [[...days, ...days.map((fecha) => addDays(fecha, -1))]],
  );
  const prepared = new Set(rows.map((row) => row.fecha_fin));
  for (const fecha of days) {
    if (prepared.has(fecha)) continue;
    if (prepared.has(addDays(fecha, -1))) await tx.query(SHIFT_WINDOWS, [fecha]);
    else await tx.query(AGGREGATE_WINDOWS, [[fecha]]);
    await tx.query('insert into leaderboard_prepared (fecha_fin) values ($1)', [fecha]);
    prepared.add(fecha);
  }
}

/** Whether the windows ending on `fecha` were written for every player. */
export async function windowsPrepared(db: Db, fecha: string): Promise<boolean> {
  const { rowCount } = await db.query('select 1 from leaderboard_prepared where fecha_fin = $1', [fecha]);
  return rowCount !== 0;
}

/** The nightly clean-up: windows that ended before today go (their bands with them). */
export async function dropEndedWindows(db: Db, today: string): Promise<void> {
  await db.query('delete from leaderboard_windows where fecha_fin < $1', [today]);
  await db.query("delete from leaderboard_counts where fecha < $1 and periodo <> 'diario'", [today]);
  await db.query('delete from leaderboard_prepared where fecha_fin < $1', [today]);
}

/**
 * Rebuilds every leaderboard table from player_days (inside the caller's transaction): the same
 * rows a day of plays and the nightly job leave behind.
 */
export async function rebuildLeaderboards(tx: pg.ClientBase, today: string): Promise<void> {
  await lockPreparation(tx);
  for (const table of ['leaderboard_windows', 'leaderboard_counts', 'leaderboard_prepared', 'ranking_general']) {
    await tx.query(`delete from ${table}`);
  }
  await tx.query(
    `select leaderboard_counts_add(array_agg(fecha), array_agg('diario'::text), array_agg(daily_band(score, seconds)), array_agg(user_id), array_agg(1))
       from player_days where on_day and user_id is not null`,
  );
  await prepareWindowEnds(tx, keptWindowEnds(today));
  await tx.query(GENERAL_SQL);
}
