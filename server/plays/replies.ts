// The game's replies as zod schemas, each exactly its contract's type (server/http/replies.ts).
import { z } from 'zod';
import type {
  Answer,
  GuessReply,
  HintReply,
  Partida,
  Pregunta,
  PreguntaSinTexto,
  Puntuacion,
  Repeticion,
  StartReply,
} from '../../contracts/api/plays.ts';
import type { AnswerStructure, GameDay, Hint, ScoreResult } from '../../contracts/game.ts';
import { exactly } from '../http/index.ts';

const letterStatus = z.enum(['correct', 'present', 'absent', 'space']);

export const hint = exactly<Hint>()(z.object({ orden: z.number(), texto_es: z.string(), texto_en: z.string() }));

const scoreResult = exactly<ScoreResult>()(
  z.object({
    totalScore: z.number(),
    stars: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)]),
    baseScore: z.number(),
    attemptsPenalty: z.number(),
    hintsPenalty: z.number(),
    timePenalty: z.number(),
    slowPenalty: z.number(),
    timeBonus: z.number(),
    perfectBonus: z.number(),
    noHintsBonus: z.number(),
    noExtraAttemptsBonus: z.number(),
    precisionBonus: z.number(),
    performance: z.enum(['excellent', 'good', 'fair', 'needsImprovement']),
  }),
);

const answer = exactly<Answer>()(z.object({ es: z.string(), en: z.string() }));

export const partida = exactly<Partida>()(
  z.object({
    id: z.string(),
    fecha: z.string(),
    modo: z.enum(['diaria', 'pasada', 'debug']),
    estado: z.enum(['playing', 'won', 'lost']),
    dificil: z.boolean(),
    intentos: z.array(z.object({ guess: z.string(), colors: z.array(letterStatus) })),
    intentos_usados: z.number(),
    pistas: z.array(hint),
    pistas_usadas: z.number(),
    tiempo_segundos: z.number(),
    resultado: scoreResult.optional(),
    respuesta_correcta: answer.optional(),
  }),
);

const structure = exactly<AnswerStructure>()(
  z.object({ longitud: z.number(), espacios: z.array(z.number()), patron: z.string() }),
);

export const pregunta = exactly<Pregunta>()(
  z.object({
    id: z.number(),
    pregunta_id: z.number(),
    pregunta_es: z.string(),
    pregunta_en: z.string(),
    respuesta_es: z.string().optional(),
    estructura_respuesta_es: structure,
    estructura_respuesta_en: structure,
    fecha_asignada: z.string(),
  }),
);

const preguntaSinTexto = exactly<PreguntaSinTexto>()(
  pregunta.omit({ pregunta_es: true, pregunta_en: true }).extend({ texto_oculto: z.literal(true) }),
);

/** A question as a read shows it: today's without its text until the caller's play started (the text-less form first, as the serialiser tries them in order). */
export const preguntaReply = z.object({ pregunta: z.union([preguntaSinTexto, pregunta]) });

const gameDay = exactly<GameDay>()(z.object({ fecha: z.string(), siguienteDia: z.string() }));

export const startReply = exactly<StartReply>()(z.object({ partida, pregunta, dia: gameDay }));

export const guessReply = exactly<GuessReply>()(
  z.object({ correcta: z.boolean(), colores: z.array(letterStatus), partida, respuesta_correcta: answer.optional() }),
);

export const hintReply = exactly<HintReply>()(z.object({ pista: hint, pistas_usadas: z.number(), partida }));

export const puntuacion = exactly<Puntuacion>()(
  z.object({
    puntuacion: z.number(),
    intentos_usados: z.number(),
    estrellas: z.number(),
    tiempo_segundos: z.number(),
    pistas_usadas: z.number(),
    completado: z.literal(true),
    respuesta_correcta: z.boolean(),
  }),
);

export const repeticion = exactly<Repeticion>()(
  z.object({
    fecha: z.string(),
    pregunta,
    resultado: scoreResult,
    dificil: z.boolean(),
    eventos: z.array(
      z.discriminatedUnion('tipo', [
        z.object({ tipo: z.literal('inicio'), segundos: z.literal(0) }),
        z.object({
          tipo: z.literal('intento'),
          segundos: z.number(),
          intento: z.string(),
          colores: z.array(letterStatus),
        }),
        z.object({ tipo: z.literal('pista'), segundos: z.number(), pista: hint }),
        z.object({ tipo: z.literal('fin'), segundos: z.number(), acierto: z.boolean() }),
      ]),
    ),
  }),
);
