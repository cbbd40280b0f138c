// The client's scheduler check (spec section 4): 10 s after start, then every 5 minutes. Only an
// admin's call succeeds; any failure means "not an admin" and is ignored.
import { clearLocalGameState, hasQuestionCached, madridToday, removeOldQuestionCaches } from '../../lib/daily-game.ts';
import { KEYS, readString } from '../../lib/storage.ts';

export const FIRST_CHECK_MS = 10_000;
export const CHECK_EVERY_MS = 300_000;

export type SchedulerCheckDeps = {
  today(): string;
  hasToken(): boolean;
  hasQuestionCached(fecha: string): boolean;
  verify(): Promise<{ nueva_pregunta_asignada: boolean }>;
  /** All question caches and the local daily-game record. */
  clearLocalGame(): void;
  removeOldCaches(today: string): void;
};

export type CheckOutcome = 'skipped' | 'unchanged' | 'new-question' | 'failed';

export async function checkScheduler(deps: SchedulerCheckDeps): Promise<CheckOutcome> {
  const today = deps.today();
  let outcome: CheckOutcome = 'skipped';
  if (!deps.hasQuestionCached(today) && deps.hasToken()) {
    try {
      outcome = (await deps.verify()).nueva_pregunta_asignada ? 'new-question' : 'unchanged';
    } catch {
      outcome = 'failed';
    }
    if (outcome === 'new-question') deps.clearLocalGame();
  }
  deps.removeOldCaches(today);
  return outcome;
}

export const browserDeps: SchedulerCheckDeps = {
  today: madridToday,
  hasToken: () => readString(KEYS.token) !== null,
  hasQuestionCached,
  // The admin's calls load only when a check asks (10 s after start, for a signed-in player).
  verify: () => import('./api.ts').then((admin) => admin.verifyScheduler()),
  clearLocalGame: clearLocalGameState,
  removeOldCaches: removeOldQuestionCaches,
};

/** Runs the check on its schedule until the returned function stops it. */
export function startSchedulerCheck(deps: SchedulerCheckDeps = browserDeps): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    void checkScheduler(deps);
    interval = setInterval(() => void checkScheduler(deps), CHECK_EVERY_MS);
  }, FIRST_CHECK_MS);
  return () => {
    clearTimeout(first);
    clearInterval(interval);
  };
}
