// What a session token is checked against (the account's token version and admin flag), kept per
// instance so a request costs no lookup. A trigger (migration 070) notifies every instance of any
// change, the entry goes at once; entries also age out, and a gap in listening empties the cache.
import type { Listener } from '../db/listener.ts';

export const SESSIONS_CHANNEL = 'sessions';
const TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;

export type SessionState = { tokenVersion: number; admin: boolean };

export class SessionCache {
  private readonly entries = new Map<number, SessionState & { at: number }>();

  constructor(listener: Listener | null) {
    listener?.listen(SESSIONS_CHANNEL, {
      onMessage: (payload) => this.entries.delete(Number(payload)),
      onResume: () => this.entries.clear(),
    });
  }

  get(userId: number, now = Date.now()): SessionState | null {
    const entry = this.entries.get(userId);
    if (!entry) return null;
    if (now - entry.at > TTL_MS) {
      this.entries.delete(userId);
      return null;
    }
    return entry;
  }

  /** This instance changed the account: its next request reads it (other instances hear the trigger). */
  forget(userId: number): void {
    this.entries.delete(userId);
  }

  set(userId: number, state: SessionState, now = Date.now()): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    this.entries.set(userId, { ...state, at: now });
  }
}

/** Every session of the account ends now: its sockets close and no cached state vouches for its tokens. */
export function endSessions(services: { cache: { sessions: SessionCache }; hub: { disconnectUser(userId: number): void } }, userId: number): void {
  services.cache.sessions.forget(userId);
  services.hub.disconnectUser(userId);
}
