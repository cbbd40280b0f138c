const MIN_LOADING_MS = 800;
const SETTLE_MS = 150;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Section 9: the game and the already-played page load for at least 800 ms, then 150 ms more, so they never flicker. */
export async function finishLoading(startedAt: number): Promise<void> {
  await sleep(Math.max(0, MIN_LOADING_MS - (Date.now() - startedAt)));
  await sleep(SETTLE_MS);
}
