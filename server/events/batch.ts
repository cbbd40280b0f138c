// Group commit: every append goes in a statement with the others that arrive while earlier ones are
// on their way to PostgreSQL, so at midnight a few dozen guesses, wins among them, cost one round
// trip and one commit, while a lone append goes at once and waits for nobody. The statement is the
// same text whatever it carries (the appends come as one jsonb array), planned once per connection;
// the inline projections ride along as fixed SQL over the events that went in.
import type pg from 'pg';
import type { NewEvent } from '../../contracts/events.ts';
import { VersionConflict, type AppendGuard, type KeptAnswer } from '../../contracts/store.ts';
import { projectingStatement, statementName, type InlineProjection } from '../../projections/inline.ts';
import { isConnectionError, isWriteRefusal } from '../db/index.ts';

/** Told of each statement: its appends, its seconds, whether PostgreSQL refused it. */
export type StatementObserver = (appends: number, seconds: number, refused: boolean) => void;

/** What PostgreSQL says of an appended row (the rest is the event as it was given). */
export type WrittenRow = { global_position: number; stream_version: number; created_at: Date };

type Pending = {
  streamId: string;
  expectedVersion: number;
  events: readonly NewEvent[];
  guard?: AppendGuard;
  answer?: KeptAnswer;
  resolve: (rows: WrittenRow[]) => void;
  reject: (error: unknown) => void;
};

/**
 * Statements of batched appends on their way at once; the next batch gathers meanwhile. One: under
 * the herd each statement waits mostly for its WAL flush, and the appends gathering behind it make
 * the next one bigger (measured against two and three: less CPU per append on both sides and more
 * appends a second).
 */
export const BATCHES_IN_FLIGHT = 1;
/** Appends in one statement at most. */
const BATCH_SIZE = 200;

/**
 * The appends' events, one row each (`part` is its place in its append), and the first event of
 * each append checked: it goes in at expected+1 only when its stream is at `expected` (the `exists`
 * refuses a stream that is not there yet or is behind; the unique (stream, version), through `do
 * nothing`, one that moved on) and none of its guard's streams holds an event of the guard's types. The rest
 * of an append follows its first event only (a batch holds one append per stream); they cannot
 * conflict once the first went in, and if they did PostgreSQL would refuse the whole statement. A
 * row refused is a conflict for its append alone. The `offset 0` keeps each check an index probe
 * per row: without it PostgreSQL may plan a check, while the log is small, as one hashed scan of
 * the whole events table, and keep that plan as the table grows (measured: 5 ms a batch by the end
 * of a 6,000-player herd). The guard looks its streams up one by one (`unnest`, then equality and
 * `limit 1`): as `stream_id = any(guard_streams)`, an array whose length the planner cannot see, a
 * log grown since PostgreSQL last counted it was planned as a scan of the whole log, 5 ms a
 * statement at midnight (the herd ran at a third of the bare route's speed). The rows come as one
 * jsonb array, whose length the planner cannot see: every batch then costs the same to its eyes and
 * the connection keeps one generic plan. An append with an answer to keep (its Idempotency-Key) goes
 * in only while its key is not kept yet, and the key goes in with it (`answers`: the stream and the
 * versions, from which the answer is made again): the key exists exactly when the effect does, and a
 * resend that raced past the look-up is refused here (an index
 * probe per row too, `offset 0`: a small table's check was planned as a hashed scan of it).
 */
const APPENDED = [
  `v as materialized (
    select * from jsonb_to_recordset($1::jsonb)
      as v(n int, part int, stream_id text, version int, type text, data jsonb, metadata jsonb, guard_streams text[], guard_types text[],
            answer_id uuid, answer_request uuid, answer_last int))`,
  `first as (
    insert into events (stream_id, stream_version, type, data, metadata)
    select v.stream_id, v.version, v.type, v.data, v.metadata from v
     where v.part = 0
       and (v.version = 1 or exists (select 1 from events e where e.stream_id = v.stream_id and e.stream_version = v.version - 1 offset 0))
       and (v.guard_streams is null or not exists (select 1 from unnest(v.guard_streams) gs(id) cross join lateral (select 1 from events g where g.stream_id = gs.id and g.type = any(v.guard_types) limit 1) h))
       and (v.answer_id is null or not exists (select 1 from idempotency_keys k where k.id = v.answer_id offset 0))
     order by v.n
    on conflict (stream_id, stream_version) do nothing
    returning global_position, stream_id, stream_version, created_at)`,
  `rest as (
    insert into events (stream_id, stream_version, type, data, metadata)
    select v.stream_id, v.version, v.type, v.data, v.metadata from v join first f on f.stream_id = v.stream_id
     where v.part > 0
     order by v.n
    returning global_position, stream_id, stream_version, created_at)`,
  `written as (select * from first union all select * from rest)`,
  `answers as (
    insert into idempotency_keys (id, request, status, stream_id, first_version, last_version)
    select v.answer_id, v.answer_request, 200, v.stream_id, v.version, v.answer_last
      from v join first f on f.stream_id = v.stream_id and f.stream_version = v.version
     where v.part = 0 and v.answer_id is not null)`,
];

/** The statement of appends whose events no projection reads. */
export const BATCH_APPEND = `with ${APPENDED.join(', ')} select global_position, stream_id, stream_version, created_at from written`;

/** The statement of appends with the projections' writes, over the events that went in (`source`). */
export function projectedBatchAppend(projections: readonly InlineProjection[]): string {
  const source = `source as (
    select v.stream_id, v.type, v.data, coalesce((v.metadata->>'at')::timestamptz, now()) as occurred_at, w.global_position as position
      from written w join v on v.stream_id = w.stream_id and v.version = w.stream_version order by v.n)`;
  return projectingStatement(
    projections,
    [...APPENDED, source],
    'global_position, stream_id, stream_version, created_at',
    'written',
  );
}

