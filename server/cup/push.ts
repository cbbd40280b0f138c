// The cup's standings live: when a signed-in player's ranked play ends (every instance hears it
// through the event store's LISTEN), the sockets of the instance that subscribed to `cup` get
// today's round again ({ type: 'cup' }: one round, at most its places' rows), at most once per
// PUSH_INTERVAL_MS and only when it changed (a play of someone out of the cup changes nothing after
// Monday); at 00:00 Madrid, the new day's round.
import { cupWeekOf, roundOf } from '../../machines/cup/rules.ts';
import { readCupRounds } from '../../projections/cup/queries.ts';
import { madridDay, nextTurn } from '../days/index.ts';
import { coalescer } from '../realtime/index.ts';
import type { Services } from '../services.ts';

const PUSH_INTERVAL_MS = 1000;

export function startCupPush(services: Services, onError: (error: unknown) => void): () => Promise<void> {
  const { hub } = services;
  let last = '';

  const push = coalescer(PUSH_INTERVAL_MS, async () => {
    // Nobody here watches it: no read, and the next subscriber's first push is whatever it is then.
    if (!hub.watched('cup')) {
      last = '';
      return;
    }
    try {
      const day = madridDay(services.now());
      const monday = cupWeekOf(day);
      const round = roundOf(day);
      const { stages } = await readCupRounds(services.pool, monday, round);
      const etapa = stages[round];
      const payload = JSON.stringify(etapa);
      if (payload === last) return;
      last = payload;
      hub.publish('cup', { type: 'cup', semana: monday, etapa });
    } catch (error) {
      onError(error);
    }
  });

  const unsubscribe = services.store.subscribe(({ finished }) => {
    if (finished?.ranked && finished.userId !== null) push.trigger();
  });

  let dayTimer: ReturnType<typeof setTimeout>;
  const armNewDay = (from: Date) => {
    const start = nextTurn(from);
    dayTimer = setTimeout(() => {
      push.trigger();
      armNewDay(start);
    }, start.getTime() - services.now().getTime());
  };
  armNewDay(services.now());

  return async () => {
    unsubscribe();
    clearTimeout(dayTimer);
    await push.stop();
  };
}
