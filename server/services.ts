import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { PlayFinished, StoredEvent } from '../contracts/events.ts';
import type { EventNotification, EventStore } from '../contracts/store.ts';
import { inlineProjections } from '../projections/index.ts';
import type { Config } from './config.ts';
import { createEventStore } from './events/store.ts';
import { Hub } from './realtime/hub.ts';

/** Everything a request handler or a job may use; built once per process (or per test). */
export interface Services {
  config: Config;
  pool: pg.Pool;
  store: EventStore;
  hub: Hub;
  /** pg-boss, when jobs run in this process (always with npm start; optional in tests). */
  boss: PgBoss | null;
  /** The clock; tests move it to cross midnight in Madrid. */
  now: () => Date;
}

/** Every instance hears whose play finished and whether it ranks, so pushes need no read to decide. */
function summarize(events: StoredEvent[]): Partial<EventNotification> {
  const finished = events.find((event) => event.type === 'PlayFinished')?.data as PlayFinished['data'] | undefined;
  return finished ? { finished: { userId: finished.userId, fecha: finished.fecha, ranked: finished.ranked } } : {};
}

export function createServices(config: Config, pool: pg.Pool, options: { boss?: PgBoss | null; now?: () => Date; onError?: (error: Error) => void } = {}): Services {
  return {
    config,
    pool,
    store: createEventStore(pool, { projections: inlineProjections, summarize, onError: options.onError }),
    hub: new Hub(),
    boss: options.boss ?? null,
    now: options.now ?? (() => new Date()),
  };
}
