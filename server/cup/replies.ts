// The cup's replies as zod schemas, each exactly its contract's type (server/http/replies.ts).
import { z } from 'zod';
import type { Copa, Palmares } from '../../contracts/api/cup.ts';
import { exactly } from '../http/index.ts';

const podium = z.array(z.object({ posicion: z.number(), usuario_id: z.number(), username: z.string() }));

export const copa = exactly<Copa>()(
  z.object({
    semana: z.string(),
    hasta: z.string(),
    hoy: z.number().nullable(),
    etapas: z.array(
      z.object({
        numero: z.number(),
        fecha: z.string(),
        ronda: z.enum(['qualifying', 'round64', 'round32', 'round16', 'quarterFinal', 'semiFinal', 'final']),
        plazas: z.number(),
        participantes: z.number(),
        clasificacion: z.array(
          z.object({
            posicion: z.number().nullable(),
            usuario_id: z.number(),
            username: z.string(),
            jugado: z.boolean(),
            puntuacion: z.number().nullable(),
            estrellas: z.number().nullable(),
            tiempo_segundos: z.number().nullable(),
            victoria_dificil: z.boolean(),
            pasa: z.boolean(),
          }),
        ),
      }),
    ),
    podio: podium,
    miPosicionPrevia: z.number().nullable(),
  }),
);

export const palmares = exactly<Palmares>()(
  z.object({
    palmares: z.array(z.object({ semana: z.string(), hasta: z.string(), participantes: z.number(), podio: podium })),
  }),
);
