// The month grid of the past-games calendar (pure, so it is tested without a browser).
import { addDays } from '../../../../machines/calendar/days.ts';

export type DayStatus = 'played' | 'future' | 'available' | 'unavailable';

/** Section 4, calendar day, in this order: played, else future, else available. */
export function dayStatus(
  fecha: string,
  today: string,
  played: ReadonlySet<string>,
  available: ReadonlySet<string>,
): DayStatus {
  if (played.has(fecha)) return 'played';
  if (fecha > today) return 'future';
  return available.has(fecha) ? 'available' : 'unavailable';
}

export interface Month {
  year: number;
  /** 1-12. */
  month: number;
}

export const monthOf = (fecha: string): Month => ({
  year: Number(fecha.slice(0, 4)),
  month: Number(fecha.slice(5, 7)),
});
export const monthIndex = ({ year, month }: Month) => year * 12 + month - 1;
export const fromIndex = (index: number): Month => ({ year: Math.floor(index / 12), month: (index % 12) + 1 });

const pad = (n: number) => String(n).padStart(2, '0');

/** The weeks of a month, Monday first; null fills the days of the neighbouring months. */
export function monthWeeks({ year, month }: Month): (string | null)[][] {
  const first = `${year}-${pad(month)}-01`;
  // getUTCDay: 0 is Sunday; Monday-first puts Sunday last.
  const leading = (new Date(`${first}T00:00:00Z`).getUTCDay() + 6) % 7;
  const days: (string | null)[] = Array.from({ length: leading }, () => null);
  for (let day = first; monthOf(day).month === month; day = addDays(day, 1)) days.push(day);
  while (days.length % 7 !== 0) days.push(null);
  return Array.from({ length: days.length / 7 }, (_, week) => days.slice(week * 7, week * 7 + 7));
}
