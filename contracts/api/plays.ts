// The play and question API (spec section 7 and the server-state additions): response shapes.
import type { AnswerStructure, GameDay, Hint, LetterStatus, PlayMode, PlayState, ScoreResult } from '../game.ts';

/** The answer as every response gives it once a play has ended (a name reads the same in both languages). */
export type Answer = { es: string; en: string };

/** The play as the API shows it; `resultado` and `respuesta_correcta` only once it has ended. */
export type Partida = {
  id: string;
  fecha: string;
  modo: PlayMode;
  estado: PlayState;
  /** A hard-mode play: no hints (chosen when it started). */
  dificil: boolean;
  intentos: { guess: string; colors: LetterStatus[] }[];
  intentos_usados: number;
  pistas: Hint[];
  pistas_usadas: number;
  tiempo_segundos: number;
  resultado?: ScoreResult;
  respuesta_correcta?: Answer;
};

/**
 * The question of section 3; `respuesta_es` only once the caller's play of it has ended. Its `id`
 * (and `pregunta_id`) is its day as a number (2026-05-10: 20260510), never the bank's own id, which
 * would be a key to the answer in a public bank.
 */
export type Pregunta = {
  id: number;
  pregunta_id: number;
  pregunta_es: string;
  pregunta_en: string;
  respuesta_es?: string;
  estructura_respuesta_es: AnswerStructure;
  estructura_respuesta_en: AnswerStructure;
  fecha_asignada: string;
};

/**
 * Today's question as a read shows it before the caller's play has started: without its text (the
 * play's clock starts when the text is first shown: POST /api/partidas/iniciar).
 */
export type PreguntaSinTexto = Omit<Pregunta, 'pregunta_es' | 'pregunta_en'> & { texto_oculto: true };

/** Which play a call is about: today's (nothing), a past day's (`fecha`) or a debug play (`partida_id`). */
export type PlayTarget = { fecha?: string; partida_id?: string };

/** `dia`: the game's day as the server reads it, so the browser needs no time zone of its own. */
export type StartReply = { partida: Partida; pregunta: Pregunta; dia: GameDay };

export type GuessReply = { correcta: boolean; colores: LetterStatus[]; partida: Partida; respuesta_correcta?: Answer };

export type HintReply = { pista: Hint; pistas_usadas: number; partida: Partida };

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

/** One step of a finished play, as its player replays it (GET /api/partidas/{fecha}/repeticion). */
export type ReplayStep =
  | { tipo: 'inicio'; segundos: 0 }
  | { tipo: 'intento'; segundos: number; intento: string; colores: LetterStatus[] }
  | { tipo: 'pista'; segundos: number; pista: Hint }
  | { tipo: 'fin'; segundos: number; acierto: boolean };

/** The caller's own finished play of a day, rebuilt from its stored events, with the answer. */
export type Repeticion = {
  fecha: string;
  pregunta: Pregunta;
  resultado: ScoreResult;
  /** A hard-mode play (no hints): its share text and result carry the mark. */
  dificil: boolean;
  eventos: ReplayStep[];
};
