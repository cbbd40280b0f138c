// What every instance is told of an append to a play (NOTIFY): the plays decide what it says.
import type { NewEvent, PlayFinished, PlayReviewed } from '../../contracts/events.ts';
import type { EventNotification } from '../../contracts/store.ts';

/**
 * Only a finished play and a fair-play verdict are told to every instance (the pushes act on nothing
 * else), with whose play it was and whether it ranks, so a push needs no read to decide.
 */
export function summarize(events: NewEvent[]): Partial<EventNotification> | null {
  const finished = events.find((event) => event.type === 'PlayFinished')?.data as PlayFinished['data'] | undefined;
  if (finished) return { finished: { userId: finished.userId, fecha: finished.fecha, ranked: finished.ranked } };
  const reviewed = events.find((event) => event.type === 'PlayReviewed')?.data as PlayReviewed['data'] | undefined;
  return reviewed ? { reviewed: { userId: reviewed.userId, fecha: reviewed.fecha } } : null;
}
