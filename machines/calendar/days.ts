// Calendar days written YYYY-MM-DD, as plain dates: no instant, no time zone, so the browser and
// the server can share them. Which day it is in Madrid, and when the next one starts, is the
// server's to say (server/days/clock.ts, from the time-zone database).

const FECHA = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = (utc: number) => new Date(utc).toISOString().slice(0, 10);
const utcOf = (fecha: string) => {
  const [year, month, day] = fecha.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
};

/** A real calendar day written YYYY-MM-DD. */
export function isFecha(value: string): boolean {
  const match = FECHA.exec(value);
  if (!match) return false;
  const [, year, month, day] = match.map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A calendar day `days` days from another. */
export const addDays = (fecha: string, days: number): string => isoDay(utcOf(fecha) + days * DAY_MS);

/** Whole days from a to b (b − a) between two YYYY-MM-DD dates. */
export const daysBetween = (a: string, b: string): number => Math.round((utcOf(b) - utcOf(a)) / DAY_MS);

/** The Madrid day of an instant, as the server reads it (domain code is given it, never computes it). */
export type DayOf = (at: Date) => string;
