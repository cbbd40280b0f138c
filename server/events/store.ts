// The event store (contracts/store.ts) over PostgreSQL: one events table, appends checked by stream
// version, inline projections in the append transaction, LISTEN/NOTIFY to every instance.
import type pg from 'pg';
import type { NewEvent, StoredEvent } from '../../contracts/events.ts';
import { VersionConflict, type EventNotification, type EventStore } from '../../contracts/store.ts';
import type { InlineProjection } from '../../projections/inline.ts';
import type { Listener } from '../db/listener.ts';
import { withTransaction } from '../db/pool.ts';

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
  /** What the commit notification says of the appended events beyond their ids. */
  summarize?: (events: NewEvent[]) => Partial<EventNotification>;
  /** The instance's LISTEN connection; without it `subscribe` hears nothing (a store that only writes). */
  listener?: Listener;
}

/**
 * One statement appends, checks the expected version and notifies: the rows go in at
 * expected+1.. only when the stream is at `expected` (the unique (stream, version) refuses a stream
 * that moved on, the `exists` a stream that is not there yet), and pg_notify fires on commit.
 */
function appendSql(count: number): string {
  const rows = Array.from({ length: count }, (_, i) => `($1, $2::int + ${i + 1}, $${3 + i * 3}, $${4 + i * 3}::jsonb, $${5 + i * 3}::jsonb)`);
  const summary = 3 + count * 3;
  return `with inserted as (
    insert into events (stream_id, stream_version, type, data, metadata)
    select * from (values ${rows.join(', ')}) as v
     where $2::int = 0 or exists (select 1 from events where stream_id = $1 and stream_version = $2::int)
    returning global_position, stream_version, created_at
  ), notified as (
    select pg_notify('${EVENTS_CHANNEL}', (jsonb_build_object('streamId', $1::text, 'version', max(stream_version), 'position', max(global_position))
                                           || $${summary}::jsonb)::text)
      from inserted having count(*) > 0
  )
  select global_position, stream_version, created_at, (select count(*) from notified) as notified
    from inserted order by stream_version`;
}

export function createEventStore(pool: pg.Pool, options: EventStoreOptions = {}): EventStore {
  const { projections = [], summarize, listener } = options;
  const handled = new Set(projections.flatMap((projection) => projection.handles));

  async function insert(db: pg.Pool | pg.PoolClient, streamId: string, expectedVersion: number, events: NewEvent[]): Promise<StoredEvent[]> {
    const values: unknown[] = [streamId, expectedVersion];
    for (const event of events) values.push(event.type, event.data, event.metadata ?? {});
    values.push({ types: [...new Set(events.map((event) => event.type))], ...summarize?.(events) });
    let rows: { global_position: number; stream_version: number; created_at: Date }[];
    try {
      ({ rows } = await db.query(appendSql(events.length), values));
    } catch (error) {
      if ((error as { code?: string }).code === '23505') throw new VersionConflict(streamId, expectedVersion);
      throw error;
    }
    // No row: the stream is not at the expected version (a caller deciding on a state it never read).
    if (rows.length === 0) throw new VersionConflict(streamId, expectedVersion);
    return rows.map((row, i) => ({
      globalPosition: row.global_position,
      streamId,
      streamVersion: row.stream_version,
      type: events[i].type,
      data: events[i].data as Record<string, unknown>,
      metadata: events[i].metadata ?? {},
      createdAt: row.created_at,
    }));
  }

  return {
    async append(streamId, expectedVersion, events) {
      if (events.length === 0) return [];
      // Events no projection reads need no transaction: the one statement is atomic on its own.
      if (!events.some((event) => handled.has(event.type))) return insert(pool, streamId, expectedVersion, events);
      return withTransaction(pool, async (tx) => {
        const inserted = await insert(tx, streamId, expectedVersion, events);
        for (const projection of projections) {
          if (inserted.some((event) => projection.handles.includes(event.type))) await projection.project(tx, inserted);
        }
        return inserted;
      });
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
