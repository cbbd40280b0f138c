// The admin tools' replies as zod schemas, each exactly its contract's type (server/http/replies.ts).
import { z } from 'zod';
import type {
  EventPage,
  FairPlayItem,
  FairPlayQueue,
  HistoryEvent,
  PlayHistory,
  PlaySummary,
  RebuildResult,
  SchedulerStats,
  VerificationResult,
} from '../../contracts/api/admin.ts';
import { exactly } from '../http/index.ts';

export const verificationReply = z.object({
  data: exactly<VerificationResult>()(
    z.object({
      nueva_pregunta_asignada: z.boolean(),
      cambio_de_dia: z.boolean(),
      fecha: z.string(),
      pregunta_id: z.number(),
      pregunta_jugador: z.string(),
      mensaje: z.string(),
      warning: z.string().nullable(),
    }),
  ),
});

export const schedulerStatsReply = z.object({
  data: exactly<SchedulerStats>()(
    z.object({
      zona_horaria: z.string(),
      fecha_actual: z.string(),
      hora_actual: z.string(),
      preguntas_diarias: z.object({
        total_asignadas: z.number(),
        pregunta_actual: z.object({ pregunta_id: z.number(), jugador: z.string() }).nullable(),
      }),
      regla_90_dias: z.object({
        total_preguntas_sistema: z.number(),
        usadas_ultimos_90_dias: z.number(),
        disponibles_para_asignar: z.number(),
        porcentaje_disponible: z.number(),
      }),
      proximas_candidatas: z.array(
        z.object({
          id: z.number(),
          jugador: z.string(),
          dificultad: z.union([z.literal(1), z.literal(2), z.literal(3)]),
        }),
      ),
      candidatas_al_azar: z.number(),
      historial_reciente: z.array(z.object({ fecha: z.string(), pregunta_id: z.number(), jugador: z.string() })),
    }),
  ),
});

const playSummary = exactly<PlaySummary>()(
  z.object({
    stream_id: z.string(),
    fecha: z.string(),
    modo: z.enum(['diaria', 'pasada', 'debug']),
    pregunta_id: z.number(),
    user_id: z.number().nullable(),
    username: z.string().nullable(),
    anon_id: z.string().nullable(),
    estado: z.enum(['playing', 'won', 'lost']),
    intentos_usados: z.number(),
    pistas_usadas: z.number(),
    puntuacion: z.number().nullable(),
    eventos: z.number(),
    started_at: z.string(),
    last_event_at: z.string(),
  }),
);

export const playsReply = z.object({ partidas: z.array(playSummary) });

/** An event as stored: its data is the event's own, every field of it. */
export const historyEvent = exactly<HistoryEvent>()(
  z.object({
    global_position: z.number(),
    stream_id: z.string(),
    stream_version: z.number(),
    type: z.string(),
    data: z.record(z.string(), z.unknown()),
    occurred_at: z.string(),
    created_at: z.string(),
  }),
);

export const playHistory = exactly<PlayHistory>()(
  z.object({
    partida: playSummary,
    pregunta: z.object({ id: z.number(), pregunta_es: z.string(), pregunta_en: z.string(), respuesta: z.string() }),
    eventos: z.array(historyEvent.extend({ ms_since_previous: z.number().nullable() })),
  }),
);

export const playExport = playHistory.omit({ pregunta: true }).extend({ exported_at: z.string() });

export const eventPage = exactly<EventPage>()(
  z.object({ eventos: z.array(historyEvent), siguiente: z.number().nullable() }),
);

export const fairPlayItem = exactly<FairPlayItem>()(
  z.object({
    stream_id: z.string(),
    usuario_id: z.number(),
    username: z.string(),
    fecha: z.string(),
    marcas: z.array(z.enum(['too-fast', 'fast', 'anti-exploit', 'browser-changed'])),
    gano: z.boolean(),
    puntuacion: z.number(),
    intentos: z.number(),
    pistas: z.number(),
    segundos: z.number(),
    minimo_segundos: z.number(),
    revision_segundos: z.number(),
    clasifica: z.boolean(),
    marcada_en: z.string(),
    veredicto: z.enum(['confirmed', 'cleared']).nullable(),
    revisada_en: z.string().nullable(),
    revisor: z.string().nullable(),
  }),
);

export const fairPlayQueue = exactly<FairPlayQueue>()(
  z.object({ pendientes: z.array(fairPlayItem), revisadas: z.array(fairPlayItem) }),
);

export const rebuildResult = exactly<RebuildResult>()(
  z.object({ events: z.number(), seconds: z.number(), filas: z.record(z.string(), z.number()) }),
);
