// A live table (a leaderboard's top 30, a league's table) as changes: what the server sends when
// it moved, and how a page applies that to the snapshot it loaded (contracts/messages.ts,
// TableChange). One module for both ends, so what one computes the other undoes exactly.
import type { LeaderboardEntry } from '../../contracts/api/leaderboards.ts';
import type { TableChange } from '../../contracts/messages.ts';

type Rows = TableChange['rows'];

/** A row with its position set aside: two rows that differ only there only moved. */
const figures = ({ posicion: _posicion, ...rest }: LeaderboardEntry) => JSON.stringify(rest);

/** The rows, moves and departures that turn `before` into `after` (both in table order). */
export function diffRows(before: Rows, after: Rows): Pick<TableChange, 'rows' | 'moved' | 'removed'> {
  const old = new Map(before.map((row) => [row.usuario_id, row]));
  const rows: LeaderboardEntry[] = [];
  const moved: [number, number][] = [];
  for (const row of after) {
    const was = old.get(row.usuario_id);
    if (!was || figures(was) !== figures(row)) rows.push(row);
    else if (was.posicion !== row.posicion) moved.push([row.usuario_id, row.posicion]);
  }
  const kept = new Set(after.map((row) => row.usuario_id));
  const removed = before.filter((row) => !kept.has(row.usuario_id)).map((row) => row.usuario_id);
  return { rows, moved, removed };
}

/**
 * The table after a change, or null when the change does not apply to it (it is not at the
 * change's base: the caller loads the table again). `version`: the table's own.
 */
export function applyChange<Row extends LeaderboardEntry>(
  table: readonly Row[],
  version: string,
  change: TableChange,
): Row[] | null {
  if (change.base === null) return change.rows as Row[];
  if (change.base !== version) return null;
  const gone = new Set(change.removed);
  const rows = new Map<number, Row>();
  for (const row of table) if (!gone.has(row.usuario_id)) rows.set(row.usuario_id, row);
  for (const [usuarioId, posicion] of change.moved) {
    const row = rows.get(usuarioId);
    if (!row) return null;
    rows.set(usuarioId, { ...row, posicion });
  }
  for (const row of change.rows) rows.set(row.usuario_id, row as Row);
  // Every tie is broken on the server: positions are 1, 2, 3… with no shared places.
  return [...rows.values()].sort((a, b) => a.posicion - b.posicion);
}
