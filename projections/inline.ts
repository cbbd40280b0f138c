import type pg from 'pg';
import type { StoredEvent } from '../contracts/events.ts';

/**
 * A read model kept inside the append transaction of its events, so it never lags behind them.
 * `handles` names the event types it reads: an append of none of them needs no transaction.
 */
export interface InlineProjection {
  handles: readonly string[];
  project(tx: pg.ClientBase, events: StoredEvent[]): Promise<void>;
}

/** A read connection: the pool or a transaction's client. */
export type Db = pg.Pool | pg.ClientBase;
