// Players' reports of an error in a question (issue 29, item 4) and the admins' queue of them.
import type { Fuente } from './questions.ts';

/** Why a player reports a question. */
export const MOTIVOS = ['dato-falso', 'delata-respuesta', 'ambigua', 'fuente', 'redaccion', 'otro'] as const;
export type Motivo = (typeof MOTIVOS)[number];

/** POST /api/preguntas/reportar: the report of the question of the caller's ended play of `fecha` (today when absent). */
export type ReportBody = { fecha?: string; motivo: Motivo; texto: string };
/** The thanks, in the caller's language. */
export type ReportReply = { mensaje: string };

export const ESTADOS_REPORTE = ['abierto', 'corregido', 'retirado', 'descartado'] as const;
export type EstadoReporte = (typeof ESTADOS_REPORTE)[number];

/** What an admin does with a question's open reports. */
export const ACCIONES_REPORTE = ['descartar', 'corregido', 'retirar'] as const;
export type AccionReporte = (typeof ACCIONES_REPORTE)[number];

export type Reporte = {
  id: number;
  fecha: string;
  motivo: Motivo;
  texto: string;
  idioma: string;
  /** The reporter's username, null for an anonymous player. */
  usuario: string | null;
  creado_en: string;
  estado: EstadoReporte;
  resuelto_por: string | null;
  resuelto_en: string | null;
  nota: string | null;
};

/** A reported question as the queue shows it: every text, the answer, its sources and its reports. */
export type PreguntaReportada = {
  id: number;
  respuesta: string;
  pregunta_es: string;
  pregunta_en: string;
  pistas: { orden: number; texto_es: string; texto_en: string }[];
  fuentes: Fuente[];
  club: string | null;
  dificultad: number | null;
  retirada: boolean;
  abiertos: number;
  reportes: Reporte[];
};

/** GET /api/admin/reportes: questions with open reports, most reported first, then the latest resolved. */
export type ColaReportes = { pendientes: PreguntaReportada[]; resueltas: PreguntaReportada[] };

/** POST /api/admin/reportes/{preguntaId}: what the admin did, and why. */
export type ResolveBody = { accion: AccionReporte; nota: string };
