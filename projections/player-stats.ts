// A player's history, streaks and guess distribution, read from player_days. Past-day replays count
// here (and in the calendar) but never in leaderboards.
import type pg from 'pg';
import { addDays } from '../machines/calendar/madrid.ts';

type Db = pg.Pool | pg.ClientBase;

export interface Streaks {
  racha_actual: number;
  mejor_racha: number;
}

/**
 * A streak is a run of consecutive Madrid days each with a win of that day's game on that day
 * (a replay cannot fill a gap). The current streak still stands while today's game is unplayed;
 * a loss today ends it.
 */
export function streaks(onDayPlays: readonly { fecha: string; won: boolean }[], today: string): Streaks {
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const { fecha, won } of onDayPlays) {
    run = won ? (previous !== null && addDays(previous, 1) === fecha && run > 0 ? run + 1 : 1) : 0;
    best = Math.max(best, run);
    previous = fecha;
  }
  const last = onDayPlays.at(-1);
  const current = last && (last.fecha === today || last.fecha === addDays(today, -1)) ? run : 0;
  return { racha_actual: current, mejor_racha: best };
}

export interface GuessDistribution {
  /** Wins by the number of attempts they took (1 to 5), and losses. */
  victorias_por_intentos: Record<'1' | '2' | '3' | '4' | '5', number>;
  derrotas: number;
}

export async function readStreaks(db: Db, userId: number, today: string): Promise<Streaks> {
  const { rows } = await db.query<{ fecha: string; won: boolean }>(
    'select fecha, won from player_days where user_id = $1 and on_day order by fecha',
    [userId],
  );
  return streaks(rows, today);
}

/** Every finished play (replays included) from `since` on. */
export async function readGuessDistribution(db: Db, userId: number, since: string): Promise<GuessDistribution> {
  const { rows } = await db.query<{ attempts: number; won: boolean; n: number }>(
    'select attempts, won, count(*)::int as n from player_days where user_id = $1 and fecha >= $2 group by attempts, won',
    [userId, since],
  );
  const distribution: GuessDistribution = { victorias_por_intentos: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 }, derrotas: 0 };
  for (const row of rows) {
    if (!row.won) distribution.derrotas += row.n;
    else if (row.attempts >= 1 && row.attempts <= 5) distribution.victorias_por_intentos[String(row.attempts) as '1'] += row.n;
  }
  return distribution;
}

export interface HistoryEntry {
  fecha: string;
  pregunta_id: number;
  modo: 'diaria' | 'pasada';
  /** Played on its own day: the plays leaderboards count. */
  en_su_dia: boolean;
  respuesta_correcta: boolean;
  puntuacion: number;
  estrellas: number;
  intentos_usados: number;
  pistas_usadas: number;
  tiempo_segundos: number;
  finalizada_en: Date;
}

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
      `select fecha, pregunta_id, modo, on_day as en_su_dia, won as respuesta_correcta, score as puntuacion, stars as estrellas,
              attempts as intentos_usados, hints as pistas_usadas, seconds as tiempo_segundos, finished_at as finalizada_en
         from player_days where ${where} order by fecha desc limit $4 offset $5`,
      [...args, filter.limite, filter.offset],
    ),
    db.query<{ total: number }>(`select count(*)::int as total from player_days where ${where}`, args),
  ]);
  return { historial: page.rows, total: count.rows[0].total };
}

export interface PlayedDay {
  fecha: string;
  puntuacion: number;
  /** Seconds. */
  tiempo: number;
  estrellas: number;
  respuesta_correcta: boolean;
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
