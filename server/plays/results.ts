// Finished plays as player_days keeps them, and today's score as section 3 shows it.
import type { Puntuacion } from '../../contracts/api/plays.ts';
import { Refused } from '../../contracts/refusals.ts';
import { playStreamId } from '../../contracts/streams.ts';
import { findResult, type PlayerDayRow } from '../../projections/player-days/queries.ts';
import { playableDay, dayOfQuestionId } from '../days/index.ts';
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

/**
 * What the client believes it scored (POST /partidas/puntuacion-diaria); only pregunta_id (the
 * question's API id: its day) and fecha_partida are read.
 */
export type ScoreClaim = { pregunta_id: number; fecha_partida?: string | null };

/** Confirms the server's own record of a finished play; a client-sent score never changes anything. */
export async function confirmScore(
  services: Services,
  userId: number,
  claim: ScoreClaim,
): Promise<{ guardado: true; puntuacion: Puntuacion }> {
  const named = dayOfQuestionId(String(claim.pregunta_id));
  const fecha = playableDay(services, claim.fecha_partida ?? named ?? undefined);
  if (named !== fecha) throw new Refused('QUESTION_MISMATCH', { preguntaId: claim.pregunta_id, fecha }, 'day');
  const result = await findResult(services.pool, playStreamId({ userId, anonId: null }, fecha));
  if (result === null) throw new Refused('PLAY_NOT_FINISHED');
  return { guardado: true, puntuacion: puntuacionView(result) };
}
