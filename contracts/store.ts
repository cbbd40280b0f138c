// The event store as every layer sees it; server/events/store.ts is its PostgreSQL implementation.
import type { NewEvent, StoredEvent } from './events.ts';

/** What every instance hears when an append commits: ids and a small summary, never documents. */
export interface EventNotification {
  streamId: string;
  version: number;
  position: number;
  types: string[];
  /** A finished play's player and whether it ranks (set by the play's append). */
  finished?: { userId: number | null; fecha: string; ranked: boolean };
  /** An admin's fair-play verdict on a player's play of a day: the rankings move either way. */
  reviewed?: { userId: number; fecha: string };
}

/** A condition of an append on other streams: it goes in only while none of them holds an event of these types. */
export type AppendGuard = { unlessStreams: readonly string[]; hasTypes: readonly string[] };

/**
 * A command's Idempotency-Key, kept with its events (the stream and the versions they went in at)
 * in the append's own transaction; the append is refused (a VersionConflict) when the key is already
 * kept. Its answer is made again from those events, never stored.
 */
export type KeptAnswer = { id: string; request: string };

export interface EventStore {
  /**
   * Appends after `expectedVersion` (0 for a new stream) in one transaction with the inline
   * projections (and `answer`, when given). A VersionConflict when the stream is not at that
   * version, the guard refuses, or the answer's key is already kept.
   */
  append(
    streamId: string,
    expectedVersion: number,
    events: NewEvent[],
    guard?: AppendGuard,
    answer?: KeptAnswer,
  ): Promise<StoredEvent[]>;
  readStream(streamId: string): Promise<StoredEvent[]>;
  /** Events after a position, stopping before any event an in-flight transaction may still commit. */
  readAll(fromPosition: number, limit?: number): Promise<StoredEvent[]>;
  /**
   * Every instance hears every commit of the appends the store notifies (those a listener acts on);
   * `onResume` is told after a gap in which some may have been missed.
   */
  subscribe(listener: (notification: EventNotification) => void, onResume?: () => void): () => void;
}

/** The stream moved on since the caller read it: someone else's append got in first. */
export class VersionConflict extends Error {
  readonly streamId: string;
  readonly expectedVersion: number;
  constructor(streamId: string, expectedVersion: number) {
    super(`stream ${streamId} is no longer at version ${expectedVersion}`);
    this.name = 'VersionConflict';
    this.streamId = streamId;
    this.expectedVersion = expectedVersion;
  }
}
