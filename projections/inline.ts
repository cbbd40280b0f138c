import type pg from 'pg';
import type { StoredEvent } from '../contracts/events.ts';
import { occurredAt } from '../contracts/events.ts';

/** What a projection reads of an event (when it happened, not the row the store gives it; its place in the log). */
export type ProjectedEvent = Pick<StoredEvent, 'streamId' | 'type' | 'data'> & { occurredAt: Date; position?: number };

export const projected = (event: StoredEvent): ProjectedEvent => ({
  ...event,
  occurredAt: occurredAt(event),
  position: event.globalPosition,
});

/**
 * The relation every projection reads, named `source` in its statement: one row per event that went
 * in (its stream, type, data, when it happened and its place in the log), in the order they went in.
 */
const SOURCE_COLUMNS = 'stream_id text, type text, data jsonb, occurred_at timestamptz, position bigint';

/**
 * `finished_plays`: the PlayFinished events of `source` with their fields (as contracts/events.ts
 * types them), the one reading of a finished play's data in SQL, shared by the projections that
 * count finished plays (every statement of projections defines it).
 */
export const FINISHED_PLAYS = 'finished_plays';
const FINISHED_PLAYS_CTE = `finished_plays as (
  select s.stream_id, s.occurred_at, f."userId" as user_id, f."anonId" as anon_id, f.fecha, f.modo, f."preguntaId" as pregunta_id,
         f.won, (f.result->>'totalScore')::int as score, (f.result->>'stars')::int as stars, f.attempts, f.hints, f.seconds, f.ranked,
         coalesce(f.flags, '{}') as flags, coalesce(f."hardMode", false) as hard_mode
    from source s
   cross join lateral jsonb_to_record(s.data) as f("userId" int, "anonId" uuid, fecha date, modo text, "preguntaId" int, won boolean,
                                                   attempts int, hints int, seconds int, ranked boolean, result jsonb, flags text[],
                                                   "hardMode" boolean)
   where s.type = 'PlayFinished')`;

/**
 * `reviewed_plays`: the last PlayReviewed of each stream in `source` (an admin's fair-play verdict)
 * with its fields. A statement of the live path carries at most one per stream; a rebuild's page may
 * carry a play's end and its verdicts together, so the projections that write a finished play's row
 * take its verdict from here, and those that update a row written before read it too.
 */
export const REVIEWED_PLAYS = 'reviewed_plays';
const REVIEWED_PLAYS_CTE = `reviewed_plays as (
  select distinct on (s.stream_id) s.stream_id, s.occurred_at, r.verdict, r.ranked, r."userId" as user_id, r.fecha,
         r."reviewerId" as reviewer_id
    from source s
   cross join lateral jsonb_to_record(s.data) as r(verdict text, ranked boolean, "userId" int, fecha date, "reviewerId" int)
   where s.type = 'PlayReviewed'
   order by s.stream_id, s.position desc)`;

type ProjectionWrites = {
  /** Common table expressions (`name as (…)`), named uniquely within the statement. */
  ctes: string[];
  /** Expressions the statement must read for them to run (a data-modifying one runs anyway). */
  reads: string[];
};

/**
 * A read model kept in the very statement that appends its events, so it never lags behind them
 * and an append is one atomic statement. Its writes are fixed SQL over `source`, whatever the
 * statement carries (one append, a batch of many, a rebuild's page): each connection plans the
 * statement once, and the work of many plays is shared. Each write sorts its rows by the key it
 * locks, so statements that update the same rows take them in one order and never deadlock.
 * `handles` names the event types it reads: a statement of none of them leaves its writes out.
 */
export interface InlineProjection {
  /** Names the prepared statements that carry its writes (unique among projections). */
  name: string;
  handles: readonly string[];
  writes: ProjectionWrites;
  /**
   * Event types whose writes may touch rows the writes of other appends in the statement touch (a
   * row written twice in one statement is refused, or worse): their appends go in a statement of
   * their own.
   */
  alone?: readonly string[];
}

/**
 * The name of a prepared statement carrying the projections: the prefix and the projections' names, or
 * a digest of those names when they would pass PostgreSQL's 63 bytes (it cuts longer names, and two cut
 * alike would clash on one connection).
 */
export function statementName(prefix: string, projections: readonly InlineProjection[]): string {
  const names = projections.map((projection) => projection.name).join('+');
  const name = `${prefix}+${names}`;
  return new TextEncoder().encode(name).length <= 63 ? name : `${prefix}+${fnv1a(names)}`;
}

/** FNV-1a, 32 bits in hex: a short, stable digest of the projections' names. */
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * A statement carrying the projections' writes: `ctes` define `source` (with SOURCE_COLUMNS) and
 * whatever it comes from, then the projections' writes follow, and the final select (`columns`
 * `from`) reads what their writes need read to run.
 */
export function projectingStatement(
  projections: readonly InlineProjection[],
  ctes: readonly string[],
  columns: string,
  from?: string,
): string {
  const writes = projections.flatMap((projection) => projection.writes.ctes);
  const reads = projections
    .flatMap((projection) => projection.writes.reads)
    .map((name) => `, (select count(*) from ${name}) as ${name}`);
  return `with ${[...ctes, FINISHED_PLAYS_CTE, REVIEWED_PLAYS_CTE, ...writes].join(', ')} select ${columns}${reads.join('')}${from ? ` from ${from}` : ''}`;
}

/**
 * Writes what already stored `events` make of the projections' tables, in one statement (a rebuild's
 * page, a benchmark's play): the same writes an append carries.
 */
export async function projectEvents(
  db: Db,
  projections: readonly InlineProjection[],
  events: readonly ProjectedEvent[],
): Promise<void> {
  const handled = new Set(projections.flatMap((projection) => projection.handles));
  const read = events.filter((event) => handled.has(event.type));
  if (read.length === 0) return;
  const source = `source as (select * from jsonb_to_recordset($1::jsonb) as s(${SOURCE_COLUMNS}))`;
  const json = JSON.stringify(
    read.map((event, i) => ({
      stream_id: event.streamId,
      type: event.type,
      data: event.data,
      occurred_at: event.occurredAt,
      position: event.position ?? i,
    })),
  );
  await db.query({
    name: statementName('project', projections),
    text: projectingStatement(projections, [source], '1'),
    values: [json],
  });
}

/** A read connection: the pool or a transaction's client. */
export type Db = pg.Pool | pg.ClientBase;
