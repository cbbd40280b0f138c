import { DateTime } from 'luxon';

/** The game's day turns at 00:00 in Madrid, whatever the server's or the player's timezone. */
export const GAME_ZONE = 'Europe/Madrid';

const FECHA = /^\d{4}-\d{2}-\d{2}$/;

/** The Madrid day last asked for and its bounds: most calls fall inside it and need no time-zone math. */
let known = { from: 0, to: 0, fecha: '' };

export function todayInMadrid(now: Date = new Date()): string {
  const t = now.getTime();
  if (t >= known.from && t < known.to) return known.fecha;
  const day = DateTime.fromMillis(t).setZone(GAME_ZONE).startOf('day');
  known = { from: day.toMillis(), to: day.plus({ days: 1 }).toMillis(), fecha: day.toISODate()! };
  return known.fecha;
}

export function isFecha(value: string): boolean {
  return FECHA.test(value) && DateTime.fromISO(value, { zone: GAME_ZONE }).isValid;
}

/** A calendar day `days` days from another (calendar arithmetic: no time zone is involved). */
export function addDays(fecha: string, days: number): string {
  const [year, month, day] = fecha.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The instant the next game day starts (00:00 Madrid), correct across DST changes. */
export function nextDayStart(now: Date = new Date()): Date {
  return DateTime.fromJSDate(now).setZone(GAME_ZONE).startOf('day').plus({ days: 1 }).toJSDate();
}

export function msUntilNextDay(now: Date = new Date()): number {
  return nextDayStart(now).getTime() - now.getTime();
}

/** Whole days from a to b (b − a) between two YYYY-MM-DD dates. */
export function daysBetween(a: string, b: string): number {
  return Math.round(DateTime.fromISO(b, { zone: 'utc' }).diff(DateTime.fromISO(a, { zone: 'utc' }), 'days').days);
}
