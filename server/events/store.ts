// The event store (contracts/store.ts) over PostgreSQL: one events table, appends checked by stream
// version, inline projections in the append transaction, LISTEN/NOTIFY to every instance.
import type pg from 'pg';
import type { StoredEvent } from '../../contracts/events.ts';
import { VersionConflict, type EventNotification, type EventStore } from '../../contracts/store.ts';
import type { InlineProjection } from '../../projections/inline.ts';
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
  summarize?: (events: StoredEvent[]) => Partial<EventNotification>;
  onError?: (error: Error) => void;
}

export function createEventStore(pool: pg.Pool, options: EventStoreOptions = {}): EventStore {
  const { projections = [], summarize, onError = () => {} } = options;
  const listeners = new Set<(notification: EventNotification) => void>();
  let listenClient: pg.PoolClient | null = null;
  let listening: Promise<void> | null = null;
  let closed = false;

  async function listen(): Promise<void> {
    const client = await pool.connect();
    client.on('notification', (message) => {
      if (message.channel !== EVENTS_CHANNEL || !message.payload) return;
      const notification = JSON.parse(message.payload) as EventNotification;
      for (const listener of listeners) listener(notification);
    });
    client.on('error', (error) => {
      // After close() the client is already back in the pool: releasing it again would throw.
      if (closed || listenClient !== client) return;
      onError(error);
      client.release(error);
      listenClient = null;
      listening = null;
      if (listeners.size > 0) setTimeout(ensureListening, 1000);
    });
    try {
      await client.query(`listen ${EVENTS_CHANNEL}`);
    } catch (error) {
      client.release(error as Error);
      throw error;
    }
    listenClient = client;
  }

  function ensureListening() {
    if (closed || listening) return;
    listening = listen().catch((error) => {
      onError(error);
      listening = null;
      if (!closed) setTimeout(ensureListening, 1000);
    });
  }

  return {
    async append(streamId, expectedVersion, events) {
      if (events.length === 0) return [];
      return withTransaction(pool, async (tx) => {
        const values: unknown[] = [];
        const rows = events.map((event, index) => {
          values.push(streamId, expectedVersion + index + 1, event.type, event.data, event.metadata ?? {});
          const base = index * 5;
          return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5})`;
        });
        let inserted: StoredEvent[];
        try {
          const result = await tx.query<EventRow>(
            `insert into events (stream_id, stream_version, type, data, metadata) values ${rows.join(', ')} returning ${EVENT_COLUMNS}`,
            values,
          );
          inserted = result.rows.map(toEvent);
        } catch (error) {
          if ((error as { code?: string }).code === '23505') throw new VersionConflict(streamId, expectedVersion);
          throw error;
        }
        if (expectedVersion > 0) {
          // A gap would mean the caller decided on a state it never read.
          const previous = await tx.query('select 1 from events where stream_id = $1 and stream_version = $2', [streamId, expectedVersion]);
          if (previous.rowCount === 0) throw new VersionConflict(streamId, expectedVersion);
        }
        for (const project of projections) await project(tx, inserted);
        const last = inserted[inserted.length - 1];
        const notification: EventNotification = {
          streamId,
          version: last.streamVersion,
          position: last.globalPosition,
          types: [...new Set(inserted.map((event) => event.type))],
          ...summarize?.(inserted),
        };
        await tx.query('select pg_notify($1, $2)', [EVENTS_CHANNEL, JSON.stringify(notification)]);
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

    subscribe(listener) {
      listeners.add(listener);
      ensureListening();
      return () => listeners.delete(listener);
    },

    async close() {
      closed = true;
      listeners.clear();
      await listening?.catch(() => {});
      if (listenClient) {
        await listenClient.query(`unlisten ${EVENTS_CHANNEL}`).catch(() => {});
        listenClient.release();
        listenClient = null;
      }
    },
  };
}
