// Today's start, sent by the page's boot script when it is opened at /juego (vite.config.ts writes
// that script): the request goes out beside the download of the page's code, not after it.
import type { StartReply } from '../../../../contracts/api/plays.ts';

/** Where today's play starts (under /api): the game's own call and the boot script's. */
export const START_PATH = '/partidas/iniciar';

/** The global (window) property the boot script leaves the start on. */
export const EARLY_START = '__futboltriviaStart';

/** When the start was sent, and the server's reply (null when it failed: the game asks again). */
export type EarlyStart = { at: number; reply: Promise<StartReply | null> };

/** The boot script's start, taken once: a later opening of the game asks the server itself. */
export function takeEarlyStart(): EarlyStart | null {
  const holder = globalThis as unknown as Record<string, EarlyStart | undefined>;
  const early = holder[EARLY_START] ?? null;
  holder[EARLY_START] = undefined;
  return early;
}
