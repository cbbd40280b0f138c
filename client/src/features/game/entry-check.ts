// The entry checks of the daily game (spec section 4), shared by Home's Play Now and /juego.
import { paths } from '../../config/paths.ts';
import { checkNewDay, clearDailyRecord, playedTodayLocally } from '../../lib/daily-game.ts';
import { currentDay } from '../../lib/game-day.ts';
import { checkPlayedToday } from './api.ts';

/** What the server said about today: 'notAsked' for guests, 'failed' when the call failed. */
export type ServerAnswer = 'played' | 'notPlayed' | 'failed' | 'notAsked';

export type EntryDecision = {
  go: 'play' | 'alreadyPlayed' | 'antiExploit';
  /** A "played today" memory the server contradicts for a fair reason is dropped. */
  clearLocalRecord: boolean;
};

export type EntryFacts = { signedIn: boolean; localPlayed: boolean; server: ServerAnswer; debug: boolean };

/** The decision table of section 4; debug mode bypasses the played check. */
export function decideEntry({ signedIn, localPlayed, server, debug }: EntryFacts): EntryDecision {
  if (debug) return { go: 'play', clearLocalRecord: false };
  if (signedIn && server === 'played') return { go: 'alreadyPlayed', clearLocalRecord: false };
  // Played anonymously here, then signed in to play again: blocked until tomorrow.
  if (signedIn && server === 'notPlayed' && localPlayed) return { go: 'antiExploit', clearLocalRecord: false };
  if (signedIn && server === 'notPlayed') return { go: 'play', clearLocalRecord: true };
  return { go: localPlayed ? 'alreadyPlayed' : 'play', clearLocalRecord: false };
}

export const ANTI_EXPLOIT_PATH = `${paths.alreadyPlayed}?reason=anti-exploit`;

export function destinationOf(decision: EntryDecision): string {
  if (decision.go === 'antiExploit') return ANTI_EXPLOIT_PATH;
  return decision.go === 'alreadyPlayed' ? paths.alreadyPlayed : paths.game;
}

async function askServer(signedIn: boolean, debug: boolean): Promise<ServerAnswer> {
  if (!signedIn || debug) return 'notAsked';
  try {
    return (await checkPlayedToday()) ? 'played' : 'notPlayed';
  } catch {
    return 'failed';
  }
}

/** Runs the checks against this browser and the server and applies what they decide locally. */
export async function runEntryChecks({
  signedIn,
  debug,
}: {
  signedIn: boolean;
  debug: boolean;
}): Promise<EntryDecision> {
  // Today as the server says it (its greeting or the early start), while the server is asked.
  const [today, server] = await Promise.all([currentDay(), askServer(signedIn, debug)]);
  checkNewDay(today);
  const decision = decideEntry({ signedIn, localPlayed: playedTodayLocally(today), server, debug });
  if (decision.clearLocalRecord) clearDailyRecord();
  return decision;
}
