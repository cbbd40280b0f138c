// The day's crowd: GET /api/estadisticas/dia, and the live 'crowd' push to the sockets subscribed to
// `crowd` when plays of today finish on their day (at most once a second, the last change always
// pushed; the figures are small and whole, so a missed one needs nothing but the next).
import type { DayCrowdReply } from '../../contracts/api/stats.ts';
import { playStreamId } from '../../contracts/streams.ts';
import { percentileOf, readDayCrowd } from '../../projections/day-crowd/queries.ts';
import { findResult } from '../../projections/player-days/queries.ts';
import { today } from '../days/index.ts';
import type { Caller } from '../http/index.ts';
import { playerOrNull } from '../plays/index.ts';
import { coalescer } from '../realtime/index.ts';
import type { Services } from '../services.ts';

export const CROWD_PUSH_INTERVAL_MS = 1000;

/** A day's crowd, with the caller's percentile when they have finished a play of that day. */
export async function crowdOfDay(services: Services, caller: Caller, fecha: string): Promise<DayCrowdReply> {
  const crowd = await readDayCrowd(services.pool, fecha);
  const player = playerOrNull(caller);
  const own = player && (await findResult(services.pool, playStreamId(player, fecha)));
  return own ? { ...crowd, tu_percentil: await percentileOf(services.pool, fecha, own.score, crowd.jugadores) } : crowd;
}

/** Starts the crowd push of one instance; the returned function stops it. */
export function startCrowdPush(services: Services, onError: (error: unknown) => void): () => Promise<void> {
  const push = coalescer(CROWD_PUSH_INTERVAL_MS, async () => {
    // Nobody here watches it: no read.
    if (!services.hub.watched('crowd')) return;
    try {
      services.hub.publish('crowd', { type: 'crowd', ...(await readDayCrowd(services.pool, today(services))) });
    } catch (error) {
      onError(error);
    }
  });
  const unsubscribe = services.store.subscribe(({ finished }) => {
    // Only plays finished on their own day count (a replay or a debug play never does).
    if (finished?.ranked && finished.fecha === today(services)) push.trigger();
  });
  return async () => {
    unsubscribe();
    await push.stop();
  };
}
