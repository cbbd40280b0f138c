// Fair play (docs/security/threat-model.md): what the server can tell from a play itself, since a
// client that hides its anonymous id looks like a second device. Pure: the finishing guess asks it.
import type { FairPlayFlag } from '../../contracts/events.ts';

/**
 * The plausibility floor, kept conservative on purpose (no honest player should ever meet it): a
 * person needs at least READ_SECONDS to read the question, and SECONDS_PER_LETTER for each letter
 * typed in every attempt (0.1 s a letter is 600 keystrokes a minute, past a champion typist's
 * bursts). The server's clock runs from the start's arrival to the last guess's, so it also counts
 * the page's loading and two network trips that these figures leave out.
 */
export const FAIR_PLAY = {
  readSeconds: 3,
  secondsPerLetter: 0.1,
  /** A win under this many times the floor ranks, but goes to the admins' fair-play queue. */
  reviewFactor: 2,
} as const;

/** The fewest whole seconds a person could win in, typing `letters` letters in each of `attempts` rows. */
export function plausibleSeconds(letters: number, attempts: number): number {
  return Math.floor(FAIR_PLAY.readSeconds + FAIR_PLAY.secondsPerLetter * letters * attempts);
}

/** The whole seconds under which a win goes to the fair-play queue (though it ranks). */
export const reviewSeconds = (letters: number, attempts: number) =>
  Math.floor(FAIR_PLAY.reviewFactor * (FAIR_PLAY.readSeconds + FAIR_PLAY.secondsPerLetter * letters * attempts));

/** Flags that put a signed-in player's play in the admins' queue (the others are certain). */
export const REVIEWED_FLAGS: readonly FairPlayFlag[] = ['too-fast', 'fast', 'browser-changed'];

export type FairPlayInput = {
  /** The play would rank by the calendar alone (a daily play finished on its own day). */
  onDay: boolean;
  won: boolean;
  seconds: number;
  /** Letters of the answer (spaces are not typed) and rows used. */
  letters: number;
  attempts: number;
  /** A signed-in player's play: only these can rank and be reviewed. */
  signedIn: boolean;
  /** This browser's anonymous play of the day ended before this one (spec section 4). */
  antiExploit: boolean;
  /** The finishing guess came with another anonymous id (or none) than the start: a second look. */
  browserChanged: boolean;
};

export type FairPlayVerdict = { ranked: boolean; flags: FairPlayFlag[] };

/**
 * Whether a finished play ranks, and what it was flagged with. A win under the floor never ranks
 * (nor counts in the day's crowd); a play after the same browser's finished anonymous play never
 * ranks; a quick win or a changed browser id ranks but is flagged for review. Nothing here depends
 * on the client's address, so players sharing one (offices, mobile carriers) are never penalised.
 */
export function fairPlay(input: FairPlayInput): FairPlayVerdict {
  const flags: FairPlayFlag[] = [];
  if (input.won && input.seconds < plausibleSeconds(input.letters, input.attempts)) flags.push('too-fast');
  else if (input.won && input.signedIn && input.seconds < reviewSeconds(input.letters, input.attempts))
    flags.push('fast');
  if (input.signedIn && input.antiExploit) flags.push('anti-exploit');
  if (input.signedIn && input.browserChanged && input.won) flags.push('browser-changed');
  const ranked = input.onDay && !flags.includes('too-fast') && !flags.includes('anti-exploit');
  return { ranked, flags };
}
