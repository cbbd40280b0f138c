// Leaderboard reads (weekly / monthly need ensureWindowsPrepared first). Ordering (see the README):
// - daily: score desc, then time asc, then who finished first, then the older account (lower id);
// - weekly / monthly: weighted score desc, then more games, then lower average time, then the older account.
// Every tie is broken, so positions are 1, 2, 3… with no shared places. The public ranking carries
// usernames and ids only; the e-mail appears only in the caller's own entry.
import type pg from 'pg';
import { gamesMultiplier, TOP_SIZE, twoDecimals, type Periodo } from './periods.ts';

type Db = pg.Pool | pg.ClientBase;

export interface DailyEntry {
  posicion: number;
  usuario_id: number;
  username: string;
  puntuacion: number;
  score_ponderado: number;
  estrellas: number;
  partidas_jugadas: 1;
  tiempo_segundos: number;
}

export interface PeriodEntry {
  posicion: number;
  usuario_id: number;
  username: string;
  puntuacion_promedio: number;
  score_ponderado: number;
  multiplicador: number;
  partidas_jugadas: number;
  tiempo_promedio: number;
}

export type LeaderboardEntry = DailyEntry | PeriodEntry;
/** The caller's own entry: the only place an e-mail appears. */
export type OwnEntry = LeaderboardEntry & { email: string };

export interface Ranking {
  ranking: LeaderboardEntry[];
  totalParticipantes: number;
}

interface DailyRow {
  usuario_id: number;
  username: string;
  score: number;
  stars: number;
  seconds: number;
}

interface WindowRow {
  usuario_id: number;
  username: string;
  partidas: number;
  puntuacion_total: number;
  score_ponderado: number;
  tiempo_promedio: number;
}

const dailyEntry = (row: DailyRow, posicion: number): DailyEntry => ({
  posicion,
  usuario_id: row.usuario_id,
  username: row.username,
  puntuacion: row.score,
  score_ponderado: row.score,
  estrellas: row.stars,
  partidas_jugadas: 1,
  tiempo_segundos: row.seconds,
});

const periodEntry = (row: WindowRow, posicion: number): PeriodEntry => ({
  posicion,
  usuario_id: row.usuario_id,
  username: row.username,
  puntuacion_promedio: twoDecimals(row.puntuacion_total / row.partidas),
  score_ponderado: twoDecimals(row.score_ponderado),
  multiplicador: twoDecimals(gamesMultiplier(row.partidas)),
  partidas_jugadas: row.partidas,
  tiempo_promedio: Math.round(row.tiempo_promedio),
});

const DAILY_TOP = `
  select pd.user_id as usuario_id, u.username, pd.score, pd.stars, pd.seconds
    from player_days pd join users u on u.id = pd.user_id
   where pd.fecha = $1 and pd.on_day and pd.user_id is not null
   order by pd.score desc, pd.seconds, pd.finished_at, pd.user_id
   limit ${TOP_SIZE}`;

const WINDOW_TOP = `
  select w.user_id as usuario_id, u.username, w.partidas, w.puntuacion_total, w.score_ponderado, w.tiempo_promedio
    from leaderboard_windows w join users u on u.id = w.user_id
   where w.fecha_fin = $1 and w.periodo = $2
   order by w.tramo desc, w.score_ponderado desc, w.partidas desc, w.tiempo_promedio, w.user_id
   limit ${TOP_SIZE}`;

const PARTICIPANTS = 'select coalesce(sum(jugadores), 0)::int as total from leaderboard_counts where fecha = $1 and periodo = $2';

/** The top 30 of a period on the Madrid day `fecha` and how many players take part. */
export async function readRanking(db: Db, periodo: Periodo, fecha: string): Promise<Ranking> {
  const daily = periodo === 'diario';
  const [top, total] = await Promise.all([
    db.query<DailyRow & WindowRow>(daily ? DAILY_TOP : WINDOW_TOP, daily ? [fecha] : [fecha, periodo]),
    db.query<{ total: number }>(PARTICIPANTS, [fecha, periodo]),
  ]);
  return {
    ranking: top.rows.map((row, index) => (daily ? dailyEntry(row, index + 1) : periodEntry(row, index + 1))),
    totalParticipantes: total.rows[0].total,
  };
}

