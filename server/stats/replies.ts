// The statistics' replies as zod schemas, each exactly its contract's type (server/http/replies.ts).
import { z } from 'zod';
import type { DayCrowdReply, HistoryEntry, PlayerStats, StatsSummary } from '../../contracts/api/stats.ts';
import { exactly } from '../http/index.ts';

const perAttempt = { '1': z.number(), '2': z.number(), '3': z.number(), '4': z.number(), '5': z.number() };

export const dayCrowd = exactly<DayCrowdReply>()(
  z.object({
    fecha: z.string(),
    jugadores: z.number(),
    ganadores: z.number(),
    porcentaje_acierto: z.number(),
    intentos_medios: z.number(),
    pistas_medias: z.number(),
    distribucion: z.object({ ...perAttempt, fallos: z.number() }),
    tu_percentil: z.number().optional(),
  }),
);

/** The profile's six figures. */
export const statsSummaryReply = exactly<StatsSummary>()(
  z.object({
    total_partidas: z.number(),
    tiempo_promedio: z.number(),
    estrellas_promedio: z.number(),
    puntuacion_promedio: z.number(),
    intentos_promedio: z.number(),
    pistas_promedio: z.number(),
  }),
);

export const playerStats = exactly<PlayerStats>()(
  statsSummaryReply.extend({
    racha_actual: z.number(),
    mejor_racha: z.number(),
    partidas_ganadas: z.number(),
    porcentaje_victorias: z.number(),
    distribucion_intentos: z.object({ victorias_por_intentos: z.object(perAttempt), derrotas: z.number() }),
  }),
);

/** `finalizada_en` is a Date from the database, written as its ISO string (the serialiser does that for a date-time). */
const historyEntry = exactly<HistoryEntry>()(
  z.object({
    fecha: z.string(),
    pregunta_id: z.number(),
    modo: z.enum(['diaria', 'pasada']),
    en_su_dia: z.boolean(),
    respuesta_correcta: z.boolean(),
    puntuacion: z.number(),
    estrellas: z.number(),
    intentos_usados: z.number(),
    pistas_usadas: z.number(),
    tiempo_segundos: z.number(),
    finalizada_en: z.union([z.date(), z.string()]),
  }),
);

export const historyReply = z.object({
  historial: z.array(historyEntry),
  total: z.number(),
  limite: z.number(),
  offset: z.number(),
});
