// The play API (issue 3): the server owns the play; the client only sends guesses and hint requests.
import type { GuessReply, HintReply, PlayTarget, StartReply } from '../../../../contracts/api/plays.ts';
import type { DayCrowdReply } from '../../../../contracts/api/stats.ts';
import { get, post } from '../../lib/api.ts';
import { START_PATH } from './early-start.ts';

/** `dificil`: a new play starts in hard mode (a resumed one keeps its own). */
export type StartRequest = { fecha?: string; modo?: 'debug'; dificil?: boolean };

export const startPlay = (body: StartRequest) => post<StartReply>(START_PATH, body);

export const verifyGuess = (questionId: number, respuesta: string, target: PlayTarget) =>
  post<GuessReply>(`/preguntas/${questionId}/verificar`, { respuesta, ...target });

export const revealHint = (questionId: number, target: PlayTarget) =>
  post<HintReply>(`/pistas/pregunta/${questionId}/revelar`, { ...target });

export async function checkPlayedToday(): Promise<boolean> {
  const { yaJugo } = await get<{ yaJugo: boolean }>('/partidas/verificar-juego-hoy');
  return yaJugo === true;
}

/** Spec section 3, today's score: a number or an object with defaults for missing fields. */
export type TodayScore =
  | number
  | Partial<{
      puntuacion: number;
      intentos_usados: number;
      estrellas: number;
      tiempo_segundos: number;
      pistas_usadas: number;
      completado: boolean;
      respuesta_correcta: boolean;
    }>
  | null;

export const fetchTodayScore = async () =>
  (await get<{ puntuacion?: TodayScore }>('/partidas/puntuacion-del-dia')).puntuacion ?? null;

/** A day's crowd (today by default), with the caller's percentile once they finished. */
export const fetchCrowd = (fecha?: string) => get<DayCrowdReply>(`/estadisticas/dia${fecha ? `?fecha=${fecha}` : ''}`);
