// What a play's appends go in under: the fair-play guards (spec section 4) and the hourly budget
// of new anonymous plays of an address.
import type { PlayEvent } from '../../contracts/events.ts';
import type { AppendGuard } from '../../contracts/store.ts';
import { playStreamId } from '../../contracts/streams.ts';
import { PLAYED_TYPES } from '../../machines/game/claim.ts';
import type { Play } from '../../machines/game/decide.ts';
import { today } from '../days/index.ts';
import type { Caller } from '../http/index.ts';
import type { Services } from '../services.ts';

/** The anonymous plays of a day of the browsers a signed-in player's play came from (at its start, and now). */
function browserPlays(play: Play, caller: Caller): string[] {
  const browsers = new Set([play.started.browser, caller.anonId].filter((id): id is string => typeof id === 'string'));
  return [...browsers].map((anonId) => playStreamId({ userId: null, anonId }, play.started.fecha));
}

/**
 * A signed-in play that would rank goes in only while its browser's anonymous play of the day was
 * not played (no guess, hint or end: spec section 4, checked at the finish as at the start: start
 * signed in, reveal the hints or lose signed out in the same browser, then win, and the win does not
 * rank). Refused, it is decided again as not ranking. No read first: the finishing append checks it.
 */
export function finishingGuard(play: Play, recorded: readonly PlayEvent[], caller: Caller): AppendGuard | undefined {
  const finished = recorded.find((event) => event.type === 'PlayFinished');
  if (!finished?.data.ranked || finished.data.userId === null) return undefined;
  const unlessStreams = browserPlays(play, caller);
  return unlessStreams.length > 0 ? { unlessStreams, hasTypes: PLAYED_TYPES } : undefined;
}

/**
 * Whether another account's play of the day, started in one of this play's browsers, showed a hint,
 * a row or its end: whoever finishes here could have read it on the same screen (two accounts, one
 * browser), so a ranked finish is decided again as not ranking (the anti-exploit flag, as for the
 * browser's guest play). One indexed read (migration 332), only for a finish that would rank; a
 * cheater who also clears the browser's storage looks like a second device, which no server tells.
 */
export async function seenByAnotherAccount(
  services: Services,
  play: Play,
  recorded: readonly PlayEvent[],
  caller: Caller,
): Promise<boolean> {
  const finished = recorded.find((event) => event.type === 'PlayFinished');
  if (!finished?.data.ranked || finished.data.userId === null) return false;
  const browsers = [play.started.browser, caller.anonId].filter((id): id is string => typeof id === 'string');
  if (browsers.length === 0) return false;
  const { rows } = await services.pool.query(
    `select 1 from events s
      where s.type = 'PlayStarted' and s.data ? 'browser' and s.data ->> 'browser' = any($1::text[])
        and s.data ->> 'fecha' = $2 and s.stream_id <> $3
        and exists (select 1 from events e where e.stream_id = s.stream_id and e.type = any($4::text[]))
      limit 1`,
    [browsers, play.started.fecha, play.streamId, PLAYED_TYPES],
  );
  return rows.length > 0;
}

const ANON_PLAYS_WINDOW_MS = 60 * 60 * 1000;

/**
 * A new anonymous play takes its place in its address's hourly budget before it is appended, in
 * one synchronous step, so parallel starts cannot all pass the limit (each new X-Anon-Id would
 * otherwise be a free look at the answer); the place is given back when the start resumes a play
 * or fails. Returns the budget's key, or null when the address has none left.
 */
export function takeNewPlay(services: Services, caller: Caller): string | null {
  const key = `anon-plays:${caller.address}`;
  const max = services.config.anonPlaysPerAddress;
  if (services.counters.hit(key, ANON_PLAYS_WINDOW_MS, max).current <= max) return key;
  services.counters.release(key);
  return null;
}

/**
 * A signed-in start of today's play goes in as a new play only while this browser's anonymous play
 * of today was not played (a guess, a hint or its end: playing signed out to learn the answer, then
 * signing in to rank: spec section 4): a guard its append checks, no read first. Refused, the start
 * carries an unfinished guest play on, or meets the anti-exploit rule.
 */
export function anonymousPlayGuard(services: Services, caller: Caller, daily: boolean): AppendGuard | undefined {
  if (caller.userId === null || !daily || caller.anonId === null) return undefined;
  return {
    unlessStreams: [playStreamId({ userId: null, anonId: caller.anonId }, today(services))],
    hasTypes: PLAYED_TYPES,
  };
}
