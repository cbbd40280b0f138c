import { get } from '../../lib/api.ts';
import type { GuessDistribution, Streaks } from '../../../../contracts/api/stats.ts';

export type ExtraStatsData = Streaks & {
  partidas_ganadas: number;
  porcentaje_victorias: number;
  distribucion_intentos: GuessDistribution;
};

export const fetchExtraStats = () => get<ExtraStatsData>('/partidas/estadisticas-usuario');
