// A table the page loaded (a leaderboard, a league's table) kept live by its topic's changes
// (contracts/messages.ts, TableChange): each applies to the table it was computed from, named by
// its version; a change the table cannot take means a change was missed, and the table is loaded again.
import type { LeaderboardEntry } from '../../../contracts/api/leaderboards.ts';
import type { TableChange } from '../../../contracts/messages.ts';
import { applyChange } from '../../../machines/live/tables.ts';

type LiveTable = { ranking: LeaderboardEntry[]; totalParticipantes: number; version: string; fecha: string };

/** The table after the change, or 'stale' when it must be loaded again (another day, a missed change). */
export function applyLive<T extends LiveTable>(table: T, change: TableChange & { fecha: string }): T | 'stale' {
  if (change.fecha !== table.fecha) return 'stale';
  // The rows are already these (a snapshot read after the change): only the count may be newer.
  if (change.version === table.version) return { ...table, totalParticipantes: change.totalParticipantes };
  const ranking = applyChange(table.ranking, table.version, change);
  if (!ranking) return 'stale';
  return { ...table, ranking, version: change.version, totalParticipantes: change.totalParticipantes };
}

/** The players whose row a change shows anew (they flash). */
export const touched = (change: TableChange): number[] => [
  ...change.rows.map((row) => row.usuario_id),
  ...change.moved.map(([usuarioId]) => usuarioId),
];
