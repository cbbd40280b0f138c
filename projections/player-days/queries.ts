// Every query of player_days (the projection in projection.ts writes it): results, statistics,
// history, played days, the daily ranking, and a player's rows for export and erasure.
import type { DailyEntry, OwnEntry } from '../../contracts/api/leaderboards.ts';
import type {
  GuessDistribution,
  HistoryEntry,
  PlayedDay,
  PlayerStats,
  StatsSummary,
} from '../../contracts/api/stats.ts';
import { twoDecimals } from '../../contracts/api/numbers.ts';
import { addDays } from '../../machines/calendar/days.ts';
import type { Db } from '../inline.ts';
import { streaks } from '../../machines/stats/streaks.ts';

/** One finished play (debug plays are never kept). */
export type PlayerDayRow = {
  stream_id: string;
  fecha: string;
  pregunta_id: number;
  won: boolean;
  score: number;
  stars: number;
  attempts: number;
  hints: number;
  seconds: number;
};

const COLUMNS = 'stream_id, fecha, pregunta_id, won, score, stars, attempts, hints, seconds';

/** The finished play of a stream; null while it is unfinished. */
export async function findResult(db: Db, streamId: string): Promise<PlayerDayRow | null> {
  const { rows } = await db.query<PlayerDayRow>(`select ${COLUMNS} from player_days where stream_id = $1`, [streamId]);
  return rows[0] ?? null;
}

/** The statistics screens cover this many days, today included. */
export const STATS_WINDOW_DAYS = 365;

/**
 * A player's statistics over the last STATS_WINDOW_DAYS days (replays included) with their streaks
 * (on-day wins only): the one stats answer, in two queries.
 */
export async function readPlayerStats(db: Db, userId: number, today: string): Promise<PlayerStats> {
  const since = addDays(today, 1 - STATS_WINDOW_DAYS);
  const [figures, onDay] = await Promise.all([
    db.query<Record<keyof StatsSummary, number> & { won: number[]; lost: number }>(
      `select count(*)::int as total_partidas,
              coalesce(avg(seconds), 0)::float8 as tiempo_promedio,
              coalesce(avg(stars), 0)::float8 as estrellas_promedio,
              coalesce(avg(score), 0)::float8 as puntuacion_promedio,
              coalesce(avg(attempts), 0)::float8 as intentos_promedio,
              coalesce(avg(hints), 0)::float8 as pistas_promedio,
              array[count(*) filter (where won and attempts = 1), count(*) filter (where won and attempts = 2),
                    count(*) filter (where won and attempts = 3), count(*) filter (where won and attempts = 4),
                    count(*) filter (where won and attempts = 5)]::int[] as won,
              count(*) filter (where not won)::int as lost
         from player_days where user_id = $1 and fecha >= $2`,
      [userId, since],
    ),
    db.query<{ fecha: string; won: boolean }>(
      'select fecha, won from player_days where user_id = $1 and on_day order by fecha',
      [userId],
    ),
  ]);
  const row = figures.rows[0];
  const distribution: GuessDistribution = {
    victorias_por_intentos: { 1: row.won[0], 2: row.won[1], 3: row.won[2], 4: row.won[3], 5: row.won[4] },
    derrotas: row.lost,
  };
  const wins = row.won.reduce((sum, n) => sum + n, 0);
  return {
    total_partidas: row.total_partidas,
    tiempo_promedio: twoDecimals(row.tiempo_promedio),
    estrellas_promedio: twoDecimals(row.estrellas_promedio),
    puntuacion_promedio: twoDecimals(row.puntuacion_promedio),
    intentos_promedio: twoDecimals(row.intentos_promedio),
    pistas_promedio: twoDecimals(row.pistas_promedio),
    partidas_ganadas: wins,
    porcentaje_victorias: row.total_partidas === 0 ? 0 : Math.round((wins / row.total_partidas) * 100),
    ...streaks(onDay.rows, today),
    distribucion_intentos: distribution,
  };
}

/** The six figures of GET /profile/stats, out of the one stats answer. */
export const statsSummary = (stats: PlayerStats): StatsSummary => ({
  total_partidas: stats.total_partidas,
  tiempo_promedio: stats.tiempo_promedio,
  estrellas_promedio: stats.estrellas_promedio,
  puntuacion_promedio: stats.puntuacion_promedio,
  intentos_promedio: stats.intentos_promedio,
  pistas_promedio: stats.pistas_promedio,
});

