import type { Repeticion } from '../../../../contracts/api/plays.ts';
import { get } from '../../lib/api.ts';

/** The caller's own finished play of a day, step by step. */
export const fetchReplay = (fecha: string) => get<Repeticion>(`/partidas/${encodeURIComponent(fecha)}/repeticion`);
