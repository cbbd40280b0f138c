// The weekly cup as the API and the live push give it (issue 30; rules in machines/cup/rules.ts).

/** The week's rounds, one a day from Monday (machines/cup/rules.ts says how many go through each). */
export type CupRound = 'qualifying' | 'round64' | 'round32' | 'round16' | 'quarterFinal' | 'semiFinal' | 'final';

/** A player in a round: their play of its day, once played. */
export interface CupRow {
  /** Their place in the round; null while (or because) they have not played its day. */
  posicion: number | null;
  usuario_id: number;
  username: string;
  jugado: boolean;
  puntuacion: number | null;
  estrellas: number | null;
  tiempo_segundos: number | null;
  victoria_dificil: boolean;
  /** Within the places that go through to the next day (the final's: the champion). */
  pasa: boolean;
}

/** One day of the cup. */
export interface CupStage {
  /** 0 (Monday) to 6 (Sunday). */
  numero: number;
  fecha: string;
  ronda: CupRound;
  /** How many go through to the next day (1: the final's champion). */
  plazas: number;
  /** Players in the round: Monday, everyone who played; later, those who went through to it. */
  participantes: number;
  /** Monday: its best (as many as go through); later: the whole round, players yet to play last. */
  clasificacion: CupRow[];
}

export interface CupPodiumEntry {
  posicion: number;
  usuario_id: number;
  username: string;
}

/** GET /api/copa: a week's cup (this week's by default). */
export interface Copa {
  /** Monday and Sunday of the week. */
  semana: string;
  hasta: string;
  /** Today's round (0–6) while the week is under way; null once it is over. */
  hoy: number | null;
  /** The rounds up to today's (every round of a week that is over). */
  etapas: CupStage[];
  /** Champion, runner-up and third once the week is over. */
  podio: CupPodiumEntry[];
  /** The caller's place on Monday when it is past the rounds' lists (signed in and played it). */
  miPosicionPrevia: number | null;
}

/** One week of the hall of fame. */
export interface CupWeek {
  semana: string;
  hasta: string;
  participantes: number;
  podio: CupPodiumEntry[];
}

/** GET /api/copa/palmares: the weeks that are over, newest first. */
export interface Palmares {
  palmares: CupWeek[];
}
