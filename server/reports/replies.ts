// The reports' replies as zod schemas, each exactly its contract's type (server/http/replies.ts).
import { z } from 'zod';
import {
  type ColaReportes,
  ESTADOS_REPORTE,
  MOTIVOS,
  type PreguntaReportada,
  type ReportReply,
} from '../../contracts/api/reports.ts';
import { exactly } from '../http/index.ts';
import { hint } from '../plays/index.ts';

export const reportReply = exactly<ReportReply>()(z.object({ mensaje: z.string() }));

const preguntaReportada = exactly<PreguntaReportada>()(
  z.object({
    id: z.number(),
    respuesta: z.string(),
    pregunta_es: z.string(),
    pregunta_en: z.string(),
    pistas: z.array(hint),
    fuentes: z.array(z.object({ url: z.string(), medio: z.string() })),
    club: z.string().nullable(),
    dificultad: z.number().nullable(),
    retirada: z.boolean(),
    abiertos: z.number(),
    reportes: z.array(
      z.object({
        id: z.number(),
        fecha: z.string(),
        motivo: z.enum(MOTIVOS),
        texto: z.string(),
        idioma: z.string(),
        usuario: z.string().nullable(),
        creado_en: z.string(),
        estado: z.enum(ESTADOS_REPORTE),
        resuelto_por: z.string().nullable(),
        resuelto_en: z.string().nullable(),
        nota: z.string().nullable(),
      }),
    ),
  }),
);

export const reportQueueReply = exactly<ColaReportes>()(
  z.object({ pendientes: z.array(preguntaReportada), resueltas: z.array(preguntaReportada) }),
);

export const resolvedReply = z.object({ pregunta: preguntaReportada });
