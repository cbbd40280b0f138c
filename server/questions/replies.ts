// The question editor's replies as zod schemas (server/http/replies.ts); the export is the bank's
// own entry schema, the one its files are read with.
import { z } from 'zod';
import type { BankPage, PreguntaEditable, ResumenImportacion } from '../../contracts/api/questions.ts';
import { historyEvent } from '../admin/index.ts';
import { exactly } from '../http/index.ts';
import { entrySchema } from './bank.ts';

export const bankPage = exactly<BankPage>()(
  z.object({
    total: z.number(),
    pagina: z.number(),
    por_pagina: z.number(),
    preguntas: z.array(
      z.object({
        id: z.number(),
        respuesta: z.string(),
        pregunta_es: z.string(),
        pregunta_en: z.string(),
        club: z.string().nullable(),
        dificultad: z.number().nullable(),
        era_desde: z.number().nullable(),
        era_hasta: z.number().nullable(),
        retirada: z.boolean(),
        ultimo_uso: z.string().nullable(),
        dias_usada: z.number(),
        reportes_abiertos: z.number(),
        reportes: z.number(),
      }),
    ),
    clubes: z.array(z.string()),
  }),
);

export const questionHistory = z.object({ eventos: z.array(historyEvent) });

export const bankExport = z.array(entrySchema);

/** An entry as the editor loads it and as a save answers. */
export const preguntaEditable = exactly<PreguntaEditable>()(
  z.object({ entrada: entrySchema, usada: z.boolean(), editada_en: z.string().nullable() }),
);

/** What an import did or would do (server/questions/import.ts). */
export const importSummary = exactly<ResumenImportacion>()(
  z.object({
    aplicada: z.boolean(),
    nuevas: z.array(z.number()),
    cambiadas: z.array(z.object({ id: z.number(), campos: z.array(z.string()) })),
    iguales: z.number(),
    conflictos: z.array(z.object({ id: z.number(), antes: z.string(), despues: z.string() })),
    problemas: z.array(
      z.object({ indice: z.number(), id: z.number().nullable(), campo: z.string(), mensaje: z.string() }),
    ),
  }),
);
