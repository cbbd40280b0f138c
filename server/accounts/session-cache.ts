// What a session token is checked against, kept per instance so a request costs no lookup: each
// account's state (token version, admin) and whether a token was revoked. A trigger (migrations 070
// and 110) notifies every instance of any change to the account, a logout of the token it ended;
// the entry goes at once. Entries also age out, and a gap in listening empties the cache.
import type { Listener } from '../db/index.ts';

export const SESSIONS_CHANNEL = 'sessions';
const TTL_MS = 60_000;
const MAX_ENTRIES = 50_000;

/** The account behind tokens: `admin` is already the effective one (granted, or a confirmed ADMIN_EMAILS address). */
export type SessionState = { tokenVersion: number; admin: boolean };

type Entry = SessionState & { at: number; tokens: Map<string, boolean> };

/** What a notification on the channel says: `<userId>` changed, `<userId>:ended` (every session), `<userId>:<jti>` (one token revoked). */
export type SessionChange = { userId: number; ended: boolean; jti: string | null };

export function parseSessionChange(payload: string): SessionChange {
  const [user, detail] = payload.split(':');
  return { userId: Number(user), ended: detail === 'ended', jti: detail && detail !== 'ended' ? detail : null };
}

export class SessionCache {
  private readonly entries = new Map<number, Entry>();

  constructor(listener: Listener | null, onChange: (change: SessionChange) => void = () => {}) {
    listener?.listen(SESSIONS_CHANNEL, {
      onMessage: (payload) => {
        const change = parseSessionChange(payload);
        this.entries.delete(change.userId);
        onChange(change);
      },
      onResume: () => this.entries.clear(),
    });
  }

  /** The account's state when known and fresh; `revoked` says what is known of this token (undefined: not known). */
  get(
    userId: number,
    jti: string | null,
    now = Date.now(),
  ): { state: SessionState; revoked: boolean | undefined } | null {
    const entry = this.entries.get(userId);
    if (!entry) return null;
    if (now - entry.at > TTL_MS) {
      this.entries.delete(userId);
      return null;
    }
    return { state: entry, revoked: jti === null ? false : entry.tokens.get(jti) };
  }

  set(userId: number, state: SessionState, jti: string | null, revoked: boolean, now = Date.now()): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    const entry = this.entries.get(userId);
    const fresh =
      entry && entry.tokenVersion === state.tokenVersion && entry.admin === state.admin
        ? entry
        : { ...state, at: now, tokens: new Map() };
    if (jti !== null) fresh.tokens.set(jti, revoked);
    this.entries.set(userId, fresh);
  }

  /** This instance changed the account: its next request reads it (other instances hear the trigger). */
  forget(userId: number): void {
    this.entries.delete(userId);
  }
}
