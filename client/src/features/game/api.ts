// The play API (issue 3): the server owns the play; the client only sends guesses and hint requests.
import type { Partida } from '../../../../contracts/api/plays.ts';
import type { AnswerStructure, Hint, LetterStatus } from '../../../../contracts/game.ts';
import { get, post } from '../../lib/api.ts';

export type Answer = { es: string; en: string };

export type Question = {
  id: number;
  pregunta_es: string;
  pregunta_en?: string | null;
  /** Present only once the play is over. */
  respuesta_es?: string;
  estructura_respuesta_es: AnswerStructure;
  estructura_respuesta_en?: AnswerStructure;
  fecha_asignada?: string;
};

export type { PlayState } from '../../../../contracts/game.ts';

/** The play exactly as the server sends it. */
export type Play = Partida;

export type StartResponse = { partida: Play; pregunta: Question };
export type VerifyResponse = { correcta: boolean; colores: LetterStatus[]; partida: Play; respuesta_correcta?: Answer };
export type RevealResponse = { pista: Hint; pistas_usadas: number; partida: Play };

/** Which play a call is about: today's (nothing), a past day's (`fecha`) or a debug play (`partida_id`). */
export type PlayTarget = { fecha?: string; partida_id?: string | number };

export type StartRequest = { fecha?: string; modo?: 'debug' };

export const startPlay = (body: StartRequest) => post<StartResponse>('/partidas/iniciar', body);

export const verifyGuess = (questionId: number, respuesta: string, target: PlayTarget) =>
  post<VerifyResponse>(`/preguntas/${questionId}/verificar`, { respuesta, ...target });

export const revealHint = (questionId: number, target: PlayTarget) =>
  post<RevealResponse>(`/pistas/pregunta/${questionId}/revelar`, { ...target });

export async function checkPlayedToday(): Promise<boolean> {
  const { yaJugo } = await get<{ yaJugo: boolean }>('/partidas/verificar-juego-hoy');
  return yaJugo === true;
}

/** Spec section 3, today's score: a number or an object with defaults for missing fields. */
export type TodayScore = number | Partial<{
  puntuacion: number;
  intentos_usados: number;
  estrellas: number;
  tiempo_segundos: number;
  pistas_usadas: number;
  completado: boolean;
  respuesta_correcta: boolean;
}> | null;

export const fetchTodayScore = async () => (await get<{ puntuacion?: TodayScore }>('/partidas/puntuacion-del-dia')).puntuacion ?? null;
