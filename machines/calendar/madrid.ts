import { DateTime } from 'luxon';

/** The game's day turns at 00:00 in Madrid, whatever the server's or the player's timezone. */
export const GAME_ZONE = 'Europe/Madrid';

const FECHA = /^\d{4}-\d{2}-\d{2}$/;

export function todayInMadrid(now: Date = new Date()): string {
  return DateTime.fromJSDate(now).setZone(GAME_ZONE).toISODate()!;
}

export function isFecha(value: string): boolean {
  return FECHA.test(value) && DateTime.fromISO(value, { zone: GAME_ZONE }).isValid;
}

export function addDays(fecha: string, days: number): string {
  return DateTime.fromISO(fecha, { zone: GAME_ZONE }).plus({ days }).toISODate()!;
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
