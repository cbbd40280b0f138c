// The game's day as the server tells it: its date and the instant the next one starts. The server
// alone reads Madrid's time zone; it says the day in its greeting on every page's socket, at 00:00
// ('new-day') and with every play, and this browser keeps the last word (local storage) for its
// next visit. Until the instant it named, that day is today; after it, the next one (plain date
// arithmetic) until the server speaks again, moments later.
import type { GameDay } from '../../../contracts/game.ts';
import { addDays, isFecha } from '../../../machines/calendar/days.ts';
import { KEYS, readJson, writeJson } from './storage.ts';

type Known = { fecha: string; next: number };

function parse(day: Partial<GameDay> | null | undefined): Known | null {
  const next = Date.parse(day?.siguienteDia ?? '');
  return typeof day?.fecha === 'string' && isFecha(day.fecha) && Number.isFinite(next)
    ? { fecha: day.fecha, next }
    : null;
}

let known: Known | null = parse(readJson<GameDay>(KEYS.gameDay));
const listeners = new Set<() => void>();

/** What the server said of the day (a greeting, a new day, a play). */
export function learnDay(day: GameDay): void {
  const told = parse(day);
  if (!told || (told.fecha === known?.fecha && told.next === known.next)) return;
  known = told;
  writeJson(KEYS.gameDay, day);
  for (const listener of listeners) listener();
}

/** Whether the server's last word still holds (its next day has not begun). */
const current = () => known !== null && Date.now() < known.next;

/**
 * Today as this browser knows it: the server's day while it holds, then the day after. Before the
 * server ever spoke (a first visit, for the moment its greeting takes), the UTC date.
 */
export function today(): string {
  if (!known) return new Date().toISOString().slice(0, 10);
  return current() ? known.fecha : addDays(known.fecha, 1);
}

/** The instant (ms) the next day starts, once the server has said it; null before or once it passed. */
export const nextDayAt = (): number | null => (known && current() ? known.next : null);

/** Today as the server says it: at once while its last word holds, else at its next word (or `wait` ms). */
export function currentDay(wait = 3000): Promise<string> {
  if (current()) return Promise.resolve(today());
  return new Promise((resolve) => {
    const done = () => {
      listeners.delete(done);
      clearTimeout(timer);
      resolve(today());
    };
    const timer = setTimeout(done, wait);
    listeners.add(done);
  });
}

/** Re-runs `listener` whenever the server says another day. */
export function onDay(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
