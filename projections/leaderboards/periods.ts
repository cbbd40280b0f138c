// The leaderboard periods' arithmetic (spec sections 2 and 9).
import type { Periodo } from '../../contracts/api/leaderboards.ts';
import { addDays } from '../../machines/calendar/days.ts';

/** How many Madrid days each period covers, today included. */
export const PERIOD_DAYS: Record<Periodo, number> = { diario: 1, semanal: 7, mensual: 30 };

/** Rows shown in a ranking. */
export const TOP_SIZE = 30;

/** Weekly and monthly games multiplier: 1 + 1.2·log10(games), or 1 when there are no games. */
export function gamesMultiplier(games: number): number {
  return games <= 0 ? 1 : 1 + 1.2 * Math.log10(games);
}

/** The Madrid days a period covers when `today` is the current day: [desde, hasta], both included. */
export function periodWindow(periodo: Periodo, today: string): { desde: string; hasta: string } {
  return { desde: addDays(today, 1 - PERIOD_DAYS[periodo]), hasta: today };
}
