// The id a player sees for a day's question: the day itself as a number (2026-05-10 → 20260510),
// never the bank's id. The bank is public in the repository (or may be), so a bank id would be
// the answer's key; a day number says nothing a player does not know already.
import { isFecha } from '../../machines/calendar/days.ts';

export const dayQuestionId = (fecha: string): number => Number(fecha.replaceAll('-', ''));

/** The day a question id names, or null when it names none (a bank id, a date that does not exist). */
export function dayOfQuestionId(id: string): string | null {
  if (!/^\d{8}$/.test(id)) return null;
  const fecha = `${id.slice(0, 4)}-${id.slice(4, 6)}-${id.slice(6)}`;
  return isFecha(fecha) ? fecha : null;
}
