import { describe, expect, it } from 'vitest';
import {
  addDays,
  daysBetween,
  isFecha,
  msUntilNextDay,
  nextDayStart,
  todayInMadrid,
} from '../../../../machines/calendar/madrid.ts';

const HOUR = 3_600_000;

describe('todayInMadrid around midnight on the DST change days', () => {
  it.each([
    // 29 March 2026: clocks go 02:00 → 03:00; the day starts at 23:00 UTC (CET, UTC+1).
    { instant: '2026-03-28T22:59:59Z', fecha: '2026-03-28' },
    { instant: '2026-03-28T23:00:00Z', fecha: '2026-03-29' },
    { instant: '2026-03-29T00:59:59Z', fecha: '2026-03-29' },
    { instant: '2026-03-29T01:00:00Z', fecha: '2026-03-29' },
    // ... and ends at 22:00 UTC (CEST, UTC+2).
    { instant: '2026-03-29T21:59:59Z', fecha: '2026-03-29' },
    { instant: '2026-03-29T22:00:00Z', fecha: '2026-03-30' },
    // 25 October 2026: clocks go 03:00 → 02:00; the day starts at 22:00 UTC (CEST) ...
    { instant: '2026-10-24T21:59:59Z', fecha: '2026-10-24' },
    { instant: '2026-10-24T22:00:00Z', fecha: '2026-10-25' },
    // ... the repeated hour 02:00-03:00 is the same day both times ...
    { instant: '2026-10-25T00:30:00Z', fecha: '2026-10-25' },
    { instant: '2026-10-25T01:30:00Z', fecha: '2026-10-25' },
    // ... and it ends at 23:00 UTC (CET).
    { instant: '2026-10-25T22:59:59Z', fecha: '2026-10-25' },
    { instant: '2026-10-25T23:00:00Z', fecha: '2026-10-26' },
  ])('given $instant, then the Madrid day is $fecha', ({ instant, fecha }) => {
    expect(todayInMadrid(new Date(instant))).toBe(fecha);
  });
});

describe('nextDayStart and msUntilNextDay on the DST change days', () => {
  it('given the start of 29 March 2026, then the next day starts 23 hours later', () => {
    const start = new Date('2026-03-28T23:00:00Z');
    expect(nextDayStart(start).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(msUntilNextDay(start)).toBe(23 * HOUR);
  });

  it('given the start of 25 October 2026, then the next day starts 25 hours later', () => {
    const start = new Date('2026-10-24T22:00:00Z');
    expect(nextDayStart(start).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(msUntilNextDay(start)).toBe(25 * HOUR);
  });

  it('given one second before midnight in Madrid, then one second is left', () => {
    expect(msUntilNextDay(new Date('2026-10-25T22:59:59Z'))).toBe(1000);
    expect(msUntilNextDay(new Date('2026-03-29T21:59:59Z'))).toBe(1000);
  });
});

describe('day arithmetic', () => {
  it.each([
    { fecha: '2026-03-28', days: 1, then: '2026-03-29' },
    { fecha: '2026-03-29', days: 1, then: '2026-03-30' },
    { fecha: '2026-10-25', days: 1, then: '2026-10-26' },
    { fecha: '2026-10-26', days: -1, then: '2026-10-25' },
    { fecha: '2026-03-01', days: -30, then: '2026-01-30' },
  ])('given $fecha plus $days days, then $then', ({ fecha, days, then }) => {
    expect(addDays(fecha, days)).toBe(then);
  });

  it('given days across both DST changes, then whole days between them', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-10-24', '2026-10-26')).toBe(2);
    expect(daysBetween('2026-10-26', '2026-10-24')).toBe(-2);
  });

  it.each(['2026-02-30', '2026-13-01', '26-03-29', '2026-3-29', 'hoy', ''])(
    'given "%s", then it is not a day',
    (value) => {
      expect(isFecha(value)).toBe(false);
    },
  );

  it('given a real day, then it is a day', () => {
    expect(isFecha('2026-03-29')).toBe(true);
  });
});

describe("todayInMadrid against the platform's time-zone database", () => {
  it('given every hour from 2000 to 2045 (and the second before it), then it names the day Intl names for Europe/Madrid', () => {
    const intl = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Madrid',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    const wrong: string[] = [];
    for (let t = Date.UTC(2000, 0, 1); t < Date.UTC(2046, 0, 1); t += HOUR) {
      for (const instant of [t - 1000, t]) {
        const expected = intl.format(instant);
        if (todayInMadrid(new Date(instant)) !== expected)
          wrong.push(`${new Date(instant).toISOString()}: ${expected}`);
      }
    }
    expect(wrong.slice(0, 5)).toEqual([]);
  });
});
