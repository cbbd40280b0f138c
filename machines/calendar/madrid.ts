// The game's calendar: the day turns at 00:00 in Madrid, whatever the server's or the player's
// time zone. Plain arithmetic (no date library and no Intl time-zone data: the browser runs this on
// every page, and a time-zone formatter costs a phone tens of milliseconds to build), correct across
// daylight-saving changes; a unit test holds it against the platform's time-zone database.

export const GAME_ZONE = 'Europe/Madrid';

const FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** 01:00 UTC on the last Sunday of a month (0-based), when the European Union's clocks change. */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * DAY_MS;
}

/**
 * Madrid's wall-clock reading of an instant, as if it were UTC (its offset is the difference).
 * Peninsular Spain keeps Central European Time, UTC+1, and the European Union's summer time, UTC+2
 * from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last Sunday of October (Directive
 * 2000/84/EC; the same rule since 1996).
 */
function madridWall(t: number): number {
  const year = new Date(t).getUTCFullYear();
  const summer = t >= lastSundayAtOne(year, 2) && t < lastSundayAtOne(year, 9);
  return t + (summer ? 2 : 1) * HOUR_MS;
}

/** The instant at which Madrid's clocks read 00:00 on a day. */
function madridMidnight(fecha: string): number {
  const [year, month, day] = fecha.split('-').map(Number);
  const wall = Date.UTC(year, month - 1, day);
  // The offset near that moment, then at the moment found (a DST change never falls at midnight in Madrid).
  let t = wall - (madridWall(wall) - wall);
  t = wall - (madridWall(t) - t);
  return t;
}

const isoDay = (utc: number) => new Date(utc).toISOString().slice(0, 10);

/** The Madrid day last asked for and its bounds: most calls fall inside it and need no time-zone math. */
let known = { from: 0, to: 0, fecha: '' };

export function todayInMadrid(now: Date = new Date()): string {
  const t = now.getTime();
  if (t >= known.from && t < known.to) return known.fecha;
  const fecha = isoDay(madridWall(t));
  known = { from: madridMidnight(fecha), to: madridMidnight(addDays(fecha, 1)), fecha };
  return fecha;
}

/** A real calendar day written YYYY-MM-DD. */
export function isFecha(value: string): boolean {
  const match = FECHA.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day `days` days from another (calendar arithmetic: no time zone is involved). */
export function addDays(fecha: string, days: number): string {
  const [year, month, day] = fecha.split('-').map(Number);
  return isoDay(Date.UTC(year, month - 1, day + days));
}

/** The instant the next game day starts (00:00 Madrid), correct across DST changes. */
export function nextDayStart(now: Date = new Date()): Date {
  return new Date(madridMidnight(addDays(todayInMadrid(now), 1)));
}

export function msUntilNextDay(now: Date = new Date()): number {
  return nextDayStart(now).getTime() - now.getTime();
}

/** Whole days from a to b (b − a) between two YYYY-MM-DD dates. */
export function daysBetween(a: string, b: string): number {
  const utc = (fecha: string) => {
    const [year, month, day] = fecha.split('-').map(Number);
    return Date.UTC(year, month - 1, day);
  };
  return Math.round((utc(b) - utc(a)) / DAY_MS);
}
