// The event store (contracts/store.ts) over PostgreSQL: one events table, appends checked by stream
// version, inline projections in the append transaction, LISTEN/NOTIFY to every instance; appends
// of one plain event group-committed (batch.ts).
import { createHash } from 'node:crypto';
import type pg from 'pg';
import type { NewEvent, StoredEvent } from '../../contracts/events.ts';
import { VersionConflict, type AppendGuard, type EventNotification, type EventStore } from '../../contracts/store.ts';
import { projectionWrites, statementParts, type InlineProjection } from '../../projections/inline.ts';
import type { Listener } from '../db/listener.ts';
import { createAppendBatcher, type WrittenRow } from './batch.ts';
import { createNotifier } from './notify.ts';

export const EVENTS_CHANNEL = 'events';

/** An events table row as pg returns it. */
export interface EventRow {
  global_position: number;
  stream_id: string;
  stream_version: number;
  type: string;
  data: Record<string, unknown>;
  metadata: Record<string, unknown>;
  created_at: Date;
}

export const toEvent = (row: EventRow): StoredEvent => ({
  globalPosition: row.global_position,
  streamId: row.stream_id,
  streamVersion: row.stream_version,
  type: row.type,
  data: row.data,
  metadata: row.metadata,
  createdAt: row.created_at,
});

export const EVENT_COLUMNS = 'global_position, stream_id, stream_version, type, data, metadata, created_at';

export interface EventStoreOptions {
  projections?: InlineProjection[];
  /**
   * What the commit notification says of the appended events beyond their ids, or null when nobody
   * needs to hear of them. Each notification wakes every instance, so only what listeners act on
   * should notify (it goes once the append committed: notify.ts). Without it every append notifies.
   */
  summarize?: (events: NewEvent[]) => Partial<EventNotification> | null;
  /** The instance's LISTEN connection; without it `subscribe` hears nothing (a store that only writes). */
  listener?: Listener;
  /** Told of a notification that could not be sent (its append committed all the same). */
  onError?: (error: Error) => void;
}

/**
 * One statement appends: the events go in at expected+1.. only when the stream is at `expected`
 * (the unique (stream, version) refuses a stream that moved on, the `exists` a stream that is not
 * there yet); the inline projections' writes ride along, gated on the events going in. Atomic on
 * its own: no transaction, one round trip.
 */
function appendStatement(streamId: string, expectedVersion: number, events: NewEvent[], projections: readonly InlineProjection[], guard?: AppendGuard) {
  const values: unknown[] = [streamId, expectedVersion];
  const rows = events.map((event, i) => {
    values.push(event.type, event.data, event.metadata ?? {});
    const n = values.length;
    return `($1, $2::int + ${i + 1}, $${n - 2}, $${n - 1}::jsonb, $${n}::jsonb)`;
  });
  let guarded = '';
  if (guard) {
    values.push(guard.unlessStream, guard.hasType);
    guarded = ` and not exists (select 1 from events where stream_id = $${values.length - 1} and type = $${values.length})`;
  }
  const ctes = [
    `inserted as (
      insert into events (stream_id, stream_version, type, data, metadata)
      select * from (values ${rows.join(', ')}) as v
       where ($2::int = 0 or exists (select 1 from events where stream_id = $1 and stream_version = $2::int))${guarded}
      returning global_position, stream_version, created_at)`,
  ];
  // Events of an append happen at its `at`: the projections read it before the rows exist.
  const projected = events.map((event) => {
    const at = event.metadata?.at;
    return { streamId, type: event.type, data: event.data as Record<string, unknown>, occurredAt: typeof at === 'string' ? new Date(at) : new Date() };
  });
  const writes = projectionWrites(projections, projected, statementParts(values, 'exists (select 1 from inserted)'));
  ctes.push(...writes.ctes);
  const reads = writes.reads.map((name) => `, (select count(*) from ${name}) as ${name}`).join('');
  return { text: `with ${ctes.join(', ')} select global_position, stream_version, created_at${reads} from inserted order by stream_version`, values };
}

/** An appended event as the store gives it back: as it was given, where PostgreSQL put it. */
const storedAs = (streamId: string, event: NewEvent, row: WrittenRow): StoredEvent => ({
  globalPosition: row.global_position,
  streamId,
  streamVersion: row.stream_version,
  type: event.type,
  data: event.data as Record<string, unknown>,
  metadata: event.metadata ?? {},
  createdAt: row.created_at,
});

/** Named statements are parsed and planned once per connection (planning cost more than running). */
const statementNames = new Map<string, string>();
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `append-${createHash('sha1').update(text).digest('hex').slice(0, 16)}`));
  return name;
}

export function createEventStore(pool: pg.Pool, options: EventStoreOptions = {}): EventStore {
  const { projections = [], summarize, listener, onError = () => {} } = options;
  const batcher = createAppendBatcher(pool);
  const notifier = createNotifier(pool, EVENTS_CHANNEL, onError);
  const projected = new Set(projections.flatMap((projection) => projection.handles));

  return {
    async append(streamId, expectedVersion, events, guard) {
      if (events.length === 0) return [];
      const summary = summarize ? summarize(events) : {};
      // One event that nothing projects and nobody hears of: it can share a statement with others.
      if (summary === null && events.length === 1 && !projected.has(events[0].type)) {
        return [storedAs(streamId, events[0], await batcher.append(streamId, expectedVersion, events[0], guard))];
      }
      const { text, values } = appendStatement(streamId, expectedVersion, events, projections, guard);
      let rows: WrittenRow[];
      try {
        ({ rows } = await pool.query({ name: statementName(text), text, values }));
      } catch (error) {
        if ((error as { code?: string }).code === '23505') throw new VersionConflict(streamId, expectedVersion);
        throw error;
      }
      // No row: the stream is not at the expected version (a caller deciding on a state it never read).
      if (rows.length === 0) throw new VersionConflict(streamId, expectedVersion);
      const stored = rows.map((row, i) => storedAs(streamId, events[i], row));
      if (summary) {
        const last = stored[stored.length - 1];
        const notification: EventNotification = {
          streamId,
          version: last.streamVersion,
          position: last.globalPosition,
          types: [...new Set(events.map((event) => event.type))],
          ...summary,
        };
        await notifier.notify(JSON.stringify(notification));
      }
      return stored;
    },

    async readStream(streamId) {
      const result = await pool.query<EventRow>(
        `select ${EVENT_COLUMNS} from events where stream_id = $1 order by stream_version`,
        [streamId],
      );
      return result.rows.map(toEvent);
    },

    async readAll(fromPosition, limit = 1000) {
      const result = await pool.query<EventRow>(
        `select ${EVENT_COLUMNS} from events
          where global_position > $1 and tx_id < pg_snapshot_xmin(pg_current_snapshot())
          order by global_position limit $2`,
        [fromPosition, limit],
      );
      return result.rows.map(toEvent);
    },

    subscribe(listener_, onResume) {
      if (!listener) return () => {};
      return listener.listen(EVENTS_CHANNEL, {
        onMessage: (payload) => listener_(JSON.parse(payload) as EventNotification),
        onResume,
      });
    },
  };
}
