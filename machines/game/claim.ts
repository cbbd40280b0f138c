// A guest's finished play kept by the account its browser signed in to (issue 26, item 4): pure, from
// the anonymous stream the server holds (never from what the browser says). server/plays/claim.ts
// appends what this decides.
import {
  at,
  occurredAt,
  type NewEvent,
  type PlayClaimed,
  type PlayFinished,
  type StoredEvent,
} from '../../contracts/events.ts';
import type { DayOf } from '../calendar/days.ts';
import { playFromStream } from './decide.ts';

/**
 * The events that open `accountStream` with the anonymous play of `anonStream`, or null when there
 * is nothing to claim: a play not finished (`unfinished`: not played yet, no guess nor hint), not a
 * daily one, or already handed over. An unfinished play claimed goes on as the account's, from the
 * guest's start, with what the guest saw (issue 37: hints seen signed out, then hard mode signed in).
 * Each event
 * keeps the time it happened (so the time, score and replay are the guest's); the end never ranks
 * (a play ranks only when started signed in: spec section 6, "log in before starting a game to take
 * part in rankings") and carries no fair-play flag, so it never reaches the admins' queue.
 */
export function claimedEvents(
  anonStream: string,
  stored: readonly StoredEvent[],
  accountStream: string,
  userId: number,
  dayOf: DayOf,
  which: 'finished' | 'unfinished' = 'finished',
): NewEvent[] | null {
  if (stored[0]?.type !== 'PlayStarted' || stored.some((event) => event.type === 'PlayHandedOver')) return null;
  const play = playFromStream(anonStream, stored, dayOf);
  if (play.started.modo !== 'diaria' || play.started.anonId === null) return null;
  if (which === 'finished' ? play.finished === null : play.finished !== null || !wasPlayed(stored)) return null;
  const claimed: PlayClaimed['data'] = {
    ...play.started,
    playId: accountStream,
    userId,
    anonId: null,
    browser: play.started.anonId,
    claimedFrom: anonStream,
  };
  const finished: PlayFinished['data'] | null = play.finished && {
    ...play.finished,
    userId,
    anonId: null,
    ranked: false,
    flags: [],
  };
  const events: NewEvent[] = [{ type: 'PlayClaimed', data: claimed, metadata: at(occurredAt(stored[0])) }];
  for (const event of stored.slice(1)) {
    const metadata = at(occurredAt(event));
    if (event.type === 'GuessSubmitted' || event.type === 'HintRevealed')
      events.push({ type: event.type, data: event.data, metadata });
    else if (event.type === 'PlayFinished' && finished) events.push({ type: 'PlayFinished', data: finished, metadata });
  }
  return events;
}

/** The types that tell a play was played, not only opened: its question's colours or hints were seen. */
export const PLAYED_TYPES = ['GuessSubmitted', 'HintRevealed', 'PlayFinished'] as const;

const wasPlayed = (stored: readonly StoredEvent[]) =>
  stored.some((event) => (PLAYED_TYPES as readonly string[]).includes(event.type));
