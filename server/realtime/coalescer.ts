// Bursts of changes folded into pushes at a bounded rate (the leaderboards, the day's crowd).

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
      timer = setTimeout(
        () => {
          running = running.then(() => {
            timer = null;
            lastRun = Date.now();
            return stopped ? undefined : task();
          });
        },
        Math.max(0, lastRun + intervalMs - Date.now()),
      );
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
