// The achievements' reply as a zod schema, exactly its contract's type (server/http/replies.ts).
import { z } from 'zod';
import type { LogrosReply } from '../../contracts/api/achievements.ts';
import { exactly } from '../http/index.ts';

export const logrosReply = exactly<LogrosReply>()(
  z.object({
    logros: z.array(
      z.object({
        codigo: z.string(),
        icono: z.string(),
        nombre: z.string(),
        descripcion: z.string(),
        conseguido: z.boolean(),
        fecha: z.string().nullable(),
        fecha_partida: z.string().nullable(),
        progreso: z.object({ actual: z.number(), objetivo: z.number() }),
      }),
    ),
  }),
);
