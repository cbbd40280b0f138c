// What a player may read about a question once their play of it has ended (issue 29, item 5).

/** One page backing the question: its address and the outlet that published it. */
export type Fuente = { url: string; medio: string };

/** GET /api/preguntas/acerca?fecha=: the sources of the day's question, after the caller's play of it ended. */
export type AcercaDePregunta = { fecha: string; fuentes: Fuente[] };
