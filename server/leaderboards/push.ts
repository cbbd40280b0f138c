// Live leaderboards: every instance hears every commit (LISTEN/NOTIFY through the event store) and
// pushes to its own sockets. Bursts are coalesced per period (at most one push per
// PUSH_INTERVAL_MS, the last change always pushed), and each push is serialised once for all
// sockets (Hub.broadcast).
import { PERIODOS } from '../../contracts/api/leaderboards.ts';
import { gameDay, nextTurn } from '../days/index.ts';
import type { Services } from '../services.ts';
import { coalescer } from '../realtime/index.ts';
import { leaderboard, ownPositions } from './service.ts';

const PUSH_INTERVAL_MS = 250;

/** Starts the push machinery of one instance; the returned function stops it (and waits for a push under way). */
export function startLeaderboardPush(services: Services, onError: (error: unknown) => void): () => Promise<void> {
  const pushes = new Map(
    PERIODOS.map((periodo) => {
      /** Players whose own position goes out with the next ranking. */
      const players = new Set<number>();
      /** When the first change the next push carries was heard (its latency, for the metrics). */
      let heardAt: number | null = null;
      const push = coalescer(PUSH_INTERVAL_MS, async () => {
        const owners = [...players];
        players.clear();
        const heard = heardAt;
        heardAt = null;
        // An instance with no sockets has nobody to push to: no read.
        if (services.hub.size === 0) return;
        try {
          const { ranking, totalParticipantes } = await leaderboard(services, periodo);
          services.hub.broadcast({ type: 'leaderboard', periodo, ranking, totalParticipantes });
          if (heard !== null) services.metrics?.push(periodo, (performance.now() - heard) / 1000);
          // Only players with a socket here, all of them in one read.
          const connected = owners.filter((userId) => services.hub.hasUser(userId));
          const entries = await ownPositions(services, periodo, connected);
          for (const userId of connected)
            services.hub.sendToUser(userId, { type: 'position', periodo, entry: entries.get(userId) ?? null });
        } catch (error) {
          onError(error);
        }
      });
      const trigger = () => {
        heardAt ??= performance.now();
        push.trigger();
      };
      return [periodo, { players, push, trigger }] as const;
    }),
  );
  const pushAll = (userId?: number) => {
    for (const { players, trigger } of pushes.values()) {
      if (userId !== undefined) players.add(userId);
      trigger();
    }
  };

  const unsubscribe = services.store.subscribe((notification) => {
    // Only ranked plays and fair-play verdicts move a ranking: a past-day replay counts in the
    // player's stats, not here.
    const { finished, reviewed } = notification;
    if (finished?.ranked && finished.userId !== null) pushAll(finished.userId);
    if (reviewed) pushAll(reviewed.userId);
  });

  // 00:00 Madrid: every socket of this instance hears of the new day, then gets the new rankings.
  let dayTimer: ReturnType<typeof setTimeout>;
  const armNewDay = (from: Date) => {
    const start = nextTurn(from);
    dayTimer = setTimeout(() => {
      services.hub.broadcast({ type: 'new-day', ...gameDay(start) });
      pushAll();
      armNewDay(start);
    }, start.getTime() - services.now().getTime());
  };
  armNewDay(services.now());

  return async () => {
    unsubscribe();
    clearTimeout(dayTimer);
    await Promise.all([...pushes.values()].map(({ push }) => push.stop()));
  };
}
