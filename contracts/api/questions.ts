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

/** A text in both languages, as the bank's entries hold it. */
export type TextoBilingue = { es: string; en: string };

/** One entry of the bank in the repository's format (data/questions/README.md). */
export type EntradaBanco = {
  id: number;
  answer: string;
  question: TextoBilingue;
  hints: TextoBilingue[];
  fuentes: string[];
  dificultad: 1 | 2 | 3;
  club: string;
  era: { desde: number; hasta: number };
  apodos?: string[];
  retirada?: true;
};

/** GET /api/admin/preguntas/{id}: an entry as the editor loads it. */
export type PreguntaEditable = {
  entrada: EntradaBanco;
  /** Given to a day already: its answer cannot change. */
  usada: boolean;
  /** When an admin of this deployment last changed it (the start's sync leaves it alone then). */
  editada_en: string | null;
};

/** POST /api/admin/preguntas and PUT /api/admin/preguntas/{id}: the entry (its id is the route's) and why. */
export type CambioPregunta = { entrada: Omit<EntradaBanco, 'id'>; motivo: string };

/** One problem of a 422 QUESTION_CHECK: the entry's field (`question.es`, `hints.0.en`, `fuentes`…) and what is wrong. */
export type ProblemaCampo = { campo: string; mensaje: string };

/** POST /api/admin/preguntas/importar: entries in the repository's format (a data file or an export), why, and whether to apply them. */
export type ImportacionBanco = { entradas: unknown[]; motivo: string; aplicar: boolean };

/** What an import did, or would do on a dry run: nothing is applied while a problem or a conflict remains. */
export type ResumenImportacion = {
  aplicada: boolean;
  /** Ids the bank does not have yet. */
  nuevas: number[];
  /** Entries the file changes, with the fields it changes. */
  cambiadas: { id: number; campos: string[] }[];
  /** Entries the file holds as the bank already has them. */
  iguales: number;
  /** Questions a day has had whose answer the file changes: never overwritten. */
  conflictos: { id: number; antes: string; despues: string }[];
  /** Each problem of an entry new or changed: its place in the file, its id when it has one, the field. */
  problemas: { indice: number; id: number | null; campo: string; mensaje: string }[];
};
