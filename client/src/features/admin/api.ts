// The admin API: the scheduler of spec section 7 and the event history (server/admin/).
import type { HistoryEvent, PlaySummary } from '../../../../server/admin/history.ts';
import type { SchedulerStats, VerificationResult } from '../../../../server/admin/scheduler.ts';
import { get, post } from '../../lib/api.ts';

// The response shapes are the server's own types, so the two sides cannot drift apart.
export type { HistoryEvent, PlaySummary, SchedulerStats, VerificationResult };

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
