import type { Streaks } from '../../contracts/api/stats.ts';
import { addDays } from '../../machines/calendar/days.ts';

/**
 * A streak is a run of consecutive Madrid days each with a win of that day's game on that day
 * (a replay cannot fill a gap). The current streak still stands while today's game is unplayed;
 * a loss today ends it.
 */
export function streaks(onDayPlays: readonly { fecha: string; won: boolean }[], today: string): Streaks {
  let best = 0;
  let run = 0;
  let previous: string | null = null;
  for (const { fecha, won } of onDayPlays) {
    run = won ? (previous !== null && addDays(previous, 1) === fecha && run > 0 ? run + 1 : 1) : 0;
    best = Math.max(best, run);
    previous = fecha;
  }
  const last = onDayPlays.at(-1);
  const current = last && (last.fecha === today || last.fecha === addDays(today, -1)) ? run : 0;
  return { racha_actual: current, mejor_racha: best };
}
