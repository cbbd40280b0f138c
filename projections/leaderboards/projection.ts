// The weekly / monthly windows, their bands and the general ranking, kept from player_days.
import type pg from 'pg';
import type { PlayFinished } from '../../contracts/events.ts';
import { addDays } from '../../machines/calendar/madrid.ts';
import { statementParts, type Db, type InlineProjection, type ProjectionWrites, type StatementParts } from '../inline.ts';
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

const INSERT = 'insert into leaderboard_windows (user_id, periodo, fecha_fin, partidas, puntuacion_total, tiempo_total)';

type RankedPlay = { userId: number; fecha: string; score: number; seconds: number; won: boolean };

/**
 * A ranked play added to its player's standing, as expressions of the statement that appends it. A
 * window end already prepared for everyone gets the play added to the player's row (inserted when
 * it is their first play in the window); an end not prepared yet gets the player's whole aggregate
 * (their stored plays and this one), overwriting a row a preparation running at the same moment may
 * have put there (preparations never overwrite a play's row). The bands follow the rows, and the
 * general ranking adds the play. The window ends are a values list, two rows to the planner in a
 * generic plan too: the prepared statement keeps one plan per connection (events/plans.test.ts).
 */
function rankedPlayWrites(i: number, play: RankedPlay, { param, appended }: StatementParts): ProjectionWrites {
  const user = `${param(play.userId)}::int`;
  const score = `${param(play.score)}::int`;
  const seconds = `${param(play.seconds)}::int`;
  const ctes = [
    `ends_${i} as (
      select e.fecha_fin, exists (select 1 from leaderboard_prepared lp where lp.fecha_fin = e.fecha_fin) as prepared
        from (values ${keptWindowEnds(play.fecha).map((end) => `(${param(end)}::date)`).join(', ')}) e(fecha_fin))`,
    `added_${i} as (
      ${INSERT}
      select ${user}, p.periodo, e.fecha_fin, 1, ${score}, ${seconds} from ends_${i} e cross join ${PERIODS_SQL} where e.prepared and ${appended}
      on conflict (user_id, periodo, fecha_fin) do update
        set partidas = leaderboard_windows.partidas + 1,
            puntuacion_total = leaderboard_windows.puntuacion_total + excluded.puntuacion_total,
            tiempo_total = leaderboard_windows.tiempo_total + excluded.tiempo_total
      returning new.user_id, new.fecha_fin, new.periodo, old.tramo as antes, new.tramo as ahora)`,
    `aggregated_${i} as (
      ${INSERT}
      select ${user}, p.periodo, e.fecha_fin, count(*), sum(pd.score), sum(pd.seconds)
        from ends_${i} e
       cross join ${PERIODS_SQL}
        join (select fecha, score, seconds from player_days where user_id = ${user} and on_day
              union all select ${param(play.fecha)}::date, ${score}, ${seconds}) pd
          on pd.fecha between e.fecha_fin - (p.dias - 1) and e.fecha_fin
       where not e.prepared and ${appended}
       group by p.periodo, e.fecha_fin
      on conflict (user_id, periodo, fecha_fin) do update
        set partidas = excluded.partidas, puntuacion_total = excluded.puntuacion_total, tiempo_total = excluded.tiempo_total
      returning new.user_id, new.fecha_fin, new.periodo, old.tramo as antes, new.tramo as ahora)`,
    `counted_${i} as (
      select leaderboard_counts_add(
        array_cat(array_agg(fecha_fin) filter (where antes is not null), array_agg(fecha_fin)),
        array_cat(array_agg(periodo) filter (where antes is not null), array_agg(periodo)),
        array_cat(array_agg(antes) filter (where antes is not null), array_agg(ahora)),
        array_cat(array_agg(user_id) filter (where antes is not null), array_agg(user_id)),
        array_cat(array_agg(-1) filter (where antes is not null), array_agg(1))
      ) from (select * from added_${i} union all select * from aggregated_${i}) written)`,
    `general_${i} as (
      insert into ranking_general (user_id, partidas, victorias, puntuacion_total, tiempo_total, mejor_puntuacion)
      select ${user}, 1, ${param(play.won)}::boolean::int, ${score}, ${seconds}, ${score} where ${appended}
      on conflict (user_id) do update set partidas = ranking_general.partidas + 1,
        victorias = ranking_general.victorias + excluded.victorias,
        puntuacion_total = ranking_general.puntuacion_total + excluded.puntuacion_total,
        tiempo_total = ranking_general.tiempo_total + excluded.tiempo_total,
        mejor_puntuacion = greatest(ranking_general.mejor_puntuacion, excluded.mejor_puntuacion))`,
  ];
  return { ctes, reads: [`counted_${i}`] };
}

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
export const keptWindowEnds = (today: string) => [today, addDays(today, 1)];

/** A ranked play (an on-day play of `fecha`, today) added to its player's standing, on its own. */
export async function addRankedPlay(tx: pg.ClientBase, play: RankedPlay): Promise<void> {
  const values: unknown[] = [];
  const { ctes, reads } = rankedPlayWrites(0, play, statementParts(values, 'true'));
  await tx.query(`with ${ctes.join(', ')} select ${reads.map((read) => `(select count(*) from ${read})`).join(', ')}`, values);
}

/** Player_days' row of the play is written by the same statement (playerDaysProjection); this reads the event. */
export const leaderboardsProjection: InlineProjection = {
  handles: ['PlayFinished'],
  writes(events, parts) {
    const all: ProjectionWrites = { ctes: [], reads: [] };
    events.forEach((event, i) => {
      if (event.type !== 'PlayFinished') return;
      const { userId, fecha, ranked, result, seconds, won } = event.data as PlayFinished['data'];
      if (!ranked || userId === null) return;
      const { ctes, reads } = rankedPlayWrites(i, { userId, fecha, score: result.totalScore, seconds, won }, parts);
      all.ctes.push(...ctes);
      all.reads.push(...reads);
    });
    return all;
  },
};

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
    `select leaderboard_counts_add(array_agg(fecha), array_agg('diario'::text), array_agg(score / 10), array_agg(user_id), array_agg(1))
       from player_days where on_day and user_id is not null`,
  );
  await prepareWindowEnds(tx, keptWindowEnds(today));
  await tx.query(GENERAL_SQL);
}
