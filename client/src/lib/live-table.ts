// A table the page loaded (a leaderboard, a league's table) kept live by its topic's changes
// (contracts/messages.ts, TableChange): each applies to the table it was computed from, named by
// its version; a change the table cannot take means a change was missed, and the table is loaded again.
import type { LeaderboardEntry } from '../../../contracts/api/leaderboards.ts';
import type { TableChange } from '../../../contracts/messages.ts';
import { applyChange, diffRows } from '../../../machines/live/tables.ts';

type LiveTable = { ranking: LeaderboardEntry[]; totalParticipantes: number; version: string; fecha: string };

/**
 * The table after the change and the players whose row it shows anew (they flash); 'stale' when the
 * table must be loaded again (a missed change); 'other-day' for a change of another day's table (the
 * new day's greeting has the page load its tables, spread over a few seconds).
 */
export function applyLive<T extends LiveTable>(
  table: T,
  change: TableChange & { fecha: string },
): { table: T; touched: number[] } | 'stale' | 'other-day' {
  if (change.fecha !== table.fecha) return 'other-day';
  // The rows are already these (a snapshot read after the change): only the count may be newer.
  if (change.version === table.version)
    return { table: { ...table, totalParticipantes: change.totalParticipantes }, touched: [] };
  const ranking = applyChange(table.ranking, table.version, change);
  if (!ranking) return 'stale';
  // What the page shows anew, measured against what it showed (a whole table flashes only what moved).
  const { rows, moved } = diffRows(table.ranking, ranking);
  return {
    table: { ...table, ranking, version: change.version, totalParticipantes: change.totalParticipantes },
    touched: [...rows.map((row) => row.usuario_id), ...moved.map(([usuarioId]) => usuarioId)],
  };
}
