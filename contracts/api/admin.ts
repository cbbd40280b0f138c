// The admin API: the scheduler of spec section 7, the event history and the projection rebuild.
import type { FairPlayFlag } from '../events.ts';
import type { PlayMode, PlayState } from '../game.ts';

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
  preguntas_diarias: {
    total_asignadas: number;
    pregunta_actual: { pregunta_id: number; jugador: string } | null;
  };
  regla_90_dias: {
    total_preguntas_sistema: number;
    usadas_ultimos_90_dias: number;
    disponibles_para_asignar: number;
    porcentaje_disponible: number;
  };
  /** The head of the scheduler's order (ties by id); `dificultad` 1 easy – 3 hard. */
  proximas_candidatas: { id: number; jugador: string; dificultad: 1 | 2 | 3 }[];
  /** How many questions share the first place: the next question is drawn at random among them. */
  candidatas_al_azar: number;
  historial_reciente: { fecha: string; pregunta_id: number; jugador: string }[];
};

export type PlaySummary = {
  stream_id: string;
  fecha: string;
  modo: PlayMode;
  pregunta_id: number;
  /** The signed-in player (for a debug play, the admin who played it); null for an anonymous play. */
  user_id: number | null;
  username: string | null;
  anon_id: string | null;
  estado: PlayState;
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
  /** When it happened by the server's clock (metadata.at), which play timings use. */
  occurred_at: string;
  /** When the database stored it. */
  created_at: string;
};

export type PlayEventView = HistoryEvent & {
  /** Milliseconds since the previous event of the play (null for the first). */
  ms_since_previous: number | null;
};

export type PlayHistory = {
  partida: PlaySummary;
  pregunta: { id: number; pregunta_es: string; pregunta_en: string; respuesta: string };
  eventos: PlayEventView[];
};

export type EventPage = { eventos: HistoryEvent[]; siguiente: number | null };

export interface RebuildProgress {
  step: 'events' | 'leaderboards' | 'done';
  /** Events replayed so far, and how many there are. */
  done: number;
  total: number;
}

export interface RebuildResult {
  events: number;
  seconds: number;
  /** Rows of each rebuilt table. */
  filas: Record<string, number>;
}

/** A play of the fair-play queue (GET /api/admin/fair-play), as the admins review it. */
export type FairPlayItem = {
  stream_id: string;
  usuario_id: number;
  username: string;
  fecha: string;
  marcas: FairPlayFlag[];
  gano: boolean;
  puntuacion: number;
  intentos: number;
  pistas: number;
  segundos: number;
  /** The plausibility floor of this answer and rows, and the time under which a win is reviewed. */
  minimo_segundos: number;
  revision_segundos: number;
  /** Whether it ranks now. */
  clasifica: boolean;
  marcada_en: string;
  veredicto: FairPlayVerdictName | null;
  revisada_en: string | null;
  revisor: string | null;
};

export type FairPlayVerdictName = 'confirmed' | 'cleared';

/** What waits for a verdict (newest first), then the latest verdicts. */
export type FairPlayQueue = { pendientes: FairPlayItem[]; revisadas: FairPlayItem[] };
