// Achievements as the API and the live push give them (issue 30).

/** One achievement for the caller: earned (when, by the play of which day) or how far they are. */
export interface Logro {
  codigo: string;
  icono: string;
  nombre: string;
  descripcion: string;
  conseguido: boolean;
  /** When it was earned (ISO 8601), or null. */
  fecha: string | null;
  /** The day of the play that earned it, or null. */
  fecha_partida: string | null;
  /** How far the player is: `actual` of `objetivo` (`actual` equals it once earned). */
  progreso: { actual: number; objetivo: number };
}

/** GET /api/logros: every achievement, in the catalogue's order. */
export interface LogrosReply {
  logros: Logro[];
}

/** An achievement just earned, as the push names it (the page has its texts). */
export interface LogroConseguido {
  codigo: string;
  fecha: string;
  fecha_partida: string;
}
