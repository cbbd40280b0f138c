// A guest who signs in or registers keeps what they played in this browser (issue 26, item 4): the
// anonymous plays the server holds for the X-Anon-Id of the sign-in or registration request itself
// (no route of its own: only the browser holding that id, only then), each claimed once.
import { at } from '../../contracts/events.ts';
import { VersionConflict } from '../../contracts/store.ts';
import { parseStreamId, playStreamId } from '../../contracts/streams.ts';
import { addDays } from '../../machines/calendar/days.ts';
import { claimedEvents } from '../../machines/game/claim.ts';
import type { Play } from '../../machines/game/decide.ts';
import { today, madridDay } from '../days/index.ts';
import type { Services } from '../services.ts';
import { loadPlay } from './target.ts';

/** How far back a registration looks for the browser's earlier anonymous plays. */
export const EARLIER_DAYS = 365;

/**
 * Claims the anonymous plays of `anonId` for the account: today's at a sign-in, every day's of the
 * last EARLIER_DAYS at a registration. A day the account already has a play of keeps the account's.
 * Returns the days claimed.
 */
export async function claimGuestPlays(
  services: Services,
  userId: number,
  anonId: string,
  scope: 'today' | 'earlier too',
): Promise<string[]> {
  const current = today(services);
  const days = scope === 'today' ? [current] : Array.from({ length: EARLIER_DAYS + 1 }, (_, i) => addDays(current, -i));
  const { rows } = await services.pool.query<{ stream_id: string }>(
    `select stream_id from events where stream_id = any($1::text[]) and type = 'PlayFinished' order by stream_id`,
    [days.map((fecha) => playStreamId({ userId: null, anonId }, fecha))],
  );
  const claimed: string[] = [];
  for (const { stream_id } of rows) {
    const parsed = parseStreamId(stream_id);
    if (parsed?.kind === 'play' && (await claimPlay(services, userId, stream_id, parsed.fecha)))
      claimed.push(parsed.fecha);
  }
  return claimed;
}

/**
 * A signed-in start of today's play from a browser whose anonymous play of today was played (a
 * guess or a hint) but has not ended: the account carries that play on, with what it showed, from
 * the guest's start (it never ranks: started signed out). Returns the account's play, or null when
 * there is none to carry (ended, or already carried by an account): the anti-exploit rule then.
 */
export async function carryGuestPlay(services: Services, userId: number, anonId: string): Promise<Play | null> {
  const fecha = today(services);
  const anonStream = playStreamId({ userId: null, anonId }, fecha);
  await claimPlay(services, userId, anonStream, fecha, 'unfinished');
  // Claimed now, or started meanwhile by the account's other request: either is the account's play.
  return loadPlay(services, playStreamId({ userId, anonId: null }, fecha));
}

/**
 * One day's claim. The anonymous play is closed first, at the version read, so of two claims of it
 * (two accounts signing in from one browser at once) only one goes on; the account's play then opens
 * at version 0, so a play the account started meanwhile stands and the claim is dropped.
 */
async function claimPlay(
  services: Services,
  userId: number,
  anonStream: string,
  fecha: string,
  which: 'finished' | 'unfinished' = 'finished',
): Promise<boolean> {
  const accountStream = playStreamId({ userId, anonId: null }, fecha);
  if ((await loadPlay(services, accountStream)) !== null) return false;
  const stored = await services.store.readStream(anonStream);
  const events = claimedEvents(anonStream, stored, accountStream, userId, madridDay, which);
  if (events === null) return false;
  try {
    await services.store.append(anonStream, stored.length, [
      { type: 'PlayHandedOver', data: { userId }, metadata: at(services.now()) },
    ]);
    services.cache.plays.delete(anonStream);
    await services.store.append(accountStream, 0, events);
    return true;
  } catch (error) {
    if (error instanceof VersionConflict) return false;
    throw error;
  }
}
