// Achievements pushed live: when a signed-in player's play ends (every instance hears it through the
// event store's LISTEN), the instance holding that player's sockets reads what the play earned and
// sends it to them ({ type: 'achievements' }). Plays that end meanwhile are read together, at most
// one read per PUSH_INTERVAL_MS; an instance without the player's socket reads nothing.
import { earnedByPlays } from '../../projections/achievements/queries.ts';
import { coalescer } from '../realtime/index.ts';
import type { Services } from '../services.ts';

const PUSH_INTERVAL_MS = 250;

export function startAchievementPush(services: Services, onError: (error: unknown) => void): () => Promise<void> {
  const { hub } = services;
  /** The plays that ended since the last read, by their player. */
  const ended = new Map<string, number>();

  const push = coalescer(PUSH_INTERVAL_MS, async () => {
    const plays = [...ended].filter(([, userId]) => hub.hasUser(userId));
    ended.clear();
    if (plays.length === 0) return;
    try {
      const earned = await earnedByPlays(
        services.pool,
        [...new Set(plays.map(([, userId]) => userId))],
        plays.map(([streamId]) => streamId),
      );
      for (const [userId, logros] of earned) hub.sendToUser(userId, { type: 'achievements', logros });
    } catch (error) {
      onError(error);
    }
  });

  const unsubscribe = services.store.subscribe(({ streamId, finished }) => {
    if (!finished || finished.userId === null || !hub.hasUser(finished.userId)) return;
    ended.set(streamId, finished.userId);
    push.trigger();
  });

  return async () => {
    unsubscribe();
    await push.stop();
  };
}
