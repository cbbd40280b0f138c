import type pg from 'pg';
import type { PgBoss } from 'pg-boss';
import type { Config } from './config.ts';
import { createEventStore, type EventStore } from './events/store.ts';
import { Hub } from './realtime/hub.ts';
import { inlineProjections } from '../projections/index.ts';

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

export function createServices(config: Config, pool: pg.Pool, options: { boss?: PgBoss | null; now?: () => Date; onError?: (error: Error) => void } = {}): Services {
  return {
    config,
    pool,
    store: createEventStore(pool, inlineProjections, options.onError),
    hub: new Hub(),
    boss: options.boss ?? null,
    now: options.now ?? (() => new Date()),
  };
}
