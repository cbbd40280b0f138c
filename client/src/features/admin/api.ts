// The admin API: the scheduler of spec section 7 and the event history (server/admin/).
import type { PlayMode } from '../../../../machines/game/play-events.ts';
import { get, post } from '../../lib/api.ts';

export type VerificationResult = {
  nueva_pregunta_asignada: boolean;
  cambio_de_dia: boolean;
  fecha: string;
  pregunta_id: number;
  pregunta_jugador: string;
  mensaje: string;
  warning: string | null;
};

export type SchedulerStats = {
  zona_horaria: string;
  fecha_actual: string;
  hora_actual: string;
  preguntas_diarias: { total_asignadas: number; pregunta_actual: { pregunta_id: number; jugador: string } | null };
  regla_90_dias: {
    total_preguntas_sistema: number;
    usadas_ultimos_90_dias: number;
    disponibles_para_asignar: number;
    porcentaje_disponible: number;
  };
  proximas_candidatas: { id: number; jugador: string }[];
  historial_reciente: { fecha: string; pregunta_id?: number; jugador: string }[];
};

export type PlaySummary = {
  stream_id: string;
  fecha: string;
  modo: PlayMode;
  pregunta_id: number;
  user_id: number | null;
  username: string | null;
  anon_id: string | null;
  estado: 'playing' | 'won' | 'lost';
  intentos_usados: number;
  pistas_usadas: number;
  puntuacion: number | null;
  eventos: number;
  started_at: string;
  last_event_at: string;
};

export type HistoryEvent = {
  global_position: number;
  stream_id: string;
  stream_version: number;
  type: string;
  data: Record<string, unknown>;
  occurred_at: string;
  created_at: string;
};

export type PlayHistory = {
  partida: PlaySummary;
  pregunta: { id: number; pregunta_es: string; pregunta_en: string; respuesta: string };
  eventos: (HistoryEvent & { ms_since_previous: number | null })[];
};

export type EventPage = { eventos: HistoryEvent[]; siguiente: number | null; tipos: string[] };

/** Events replayed, how long it took and the rows of each rebuilt table (projections/rebuild.ts). */
export type RebuildResult = { events: number; seconds: number; filas: Record<string, number> };

export const verifyScheduler = async () => (await post<{ data: VerificationResult }>('/scheduler/verificar')).data;

export const fetchSchedulerStats = async () => (await get<{ data: SchedulerStats }>('/scheduler/estadisticas')).data;

export async function searchPlays(filter: { usuario?: string; fecha?: string }): Promise<PlaySummary[]> {
  const query = new URLSearchParams();
  if (filter.usuario) query.set('usuario', filter.usuario);
  if (filter.fecha) query.set('fecha', filter.fecha);
  return (await get<{ partidas: PlaySummary[] }>(`/admin/plays?${query}`)).partidas;
}

export const fetchPlay = (streamId: string) => get<PlayHistory>(`/admin/plays/${encodeURIComponent(streamId)}`);

export const exportPlay = (streamId: string) => get<unknown>(`/admin/plays/${encodeURIComponent(streamId)}/export`);

export function fetchLatestEvents(options: { type?: string; before?: number }): Promise<EventPage> {
  const query = new URLSearchParams();
  if (options.type) query.set('type', options.type);
  if (options.before !== undefined) query.set('before', String(options.before));
  return get<EventPage>(`/admin/events?${query}`);
}

export const rebuildProjections = () => post<RebuildResult>('/admin/projections/rebuild');
