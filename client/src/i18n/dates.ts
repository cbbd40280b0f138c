// Dates in words, in Spanish (es-ES) and US English (en-US, as the spec writes them), exactly as Intl writes
// them (a unit test compares every day of several years) but without Intl.DateTimeFormat: making the
// first one costs a phone's main thread close to 100 ms (it loads the locale's calendar data), a
// long task on every page that shows a date.

export type DateStyle =
  /** lunes, 23 de noviembre de 2026 · Monday, November 23, 2026 */
  | 'full'
  /** 23 de noviembre de 2026 · November 23, 2026 */
  | 'long'
  /** 23 de noviembre · November 23 */
  | 'dayMonth'
  /** noviembre de 2026 · November 2026 */
  | 'monthYear'
  /** lunes · Monday */
  | 'weekday'
  /** lun · Mon */
  | 'weekdayShort';

const MONTHS = {
  es: [
    'enero',
    'febrero',
    'marzo',
    'abril',
    'mayo',
    'junio',
    'julio',
    'agosto',
    'septiembre',
    'octubre',
    'noviembre',
    'diciembre',
  ],
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
};
/** From Sunday, as Date.getDay counts. */
const WEEKDAYS = {
  es: ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
const WEEKDAYS_SHORT = {
  es: ['dom', 'lun', 'mar', 'mié', 'jue', 'vie', 'sáb'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/**
 * A date in words. `zone` 'UTC' reads the date's UTC calendar day (a `fecha` at noon UTC is that
 * day everywhere); 'local' the browser's.
 */
/**
 * Two days of a span (a cup's week) read as one, by their UTC calendar days and without the year:
 * "23 al 29 de noviembre" / "30 de noviembre al 6 de diciembre" (Spanish prose, to follow "Semana
 * del"); "November 23 – 29" / "November 30 – December 6" (as Intl's formatRange writes en-US); a
 * span across a new year names both years.
 */
export function formatDayRange(language: string, from: Date | number, to: Date | number): string {
  const lang = language === 'en' ? 'en' : 'es';
  const [a, b] = [new Date(from), new Date(to)];
  const [m1, m2] = [MONTHS[lang][a.getUTCMonth()], MONTHS[lang][b.getUTCMonth()]];
  const [d1, d2] = [a.getUTCDate(), b.getUTCDate()];
  const sameMonth = a.getUTCMonth() === b.getUTCMonth();
  // Across a new year, each day with its year.
  if (a.getUTCFullYear() !== b.getUTCFullYear()) {
    const [first, last] = [formatDate(lang, a, 'long'), formatDate(lang, b, 'long')];
    return lang === 'es' ? `${first} al ${last}` : `${first}\u2009–\u2009${last}`;
  }
  if (lang === 'es') return sameMonth ? `${d1} al ${d2} de ${m2}` : `${d1} de ${m1} al ${d2} de ${m2}`;
  return sameMonth ? `${m1} ${d1}\u2009–\u2009${d2}` : `${m1} ${d1}\u2009–\u2009${m2} ${d2}`;
}

/** A weekday or date that opens a sentence or a heading (Spanish writes them in lower case). */
export const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

export function formatDate(
  language: string,
  date: Date | number,
  style: DateStyle,
  zone: 'UTC' | 'local' = 'UTC',
): string {
  const lang = language === 'en' ? 'en' : 'es';
  const at = new Date(date);
  const utc = zone === 'UTC';
  const day = utc ? at.getUTCDate() : at.getDate();
  const month = MONTHS[lang][utc ? at.getUTCMonth() : at.getMonth()];
  const year = utc ? at.getUTCFullYear() : at.getFullYear();
  const weekdayIndex = utc ? at.getUTCDay() : at.getDay();
  const weekday = WEEKDAYS[lang][weekdayIndex];
  const es = lang === 'es';
  switch (style) {
    case 'full':
      return es ? `${weekday}, ${day} de ${month} de ${year}` : `${weekday}, ${month} ${day}, ${year}`;
    case 'long':
      return es ? `${day} de ${month} de ${year}` : `${month} ${day}, ${year}`;
    case 'dayMonth':
      return es ? `${day} de ${month}` : `${month} ${day}`;
    case 'monthYear':
      return es ? `${month} de ${year}` : `${month} ${year}`;
    case 'weekday':
      return weekday;
    case 'weekdayShort':
      return WEEKDAYS_SHORT[lang][weekdayIndex];
  }
}
