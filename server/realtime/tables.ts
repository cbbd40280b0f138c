// Versions of live tables, and the last table each topic pushed from this instance, so that a push
// sends what changed (contracts/messages.ts, TableChange; machines/live/tables.ts).
import { createHash } from 'node:crypto';
import type { LeaderboardEntry } from '../../contracts/api/leaderboards.ts';
import type { TableChange, Topic } from '../../contracts/messages.ts';
import { diffRows } from '../../machines/live/tables.ts';

/**
 * A table's version: a hash of what it shows (its topic, day and rows), so every node, and every
 * cache between, names the same rows with the same version, and a change applies only to the rows
 * it was computed from. The count of participants is not in it: a change carries it whole.
 */
export function tableVersion(topic: Topic, fecha: string, rows: readonly LeaderboardEntry[]): string {
  return createHash('sha256')
    .update(`${topic}\n${fecha}\n${JSON.stringify(rows)}`)
    .digest('base64url')
    .slice(0, 16);
}

type Pushed = { fecha: string; version: string; rows: LeaderboardEntry[]; total: number };

/** The last table pushed on each topic from this instance. */
export class LiveTables {
  private readonly last = new Map<Topic, Pushed>();

  /**
   * The change from the last push of `topic` to this table, or null when nothing a viewer sees
   * changed. The first push of a topic (or of a new day) carries the whole table (`base: null`).
   */
  change(topic: Topic, fecha: string, rows: LeaderboardEntry[], total: number): TableChange | null {
    const before = this.last.get(topic);
    const version = tableVersion(topic, fecha, rows);
    this.last.set(topic, { fecha, version, rows, total });
    if (!before || before.fecha !== fecha)
      return { base: null, version, rows, moved: [], removed: [], totalParticipantes: total };
    if (before.version === version && before.total === total) return null;
    return { base: before.version, version, ...diffRows(before.rows, rows), totalParticipantes: total };
  }

  /** Forgets a topic nobody here listens to any more: its next push starts whole. */
  forget(topic: Topic): void {
    this.last.delete(topic);
  }
}
