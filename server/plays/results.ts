// Finished plays as player_days keeps them, and today's score as section 3 shows it.
import type { Puntuacion } from '../../contracts/api/plays.ts';
import { Refused } from '../../contracts/refusals.ts';
import { playStreamId } from '../../contracts/streams.ts';
import { addDays } from '../../machines/calendar/days.ts';
import { findResult, findUserResultOfQuestion, type PlayerDayRow } from '../../projections/player-days/queries.ts';
import { PLAYABLE_DAYS_BACK, playableDay, today } from '../days/assign.ts';
import type { Services } from '../services.ts';

export function puntuacionView(row: PlayerDayRow): Puntuacion {
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
export async function confirmScore(
  services: Services,
  userId: number,
  claim: ScoreClaim,
): Promise<{ guardado: true; puntuacion: Puntuacion }> {
  const { pool } = services;
  // Within the playable days the 90-day rule leaves at most one play of a question.
  const result = claim.fecha_partida
    ? await findResult(pool, playStreamId({ userId, anonId: null }, playableDay(services, claim.fecha_partida)))
    : await findUserResultOfQuestion(pool, userId, claim.pregunta_id, addDays(today(services), -PLAYABLE_DAYS_BACK));
  if (result === null) throw new Refused('PLAY_NOT_FINISHED');
  if (result.pregunta_id !== claim.pregunta_id)
    throw new Refused('QUESTION_MISMATCH', { preguntaId: claim.pregunta_id, fecha: result.fecha }, 'day');
  return { guardado: true, puntuacion: puntuacionView(result) };
}
