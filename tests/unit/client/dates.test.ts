// The client's dates in words must read exactly as Intl writes them (the pages used Intl before, and
// tests and players compare with it), for every day of several years, in both languages.
import { describe, expect, it } from 'vitest';
import { formatDate, formatDayRange, type DateStyle } from '../../../client/src/i18n/dates.ts';

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

describe('formatDayRange', () => {
  it('given en, then every week from 2024 to 2030 reads as Intl’s formatRange (en-US) writes it', () => {
    const intl = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'long', timeZone: 'UTC' });
    const wrong: string[] = [];
    for (let t = Date.UTC(2024, 0, 1, 12); t < Date.UTC(2031, 0, 1); t += 86_400_000) {
      const sunday = t + 6 * 86_400_000;
      const ours = formatDayRange('en', t, sunday);
      if (ours !== intl.formatRange(t, sunday)) wrong.push(`${ours} ≠ ${intl.formatRange(t, sunday)}`);
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });

  it('given es, then it reads as Spanish prose after “Semana del”: one month named once, two each', () => {
    const day = (fecha: string) => new Date(`${fecha}T12:00:00Z`);
    expect(formatDayRange('es', day('2026-11-23'), day('2026-11-29'))).toBe('23 al 29 de noviembre');
    expect(formatDayRange('es', day('2026-11-30'), day('2026-12-06'))).toBe('30 de noviembre al 6 de diciembre');
    expect(formatDayRange('es', day('2025-12-29'), day('2026-01-04'))).toBe(
      '29 de diciembre de 2025 al 4 de enero de 2026',
    );
  });
});