/** A page of the player's finished plays, newest day first, with how many match in all. */
export async function readScoreHistory(
  db: Db,
  userId: number,
  filter: { limite: number; offset: number; desde: string | null; hasta: string | null },
): Promise<{ historial: HistoryEntry[]; total: number }> {
  const where = 'user_id = $1 and ($2::date is null or fecha >= $2) and ($3::date is null or fecha <= $3)';
  const args = [userId, filter.desde, filter.hasta];
  const [page, count] = await Promise.all([
    db.query<HistoryEntry>(
      `select fecha, to_char(fecha, 'YYYYMMDD')::int as pregunta_id, modo, on_day as en_su_dia, won as respuesta_correcta, score as puntuacion, stars as estrellas,
              attempts as intentos_usados, hints as pistas_usadas, seconds as tiempo_segundos, finished_at as finalizada_en
         from player_days where ${where} order by fecha desc limit $4 offset $5`,
      [...args, filter.limite, filter.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from player_days where ${where}`, args),
  ]);
  return { historial: page.rows, total: count.rows[0].total };
}

/** The player's finished plays (of any mode) between two days, both included. */
export async function readPlayedDays(db: Db, userId: number, desde: string, hasta: string): Promise<PlayedDay[]> {
  const { rows } = await db.query<PlayedDay>(
    `select fecha, score as puntuacion, seconds as tiempo, stars as estrellas, won as respuesta_correcta
       from player_days where user_id = $1 and fecha between $2 and $3 order by fecha`,
    [userId, desde, hasta],
  );
  return rows;
}

export type DailyRow = {
  usuario_id: number;
  username: string;
  score: number;
  stars: number;
  seconds: number;
  hard_win: boolean;
};

/** The columns of a DailyRow read from player_days `pd` (the username comes from users). */
export const DAILY_COLUMNS =
  'pd.user_id as usuario_id, pd.score, pd.stars, pd.seconds, pd.won and pd.hard_mode as hard_win';

export const dailyEntry = (row: DailyRow, posicion: number): DailyEntry => ({
  posicion,
  usuario_id: row.usuario_id,
  username: row.username,
  puntuacion: row.score,
  score_ponderado: row.score,
  estrellas: row.stars,
  partidas_jugadas: 1,
  tiempo_segundos: row.seconds,
  victoria_dificil: row.hard_win,
});

/** The daily ranking order (of rows `pd`): score desc, then time, then who finished first, then the older account. */
export const DAILY_ORDER = 'pd.score desc, pd.seconds, pd.finished_at, pd.user_id';

export async function readDailyTop(db: Db, fecha: string, size: number): Promise<DailyEntry[]> {
  const { rows } = await db.query<DailyRow>(
    `select ${DAILY_COLUMNS}, u.username
       from player_days pd join users u on u.id = pd.user_id
      where pd.fecha = $1 and pd.on_day and pd.user_id is not null
      order by ${DAILY_ORDER}
      limit $2`,
    [fecha, size],
  );
  return rows.map((row, index) => dailyEntry(row, index + 1));
}

/** Players ahead of `me` among rows `o` of the same day and score (time, then who finished first, then the older account). */
const AHEAD_ON_TIME = `(o.seconds < me.seconds or (o.seconds = me.seconds and (o.finished_at < me.finished_at
                       or (o.finished_at = me.finished_at and o.user_id < me.user_id))))`;

/**
 * Players' own daily entries with their positions: 1 + the players in higher bands
 * (leaderboard_counts) + those ahead in their own band, an index range bounded on both sides. The
 * bands are daily_band (projections/leaderboards/projection.sql): 5 points wide above 0, and the 0s (losses) by time, 10 s each.
 */
export async function readDailyPositions(
  db: Db,
  fecha: string,
  userIds: readonly number[],
): Promise<Map<number, OwnEntry>> {
  const { rows } = await db.query<DailyRow & { email: string; posicion: number }>(
    `select 1 + coalesce((select sum(c.jugadores) from leaderboard_counts c
                           where c.fecha = me.fecha and c.periodo = 'diario' and c.tramo > daily_band(me.score, me.seconds)), 0)
              + case when me.score > 0
                     then (select count(*) from player_days o
                            where o.fecha = me.fecha and o.on_day and o.user_id is not null
                              and o.score >= me.score and o.score < (me.score / 5 + 1) * 5
                              and (o.score > me.score or ${AHEAD_ON_TIME}))
                     else (select count(*) from player_days o
                            where o.fecha = me.fecha and o.on_day and o.user_id is not null
                              and o.score = 0 and o.seconds >= me.seconds / 10 * 10 and o.seconds <= me.seconds
                              and ${AHEAD_ON_TIME})
                end::int as posicion,
            me.user_id as usuario_id, u.username, u.email, me.score, me.stars, me.seconds, me.won and me.hard_mode as hard_win
       from player_days me join users u on u.id = me.user_id
      where me.user_id = any($2::int[]) and me.fecha = $1 and me.on_day`,
    [fecha, userIds],
  );
  return new Map(rows.map((row) => [row.usuario_id, { ...dailyEntry(row, row.posicion), email: row.email }]));
}

/** Everything player_days keeps about a user (the data export). */
export async function exportPlayerDays(db: Db, userId: number): Promise<Record<string, unknown>[]> {
  const { rows } = await db.query('select * from player_days where user_id = $1 order by fecha', [userId]);
  return rows;
}

/** A user's rows, erased with the account (the delete trigger gives back their daily bands). */
export async function deletePlayerDays(db: Db, userId: number): Promise<void> {
  await db.query('delete from player_days where user_id = $1', [userId]);
}
