// The sources of a day's question and a report of an error in it, once the caller's play of that day
// has ended (GET /api/preguntas/acerca, POST /api/preguntas/reportar).
import type { AcercaDePregunta } from '../../../../contracts/api/questions.ts';
import type { ReportBody, ReportReply } from '../../../../contracts/api/reports.ts';
import { get, post } from '../../lib/api.ts';

export const fetchAbout = (fecha: string) =>
  get<AcercaDePregunta>(`/preguntas/acerca?fecha=${encodeURIComponent(fecha)}`);

export const sendReport = (report: ReportBody) => post<ReportReply>('/preguntas/reportar', report);
