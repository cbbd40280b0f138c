import type pg from 'pg';
import type { StoredEvent } from '../contracts/events.ts';
import { occurredAt } from '../contracts/events.ts';

/** What a projection reads of an event (when it happened, not the row the store gives it). */
export type ProjectedEvent = Pick<StoredEvent, 'streamId' | 'type' | 'data'> & { occurredAt: Date };

export const projected = (event: StoredEvent): ProjectedEvent => ({ ...event, occurredAt: occurredAt(event) });

/** The statement a projection adds its writes to. */
export interface StatementParts {
  /** The placeholder (`$n`) of a value. */
  param(value: unknown): string;
  /** A condition that holds when the statement's own events went in (always, in a rebuild). */
  readonly appended: string;
}

export type ProjectionWrites = {
  /** Common table expressions (`name as (…)`), named uniquely within the statement. */
  ctes: string[];
  /** Expressions the statement must read for them to run (a data-modifying one runs anyway). */
  reads: string[];
};

/**
 * A read model kept in the very statement that appends its events, so it never lags behind them
 * and an append is one atomic statement. `handles` names the event types it reads: an append of
 * none of them is the events' insert alone.
 */
export interface InlineProjection {
  handles: readonly string[];
  writes(events: ProjectedEvent[], parts: StatementParts): ProjectionWrites;
}

/** Every projection's writes for these events, one after another. */
export function projectionWrites(projections: readonly InlineProjection[], events: ProjectedEvent[], parts: StatementParts): ProjectionWrites {
  const all: ProjectionWrites = { ctes: [], reads: [] };
  for (const projection of projections) {
    if (!events.some((event) => projection.handles.includes(event.type))) continue;
    const { ctes, reads } = projection.writes(events, parts);
    all.ctes.push(...ctes);
    all.reads.push(...reads);
  }
  return all;
}

/** Collects a statement's parameters. */
export function statementParts(values: unknown[], appended: string): StatementParts {
  return {
    param(value) {
      values.push(value);
      return `$${values.length}`;
    },
    appended,
  };
}

/** A read connection: the pool or a transaction's client. */
export type Db = pg.Pool | pg.ClientBase;
