// A player's own statistics, history and played days (spec sections 3 and 7), from player_days.

/** The profile's six figures over the last 365 days (GET /profile/stats). */
export interface StatsSummary {
  total_partidas: number;
  /** Seconds. */
  tiempo_promedio: number;
  estrellas_promedio: number;
  puntuacion_promedio: number;
  intentos_promedio: number;
  pistas_promedio: number;
}

export interface Streaks {
  racha_actual: number;
  mejor_racha: number;
}

export interface GuessDistribution {
  /** Wins by the number of attempts they took (1 to 5), and losses. */
  victorias_por_intentos: Record<'1' | '2' | '3' | '4' | '5', number>;
  derrotas: number;
}

/** Everything the statistics screens show (GET /partidas/estadisticas-usuario): the one stats answer. */
export type PlayerStats = StatsSummary &
  Streaks & {
    partidas_ganadas: number;
    porcentaje_victorias: number;
    distribucion_intentos: GuessDistribution;
  };

export interface HistoryEntry {
  fecha: string;
  /** The question's API id: its day as a number (20260510), never the bank's id. */
  pregunta_id: number;
  modo: 'diaria' | 'pasada';
  /** Played on its own day: the plays leaderboards count. */
  en_su_dia: boolean;
  respuesta_correcta: boolean;
  puntuacion: number;
  estrellas: number;
  intentos_usados: number;
  pistas_usadas: number;
  tiempo_segundos: number;
  finalizada_en: Date | string;
}

export interface PlayedDay {
  fecha: string;
  puntuacion: number;
  /** Seconds. */
  tiempo: number;
  estrellas: number;
  respuesta_correcta: boolean;
}

/** GET /past-games/month: the replayable and the played days of a month. */
export interface PastGamesMonth {
  available: string[];
  played: PlayedDay[];
  /** Today and the replayable days (the server's clock). */
  hoy: string;
  desde: string;
  hasta: string;
}

/** GET /api/estadisticas/dia and the live 'crowd' push: every play of a day finished on that day. */
export interface DayCrowd {
  fecha: string;
  jugadores: number;
  ganadores: number;
  /** Winners per 100 players, rounded. */
  porcentaje_acierto: number;
  /** Attempts and hints per player (every finished play), two decimals. */
  intentos_medios: number;
  pistas_medias: number;
  /** Wins by the attempts they took, and losses. */
  distribucion: Record<'1' | '2' | '3' | '4' | '5' | 'fallos', number>;
}

/** The crowd as the caller asks for it: with the share of players they scored above once they finished. */
export type DayCrowdReply = DayCrowd & { tu_percentil?: number };