/**
 * A player's own entry with their position: 1 + the players in higher bands (leaderboard_counts)
 * + the players ahead in their own band (an index range bounded on both sides).
 */
export async function readPosition(db: Db, periodo: Periodo, fecha: string, userId: number): Promise<OwnEntry | null> {
  if (periodo === 'diario') {
    const { rows } = await db.query<DailyRow & { email: string; posicion: number }>(
      `select 1 + coalesce((select sum(c.jugadores) from leaderboard_counts c
                             where c.fecha = me.fecha and c.periodo = 'diario' and c.tramo > me.score / 10), 0)
                + (select count(*) from player_days o
                    where o.fecha = me.fecha and o.on_day and o.user_id is not null
                      and o.score >= me.score and o.score < (me.score / 10 + 1) * 10
                      and (o.score > me.score or o.seconds < me.seconds
                           or (o.seconds = me.seconds and (o.finished_at < me.finished_at
                               or (o.finished_at = me.finished_at and o.user_id < me.user_id)))))::int as posicion,
              me.user_id as usuario_id, u.username, u.email, me.score, me.stars, me.seconds
         from player_days me join users u on u.id = me.user_id
        where me.user_id = $2 and me.fecha = $1 and me.on_day`,
      [fecha, userId],
    );
    return rows.length > 0 ? { ...dailyEntry(rows[0], rows[0].posicion), email: rows[0].email } : null;
  }
  const { rows } = await db.query<WindowRow & { email: string; posicion: number }>(
    `select 1 + coalesce((select sum(c.jugadores) from leaderboard_counts c
                           where c.fecha = me.fecha_fin and c.periodo = me.periodo and c.tramo > me.tramo), 0)
              + (select count(*) from leaderboard_windows o
                  where o.periodo = me.periodo and o.fecha_fin = me.fecha_fin and o.tramo = me.tramo
                    and o.score_ponderado >= me.score_ponderado
                    and (o.score_ponderado > me.score_ponderado or o.partidas > me.partidas
                         or (o.partidas = me.partidas and (o.tiempo_promedio < me.tiempo_promedio
                             or (o.tiempo_promedio = me.tiempo_promedio and o.user_id < me.user_id)))))::int as posicion,
            me.user_id as usuario_id, u.username, u.email, me.partidas, me.puntuacion_total, me.score_ponderado, me.tiempo_promedio
       from leaderboard_windows me join users u on u.id = me.user_id
      where me.periodo = $1 and me.fecha_fin = $2 and me.user_id = $3`,
    [periodo, fecha, userId],
  );
  return rows.length > 0 ? { ...periodEntry(rows[0], rows[0].posicion), email: rows[0].email } : null;
}

export interface GeneralEntry {
  posicion: number;
  usuario_id: number;
  username: string;
  puntuacion_total: number;
  puntuacion_promedio: number;
  partidas_jugadas: number;
  victorias: number;
  mejor_puntuacion: number;
  tiempo_promedio: number;
}

/** All-time ranking: total points of on-day plays desc, then fewer games, then the older account. */
export async function readGeneralRanking(db: Db, limite: number): Promise<GeneralEntry[]> {
  const { rows } = await db.query<{
    usuario_id: number; username: string; partidas: number; victorias: number;
    puntuacion_total: number; tiempo_total: number; mejor_puntuacion: number;
  }>(
    `select g.user_id as usuario_id, u.username, g.partidas, g.victorias, g.puntuacion_total, g.tiempo_total, g.mejor_puntuacion
       from ranking_general g join users u on u.id = g.user_id
      order by g.puntuacion_total desc, g.partidas, g.user_id
      limit $1`,
    [limite],
  );
  return rows.map((row, index) => ({
    posicion: index + 1,
    usuario_id: row.usuario_id,
    username: row.username,
    puntuacion_total: row.puntuacion_total,
    puntuacion_promedio: twoDecimals(row.puntuacion_total / row.partidas),
    partidas_jugadas: row.partidas,
    victorias: row.victorias,
    mejor_puntuacion: row.mejor_puntuacion,
    tiempo_promedio: Math.round(row.tiempo_total / row.partidas),
  }));
}
