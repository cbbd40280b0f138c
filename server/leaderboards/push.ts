// Live leaderboards: every instance hears every commit (LISTEN/NOTIFY through the event store) and
// pushes to its own sockets. Bursts are coalesced per period (at most one push per
// PUSH_INTERVAL_MS, the last change always pushed), and each push is serialised once for all
// sockets (Hub.broadcast).
import { nextDayStart, todayInMadrid } from '../../machines/calendar/madrid.ts';
import { PERIODOS } from '../../projections/leaderboards/periods.ts';
import { today } from '../days/assign.ts';
import type { Services } from '../services.ts';
import { leaderboard, ownPosition } from './service.ts';

const PUSH_INTERVAL_MS = 250;

/** A signed-in player's play stream: play-<userId>-<fecha> (anonymous and debug plays never rank). */
const USER_PLAY = /^play-(\d+)-(\d{4}-\d{2}-\d{2})$/;

export interface Coalescer {
  trigger(): void;
  /** Cancels a pending run and waits for one under way. */
  stop(): Promise<void>;
}

/**
 * Runs `task` after trigger(): at once when the last run is older than `intervalMs`, else when it
 * turns that old; triggers meanwhile fold into that one run. Runs never overlap, so an older result
 * never lands after a newer one.
 */
export function coalescer(intervalMs: number, task: () => Promise<void>): Coalescer {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastRun = -Infinity;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  return {
    trigger() {
      if (timer || stopped) return;
      timer = setTimeout(() => {
        running = running.then(() => {
          timer = null;
          lastRun = Date.now();
          return stopped ? undefined : task();
        });
      }, Math.max(0, lastRun + intervalMs - Date.now()));
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}

/** Starts the push machinery of one instance; the returned function stops it (and waits for a push under way). */
export function startLeaderboardPush(services: Services, onError: (error: unknown) => void): () => Promise<void> {
  const pushes = new Map(PERIODOS.map((periodo) => {
    /** Players whose own position goes out with the next ranking. */
    const players = new Set<number>();
    const push = coalescer(PUSH_INTERVAL_MS, async () => {
      const owners = [...players];
      players.clear();
      try {
        const { ranking, totalParticipantes } = await leaderboard(services, periodo);
        services.hub.broadcast({ type: 'leaderboard', periodo, ranking, totalParticipantes });
        for (const userId of owners) {
          if (!services.hub.hasUser(userId)) continue;
          const { entry } = await ownPosition(services, periodo, userId);
          services.hub.sendToUser(userId, { type: 'position', periodo, entry });
        }
      } catch (error) {
        onError(error);
      }
    });
    return [periodo, { players, push }] as const;
  }));
  const pushAll = (userId?: number) => {
    for (const { players, push } of pushes.values()) {
      if (userId !== undefined) players.add(userId);
      push.trigger();
    }
  };

  const unsubscribe = services.store.subscribe((notification) => {
    if (!notification.types.includes('PlayFinished')) return;
    const match = USER_PLAY.exec(notification.streamId);
    // A play of another day is a past-day replay: it counts in the player's stats, not here.
    if (match && match[2] === today(services)) pushAll(Number(match[1]));
  });

  // 00:00 Madrid: every socket of this instance hears of the new day, then gets the new rankings.
  let dayTimer: ReturnType<typeof setTimeout>;
  const armNewDay = (from: Date) => {
    const start = nextDayStart(from);
    dayTimer = setTimeout(() => {
      services.hub.broadcast({ type: 'new-day', fecha: todayInMadrid(start) });
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
