// Finished plays as player_days keeps them (projections/player-days.ts), and today's score as section 3 shows it.
import { addDays } from '../../machines/calendar/madrid.ts';
import { PLAYABLE_DAYS_BACK, playableDay, today } from '../days/assign.ts';
import { badRequest, conflict } from '../http/errors.ts';
import type { Services } from '../services.ts';
import { playStreamId } from './streams.ts';

export type PlayerDay = {
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

/** "Today's score (server object puntuacion)" of section 3, always for a finished play. */
export type Puntuacion = {
  puntuacion: number;
  intentos_usados: number;
  estrellas: number;
  tiempo_segundos: number;
  pistas_usadas: number;
  completado: true;
  respuesta_correcta: boolean;
};

const COLUMNS = 'stream_id, fecha, pregunta_id, won, score, stars, attempts, hints, seconds';

/** The finished play of a stream; null while it is unfinished (or for a debug play, never kept). */
export async function findResult(services: Services, streamId: string): Promise<PlayerDay | null> {
  const { rows } = await services.pool.query<PlayerDay>(`select ${COLUMNS} from player_days where stream_id = $1`, [streamId]);
  return rows[0] ?? null;
}

/** A user's finished play of a question within the playable days (the 90-day rule makes it at most one). */
async function findUserResultOfQuestion(services: Services, userId: number, preguntaId: number): Promise<PlayerDay | null> {
  const { rows } = await services.pool.query<PlayerDay>(
    `select ${COLUMNS} from player_days where user_id = $1 and pregunta_id = $2 and fecha >= $3 order by fecha desc limit 1`,
    [userId, preguntaId, addDays(today(services), -PLAYABLE_DAYS_BACK)],
  );
  return rows[0] ?? null;
}

export function puntuacionView(row: PlayerDay): Puntuacion {
  return {
    puntuacion: row.score,
    intentos_usados: row.attempts,
    estrellas: row.stars,
    tiempo_segundos: row.seconds,
    pistas_usadas: row.hints,
    completado: true,
    respuesta_correcta: row.won,
  };
}

/** What the client believes it scored (POST /partidas/puntuacion-diaria); only pregunta_id and fecha_partida are read. */
export type ScoreClaim = { pregunta_id: number; fecha_partida?: string | null };

/** Confirms the server's own record of a finished play; a client-sent score never changes anything. */
export async function confirmScore(services: Services, userId: number, claim: ScoreClaim): Promise<{ guardado: true; puntuacion: Puntuacion }> {
  const result = claim.fecha_partida
    ? await findResult(services, playStreamId({ userId, anonId: null }, playableDay(services, claim.fecha_partida)))
    : await findUserResultOfQuestion(services, userId, claim.pregunta_id);
  if (result === null) throw conflict('PLAY_NOT_FINISHED', 'Esa partida no ha terminado: el servidor calcula la puntuación al terminarla');
  if (result.pregunta_id !== claim.pregunta_id) {
    throw badRequest('QUESTION_MISMATCH', `La pregunta ${claim.pregunta_id} no es la de la partida del ${result.fecha}`);
  }
  return { guardado: true, puntuacion: puntuacionView(result) };
}
