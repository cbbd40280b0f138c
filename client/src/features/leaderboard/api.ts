import { get } from '../../lib/api.ts';
import {
  PERIOD_PATHS,
  type Leaderboard,
  type LeaderboardEntry,
  type OwnEntry,
  type Periodo,
} from '../../../../contracts/api/leaderboards.ts';

export type { Periodo, Leaderboard, LeaderboardEntry, OwnEntry };

/** The tabs, in order (daily is the default), and the path segment of each period. */
export const PERIODS = Object.entries(PERIOD_PATHS).map(([path, periodo]) => ({ path, periodo }));

const pathOf = (periodo: Periodo) => PERIODS.find((period) => period.periodo === periodo)!.path;

export const fetchLeaderboard = (periodo: Periodo) => get<Leaderboard>(`/leaderboard/${pathOf(periodo)}`);

export const fetchPosition = async (periodo: Periodo) =>
  (await get<{ entry: OwnEntry | null }>(`/leaderboard/${pathOf(periodo)}/user-position`)).entry;
