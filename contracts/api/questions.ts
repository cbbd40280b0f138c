// What a player may read about a question once their play of it has ended (issue 29, item 5).

/** One page backing the question: its address and the outlet that published it. */
export type Fuente = { url: string; medio: string };

/** GET /api/preguntas/acerca?fecha=: the sources of the day's question, after the caller's play of it ended. */
export type AcercaDePregunta = { fecha: string; fuentes: Fuente[] };

/** GET /api/admin/preguntas: how admins search and filter the bank. */
export type BankFilter = {
  /** Words of the answer or of either language's question. */
  texto?: string;
  club?: string;
  dificultad?: 1 | 2 | 3;
  /** A year the answer was at the club. */
  era?: number;
  uso?: 'nunca' | 'usada';
  reportes?: 'abiertos' | 'alguno';
  estado?: 'en-juego' | 'retiradas';
  orden: 'id' | 'uso' | 'reportes';
  pagina: number;
};

/** One question of the admins' list. */
export type BankRow = {
  id: number;
  respuesta: string;
  pregunta_es: string;
  pregunta_en: string;
  club: string | null;
  dificultad: number | null;
  era_desde: number | null;
  era_hasta: number | null;
  retirada: boolean;
  /** The last day (up to today) that had it; null for a question never given. */
  ultimo_uso: string | null;
  dias_usada: number;
  reportes_abiertos: number;
  reportes: number;
};

export type BankPage = { total: number; pagina: number; por_pagina: number; preguntas: BankRow[]; clubes: string[] };
