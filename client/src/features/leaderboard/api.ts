import { get, getPublic } from '../../lib/api.ts';
import {
  PERIOD_PATHS,
  type Leaderboard,
  type LeaderboardEntry,
  type OwnEntry,
  type OwnPosition,
  type Periodo,
} from '../../../../contracts/api/leaderboards.ts';

export type { Periodo, Leaderboard, LeaderboardEntry, OwnEntry };

/** The tabs, in order (daily is the default), and the path segment of each period. */
export const PERIODS = Object.entries(PERIOD_PATHS).map(([path, periodo]) => ({ path, periodo }));

const pathOf = (periodo: Periodo) => PERIODS.find((period) => period.periodo === periodo)!.path;

/**
 * A period's ranking. `version`: the version a live change named that this page's copy missed; a
 * cache keeps the copy of each such version apart, so a storm of pages catching up on one change is
 * one read (the server answers the table as it is, that version or later).
 */
export const fetchLeaderboard = (periodo: Periodo, version?: string) =>
  getPublic<Leaderboard>(`/leaderboard/${pathOf(periodo)}${version ? `?v=${encodeURIComponent(version)}` : ''}`);

/** The player's own entry of a period, or null when they have none. */
export async function fetchPosition(periodo: Periodo): Promise<OwnEntry | null> {
  const {
    periodo: _periodo,
    fecha: _fecha,
    ...entry
  } = await get<OwnPosition>(`/leaderboard/${pathOf(periodo)}/user-position`);
  return entry.posicion === null ? null : entry;
}
