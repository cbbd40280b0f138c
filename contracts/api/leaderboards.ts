// The leaderboards of spec sections 2, 7 and 9 as the API and the live push give them.

export const PERIODOS = ['diario', 'semanal', 'mensual'] as const;
export type Periodo = (typeof PERIODOS)[number];

/** The path segment of each period in /api/leaderboard/{period}, in tab order (daily first). */
export const PERIOD_PATHS = { daily: 'diario', weekly: 'semanal', monthly: 'mensual' } as const satisfies Record<
  string,
  Periodo
>;

export interface DailyEntry {
  posicion: number;
  usuario_id: number;
  username: string;
  puntuacion: number;
  score_ponderado: number;
  estrellas: number;
  partidas_jugadas: 1;
  tiempo_segundos: number;
  /** A win in hard mode (no hints): the row shows its mark. */
  victoria_dificil: boolean;
}

export interface PeriodEntry {
  posicion: number;
  usuario_id: number;
  username: string;
  puntuacion_promedio: number;
  score_ponderado: number;
  multiplicador: number;
  partidas_jugadas: number;
  tiempo_promedio: number;
}

export type LeaderboardEntry = DailyEntry | PeriodEntry;
/** The caller's own entry: the only place an e-mail appears. */
export type OwnEntry = LeaderboardEntry & { email: string };

export interface Ranking {
  ranking: LeaderboardEntry[];
  totalParticipantes: number;
}

export interface Leaderboard extends Ranking {
  periodo: Periodo;
  /** The Madrid day the ranking is for, and the days it covers. */
  fecha: string;
  desde: string;
  hasta: string;
  /** The ranking's version: the live changes of its topic name the table they apply to by it (contracts/messages.ts). */
  version: string;
}

/**
 * GET /api/leaderboard/{period}/user-position: the caller's own entry with `posicion` at the top
 * level (spec section 7), or `posicion: null` without a ranked play in the period.
 */
export type OwnPosition = (OwnEntry | { posicion: null }) & { periodo: Periodo; fecha: string };

export interface GeneralEntry {
  posicion: number;
  usuario_id: number;
  username: string;
  puntuacion_total: number;
  puntuacion_promedio: number;
  partidas_jugadas: number;
  victorias: number;
  mejor_puntuacion: number;
  tiempo_promedio: number;
}
