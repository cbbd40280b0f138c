// Live leaderboards: every instance hears every commit (LISTEN/NOTIFY through the event store) and
// pushes to its own sockets that subscribed to a period's table (`leaderboard:<periodo>`) what
// changed in it since its last push: the rows that moved, or only the count (contracts/messages.ts,
// TableChange). Each period's push runs at most once per PUSH_INTERVAL_MS (the last change always
// pushed), reads only when someone here watches it, and is serialised once for all its sockets.
// The winning players' own rows (`position`) go to their own sockets, subscribed or not.
import { PERIODOS, type Periodo } from '../../contracts/api/leaderboards.ts';
import { leaderboardTopic } from '../../contracts/messages.ts';
import { gameDay, nextTurn } from '../days/index.ts';
import { coalescer, LiveTables } from '../realtime/index.ts';
import type { Services } from '../services.ts';
import { leaderboard, ownPositions } from './service.ts';

/** At most one message a second per table at the peak (issue 38). */
export const PUSH_INTERVAL_MS = 1000;

/** Starts the push machinery of one instance; the returned function stops it (and waits for a push under way). */
export function startLeaderboardPush(services: Services, onError: (error: unknown) => void): () => Promise<void> {
  const { hub } = services;
  const tables = new LiveTables();

  // Each period on its own: the daily table (the one a win changes first) is never held back by
  // the windows' reads.
  const pushes = PERIODOS.map((periodo) => {
    /** When the first change the next push carries was heard (its latency, for the metrics). */
    let heardAt: number | null = null;
    const topic = leaderboardTopic(periodo);
    const push = coalescer(PUSH_INTERVAL_MS, async () => {
      const heard = heardAt;
      heardAt = null;
      // Nobody here watches it: no read, and the next push starts whole.
      if (!hub.watched(topic)) {
        tables.forget(topic);
        return;
      }
      try {
        const board = await leaderboard(services, periodo);
        const change = tables.change(topic, board.fecha, board.ranking, board.totalParticipantes);
        if (change) hub.publish(topic, { type: 'leaderboard', periodo, fecha: board.fecha, ...change });
        if (heard !== null) services.metrics?.push(periodo, (performance.now() - heard) / 1000);
      } catch (error) {
        onError(error);
      }
    });
    return {
      push,
      trigger() {
        heardAt ??= performance.now();
        push.trigger();
      },
    };
  });

  /** Players whose own rows go out with the next positions push. */
  const players = new Set<number>();
  const positions = coalescer(PUSH_INTERVAL_MS / 4, async () => {
    const connected = [...players].filter((userId) => hub.hasUser(userId));
    players.clear();
    if (connected.length === 0) return;
    // Only players with a socket here, all of them in one read per period.
    await Promise.all(
      PERIODOS.map(async (periodo: Periodo) => {
        try {
          const entries = await ownPositions(services, periodo, connected);
          for (const userId of connected)
            hub.sendToUser(userId, { type: 'position', periodo, entry: entries.get(userId) ?? null });
        } catch (error) {
          onError(error);
        }
      }),
    );
  });

  const pushAll = (userId?: number) => {
    for (const period of pushes) period.trigger();
    if (userId !== undefined && hub.hasUser(userId)) {
      players.add(userId);
      positions.trigger();
    }
  };

  const unsubscribe = services.store.subscribe((notification) => {
    // Only ranked plays and fair-play verdicts move a ranking: a past-day replay counts in the
    // player's stats, not here.
    const { finished, reviewed } = notification;
    if (finished?.ranked && finished.userId !== null) pushAll(finished.userId);
    if (reviewed) pushAll(reviewed.userId);
  });

  // 00:00 Madrid: every socket of this instance hears of the new day (its pages load their tables
  // again); the tables' next pushes start whole.
  let dayTimer: ReturnType<typeof setTimeout>;
  const armNewDay = (from: Date) => {
    const start = nextTurn(from);
    dayTimer = setTimeout(() => {
      hub.broadcast({ type: 'new-day', ...gameDay(start) });
      pushAll();
      armNewDay(start);
    }, start.getTime() - services.now().getTime());
  };
  armNewDay(services.now());

  return async () => {
    unsubscribe();
    clearTimeout(dayTimer);
    await Promise.all([...pushes.map(({ push }) => push.stop()), positions.stop()]);
  };
}
