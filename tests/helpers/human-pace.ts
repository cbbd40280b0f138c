// Browser tests type faster than any person: a win they want ranked (or counted in the day's crowd)
// waits until a person could have read the question and typed the answer (the plausibility floor).
import type { Page } from '@playwright/test';
import { plausibleSeconds } from '../../machines/game/fair-play.ts';

/** Waits until `plausibleSeconds` (plus a second) have passed since `since` (Date.now() when the question showed). */
export async function atHumanPace(page: Page, since: number, letters: number, attempts: number): Promise<void> {
  const wait = (plausibleSeconds(letters, attempts) + 1) * 1000 - (Date.now() - since);
  if (wait > 0) await page.waitForTimeout(wait);
}
