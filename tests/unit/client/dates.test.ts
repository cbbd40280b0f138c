// The client's dates in words must read exactly as Intl writes them (the pages used Intl before, and
// tests and players compare with it), for every day of several years, in both languages.
import { describe, expect, it } from 'vitest';
import { formatDate, type DateStyle } from '../../../client/src/i18n/dates.ts';

const INTL: Record<DateStyle, Intl.DateTimeFormatOptions> = {
  full: { dateStyle: 'full' },
  long: { dateStyle: 'long' },
  dayMonth: { day: 'numeric', month: 'long' },
  monthYear: { month: 'long', year: 'numeric' },
  weekday: { weekday: 'long' },
  weekdayShort: { weekday: 'short' },
};

describe('formatDate', () => {
  it.each([
    ['es', 'es-ES'],
    ['en', 'en-US'],
  ])('given %s, then every style of every day from 2024 to 2030 reads as Intl (%s) writes it', (language, locale) => {
    const wrong: string[] = [];
    for (const [style, options] of Object.entries(INTL) as [DateStyle, Intl.DateTimeFormatOptions][]) {
      const intl = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
      for (let t = Date.UTC(2024, 0, 1, 12); t < Date.UTC(2031, 0, 1); t += 86_400_000) {
        const ours = formatDate(language, t, style);
        if (ours !== intl.format(t))
          wrong.push(`${style} ${new Date(t).toISOString().slice(0, 10)}: ${ours} ≠ ${intl.format(t)}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it("given 'local', then it reads the browser's calendar day, not UTC's", () => {
    const late = new Date(2026, 10, 23, 23, 30);
    expect(formatDate('es', late, 'long', 'local')).toBe('23 de noviembre de 2026');
    expect(formatDate('en', late, 'long', 'local')).toBe(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(late),
    );
  });
});
