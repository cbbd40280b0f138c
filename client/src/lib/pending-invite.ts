// An invite link opened signed out: kept for this tab until the player signs in or registers, who
// then lands on the invite's page (it joins) instead of Home.
import { LEAGUE_JOIN_PATH } from '../../../contracts/api/leagues.ts';

const KEY = 'futboltrivia_pending_league';

export function keepInvite(codigo: string): void {
  try {
    sessionStorage.setItem(KEY, codigo);
  } catch {
    // No storage (private mode): the player opens the link again after signing in.
  }
}

/** The page to land on after signing in: the pending invite's, once; null when there is none. */
export function takeInvite(): string | null {
  try {
    const codigo = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return codigo ? `${LEAGUE_JOIN_PATH}?codigo=${encodeURIComponent(codigo)}` : null;
  } catch {
    return null;
  }
}
