// The sources of a day's question, once the caller's play of that day has ended (GET /api/preguntas/acerca).
import type { AcercaDePregunta } from '../../../../contracts/api/questions.ts';
import { get } from '../../lib/api.ts';

export const fetchAbout = (fecha: string) =>
  get<AcercaDePregunta>(`/preguntas/acerca?fecha=${encodeURIComponent(fecha)}`);
