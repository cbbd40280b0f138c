import type { StoredEvent } from './store.ts';

/**
 * When the event happened by the server's own clock (`services.now()`, kept in metadata.at), so
 * timings follow the clock tests move; created_at (the database's clock) only for events without it.
 */
export function occurredAt(event: Pick<StoredEvent, 'metadata' | 'createdAt'>): Date {
  const at = event.metadata.at;
  return typeof at === 'string' ? new Date(at) : event.createdAt;
}

/** The metadata that makes occurredAt follow the server's clock. */
export const at = (now: Date) => ({ at: now.toISOString() });
