// Past games' replies as zod schemas (server/http/replies.ts).
import { z } from 'zod';
import type { PastGamesMonth } from '../../contracts/api/stats.ts';
import { exactly } from '../http/index.ts';
import { pregunta } from '../plays/index.ts';

export const pastGamesMonth = exactly<PastGamesMonth>()(
  z.object({
    available: z.array(z.string()),
    played: z.array(
      z.object({
        fecha: z.string(),
        puntuacion: z.number(),
        tiempo: z.number(),
        estrellas: z.number(),
        respuesta_correcta: z.boolean(),
      }),
    ),
    hoy: z.string(),
    desde: z.string(),
    hasta: z.string(),
  }),
);

export const pastQuestion = z.object({ question: pregunta, alreadyPlayed: z.boolean() });

/** The days' questions; the answer only for the days before today. */
export const questionHistory = z.object({
  historial: z.array(
    z.object({
      fecha: z.string(),
      pregunta_id: z.number(),
      pregunta_es: z.string(),
      pregunta_en: z.string(),
      respuesta_es: z.string().optional(),
    }),
  ),
});

export const availability = z.object({
  disponibilidad: z.object({
    fecha: z.string(),
    pregunta_de_hoy_asignada: z.boolean(),
    total_preguntas: z.number(),
    partidas_pasadas: z.object({ desde: z.string(), hasta: z.string(), dias: z.number() }),
  }),
});
