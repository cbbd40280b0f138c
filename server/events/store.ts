// The event store (contracts/store.ts) over PostgreSQL: one events table, appends checked by stream
// version and group-committed with the inline projections in their statement (batch.ts),
// LISTEN/NOTIFY to every instance once they committed (notify.ts).
import type pg from 'pg';
import type { NewEvent, StoredEvent } from '../../contracts/events.ts';
import type { EventNotification, EventStore } from '../../contracts/store.ts';
import type { InlineProjection } from '../../projections/inline.ts';
import type { Listener } from '../db/index.ts';
import { createAppendBatcher, type StatementObserver, type WrittenRow } from './batch.ts';
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
  /** Told of every group-commit statement (metrics): its appends, its time, whether PostgreSQL refused it. */
  onStatement?: StatementObserver;
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

export function createEventStore(pool: pg.Pool, options: EventStoreOptions = {}): EventStore {
  const { projections = [], summarize, listener, onError = () => {}, onStatement } = options;
  const batcher = createAppendBatcher(pool, projections, onStatement);
  const notifier = createNotifier(pool, EVENTS_CHANNEL, onError);

  return {
    async append(streamId, expectedVersion, events, guard, answer) {
      if (events.length === 0) return [];
      const rows = await batcher.append(streamId, expectedVersion, events, guard, answer);
      const stored = rows.map((row, i) => storedAs(streamId, events[i], row));
      const summary = summarize ? summarize(events) : {};
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
