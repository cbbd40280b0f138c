// Live leaderboards: every instance hears every commit (LISTEN/NOTIFY through the event store) and
// pushes to its own sockets. Bursts are coalesced (at most one push of the three periods per
// PUSH_INTERVAL_MS, the last change always pushed), and each ranking is serialised and framed once
// for all sockets (Hub.broadcast).
import { PERIODOS } from '../../contracts/api/leaderboards.ts';
import { gameDay, nextTurn } from '../days/index.ts';
import type { Services } from '../services.ts';
import { coalescer } from '../realtime/index.ts';
import { leaderboard, ownPositions } from './service.ts';

const PUSH_INTERVAL_MS = 250;

/** Starts the push machinery of one instance; the returned function stops it (and waits for a push under way). */
export function startLeaderboardPush(services: Services, onError: (error: unknown) => void): () => Promise<void> {
  /** Players whose own positions go out with the next push. */
  const players = new Set<number>();
  /** When the first change the next push carries was heard (its latency, for the metrics). */
  let heardAt: number | null = null;
  // One push carries the three periods: their rankings are read at once and broadcast in PERIODOS'
  // order, so every socket gets the daily one (the ranking a win changes first) ahead of the windows'.
  const push = coalescer(PUSH_INTERVAL_MS, async () => {
    const owners = [...players];
    players.clear();
    const heard = heardAt;
    heardAt = null;
    // An instance with no sockets has nobody to push to: no read.
    if (services.hub.size === 0) return;
    const boards = PERIODOS.map((periodo) =>
      leaderboard(services, periodo).then(
        (board) => ({ periodo, board }),
        (error: unknown) => ({ periodo, error }),
      ),
    );
    for (const read of boards) {
      const pushed = await read;
      if ('error' in pushed) {
        onError(pushed.error);
        continue;
      }
      const { periodo, board } = pushed;
      services.hub.broadcast({
        type: 'leaderboard',
        periodo,
        ranking: board.ranking,
        totalParticipantes: board.totalParticipantes,
      });
      if (heard !== null) services.metrics?.push(periodo, (performance.now() - heard) / 1000);
    }
    // Only players with a socket here, all of them in one read per period.
    const connected = owners.filter((userId) => services.hub.hasUser(userId));
    if (connected.length === 0) return;
    await Promise.all(
      PERIODOS.map(async (periodo) => {
        try {
          const entries = await ownPositions(services, periodo, connected);
          for (const userId of connected)
            services.hub.sendToUser(userId, { type: 'position', periodo, entry: entries.get(userId) ?? null });
        } catch (error) {
          onError(error);
        }
      }),
    );
  });
  const pushAll = (userId?: number) => {
    if (userId !== undefined) players.add(userId);
    heardAt ??= performance.now();
    push.trigger();
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
    await push.stop();
  };
}
