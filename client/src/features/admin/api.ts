// The admin API: the scheduler of spec section 7 and the event history (server/admin/).
import type {
  EventPage,
  FairPlayItem,
  FairPlayQueue,
  FairPlayVerdictName,
  HistoryEvent,
  PlayHistory,
  PlaySummary,
  RebuildResult,
  SchedulerStats,
  VerificationResult,
} from '../../../../contracts/api/admin.ts';
import type {
  BankFilter,
  BankPage,
  CambioPregunta,
  ImportacionBanco,
  PreguntaEditable,
  ResumenImportacion,
} from '../../../../contracts/api/questions.ts';
import type { AccionReporte, ColaReportes, PreguntaReportada } from '../../../../contracts/api/reports.ts';
import { get, post, put } from '../../lib/api.ts';

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

export function fetchLatestEvents(options: {
  type?: string;
  before?: number;
}): Promise<EventPage & { tipos: string[] }> {
  const query = new URLSearchParams();
  if (options.type) query.set('type', options.type);
  if (options.before !== undefined) query.set('before', String(options.before));
  return get<EventPage & { tipos: string[] }>(`/admin/events?${query}`);
}

export const rebuildProjections = () => post<RebuildResult>('/admin/projections/rebuild');

export const fetchFairPlayQueue = () => get<FairPlayQueue>('/admin/fair-play');

export const judgePlay = (streamId: string, verdict: FairPlayVerdictName) =>
  post<FairPlayItem>(`/admin/fair-play/${encodeURIComponent(streamId)}`, { verdict });

export const fetchReportQueue = () => get<ColaReportes>('/admin/reportes');

export const resolveReports = async (preguntaId: number, accion: AccionReporte, nota: string) =>
  (await post<{ pregunta: PreguntaReportada }>(`/admin/reportes/${preguntaId}`, { accion, nota })).pregunta;

/** A page of the bank as admins filter it (every field optional but the page and order). */
export function fetchBank(filter: Partial<Record<keyof BankFilter, string | number>>): Promise<BankPage> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter))
    if (value !== '' && value !== undefined) query.set(key, String(value));
  return get<BankPage>(`/admin/preguntas?${query}`);
}

/** The database's bank in the repository's format (data/questions). */
export const exportBank = () => get<unknown[]>('/admin/preguntas/exportar');

/** A question's history: admins' decisions on it, as events. */
export const fetchQuestionHistory = async (preguntaId: number) =>
  (await get<{ eventos: HistoryEvent[] }>(`/admin/preguntas/${preguntaId}/historial`)).eventos;

/** An entry as the editor loads it (GET /api/admin/preguntas/{id}). */
export const fetchQuestion = (preguntaId: number) => get<PreguntaEditable>(`/admin/preguntas/${preguntaId}`);

/** Saves an entry: a change of question `preguntaId`, or a new question (null); 422 QUESTION_CHECK lists each field's problem. */
export const saveQuestion = (preguntaId: number | null, cambio: CambioPregunta) =>
  preguntaId === null
    ? post<PreguntaEditable>('/admin/preguntas', cambio)
    : put<PreguntaEditable>(`/admin/preguntas/${preguntaId}`, cambio);

/** Retires a question (true) or brings it back into play (false), with a reason. */
export const setRetired = (preguntaId: number, retirada: boolean, motivo: string) =>
  post<PreguntaEditable>(`/admin/preguntas/${preguntaId}/estado`, { retirada, motivo });

/** An import of entries in the repository's format: a dry run, or applied (all or nothing). */
export const importBank = (importacion: ImportacionBanco) =>
  post<ResumenImportacion>('/admin/preguntas/importar', importacion);