/** The batch's events as the statement's one parameter, numbered in the order they go in. */
function rowsOf(batch: readonly Pending[]): string {
  let n = 0;
  return JSON.stringify(
    batch.flatMap((p) =>
      p.events.map((event, part) => ({
        n: n++,
        part,
        stream_id: p.streamId,
        version: p.expectedVersion + 1 + part,
        type: event.type,
        data: event.data,
        metadata: event.metadata ?? {},
        guard_streams: p.guard?.unlessStreams ?? null,
        guard_types: p.guard?.hasTypes ?? null,
        ...(part === 0 && p.answer
          ? {
              answer_id: p.answer.id,
              answer_request: p.answer.request,
              answer_last: p.expectedVersion + p.events.length,
            }
          : {}),
      })),
    ),
  );
}

export function createAppendBatcher(
  pool: pg.Pool,
  projections: readonly InlineProjection[],
  observe: StatementObserver = () => {},
) {
  const projected = new Set(projections.flatMap((projection) => projection.handles));
  const solitary = new Set(projections.flatMap((projection) => projection.alone ?? []));
  const isAlone = (p: Pending) => p.events.some((event) => solitary.has(event.type));
  const withProjections = {
    name: statementName('append-batch', projections),
    text: projectedBatchAppend(projections),
  };
  const plain = { name: 'append-batch', text: BATCH_APPEND };
  let queue: Pending[] = [];
  /** Streams with an append in a statement on its way. */
  const busy = new Set<string>();
  let inFlight = 0;

  /** Answers each append of a statement that went through. */
  function settle(batch: readonly Pending[], rows: readonly (WrittenRow & { stream_id: string })[]) {
    const written = new Map(rows.map((row) => [`${row.stream_id}\u0000${row.stream_version}`, row]));
    for (const p of batch) {
      const mine = p.events.map((_, part) => written.get(`${p.streamId}\u0000${p.expectedVersion + 1 + part}`));
      if (mine.every((row) => row !== undefined)) p.resolve(mine);
      else p.reject(new VersionConflict(p.streamId, p.expectedVersion));
    }
  }

  const statementOf = (batch: readonly Pending[]) => ({
    ...(batch.some((p) => p.events.some((event) => projected.has(event.type))) ? withProjections : plain),
    values: [rowsOf(batch)],
  });

  /** Why an append's statement failed: a version taken meanwhile by another instance is a conflict like any other. */
  const failure = (p: Pending, error: unknown) =>
    (error as { code?: string }).code === '23505' ? new VersionConflict(p.streamId, p.expectedVersion) : error;

  /** One append on its own, after its batch was refused. */
  async function alone(p: Pending) {
    try {
      settle([p], (await pool.query<WrittenRow & { stream_id: string }>(statementOf([p]))).rows);
    } catch (error) {
      p.reject(failure(p, error));
    }
  }

  /**
   * A batch's statement. Once it went through, the next batch goes before these appends are
   * answered (their answers are work for the event loop, the next statement is not); refused, its
   * appends go one by one in the order they came (each one's projections then read what the ones
   * before it wrote), their streams held until then.
   */
  async function run(batch: Pending[]) {
    let rows: (WrittenRow & { stream_id: string })[];
    const started = performance.now();
    try {
      ({ rows } = await pool.query<WrittenRow & { stream_id: string }>(statementOf(batch)));
      observe(batch.length, (performance.now() - started) / 1000, false);
    } catch (error) {
      observe(batch.length, (performance.now() - started) / 1000, true);
      // A database that refuses every write (read-only, disk full) refuses each append alone too.
      if (batch.length > 1 && !isConnectionError(error) && !isWriteRefusal(error))
        for (const p of batch) await alone(p);
      else for (const p of batch) p.reject(failure(p, error));
      done(batch);
      return;
    }
    done(batch);
    settle(batch, rows);
  }

  function done(batch: readonly Pending[]) {
    for (const p of batch) busy.delete(p.streamId);
    inFlight -= 1;
    pump();
  }

  /**
   * The next batch: the oldest appends, one per stream and none of a stream with an append on its
   * way (appends of one stream go in the order they came, one statement after another). An append
   * a projection wants alone (InlineProjection.alone) goes in a batch of its own.
   */
  function take(): Pending[] {
    const batch: Pending[] = [];
    const later: Pending[] = [];
    /** Streams whose older append waits for a later batch: theirs wait behind it. */
    const waiting = new Set<string>();
    let closed = false;
    for (const p of queue) {
      const alone = isAlone(p);
      if (
        !closed &&
        batch.length < BATCH_SIZE &&
        !busy.has(p.streamId) &&
        !waiting.has(p.streamId) &&
        (!alone || batch.length === 0)
      ) {
        busy.add(p.streamId);
        batch.push(p);
        closed = alone;
      } else {
        waiting.add(p.streamId);
        later.push(p);
      }
    }
    queue = later;
    return batch;
  }

  function pump() {
    while (inFlight < BATCHES_IN_FLIGHT && queue.length > 0) {
      const batch = take();
      if (batch.length === 0) return;
      inFlight += 1;
      void run(batch);
    }
  }

  return {
    /** The rows the events went in as, or a VersionConflict. */
    append(
      streamId: string,
      expectedVersion: number,
      events: readonly NewEvent[],
      guard?: AppendGuard,
      answer?: KeptAnswer,
    ): Promise<WrittenRow[]> {
      return new Promise((resolve, reject) => {
        queue.push({ streamId, expectedVersion, events, guard, answer, resolve, reject });
        pump();
      });
    },
  };
}
