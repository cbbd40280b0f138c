import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, isFecha } from '../../../../machines/calendar/days.ts';

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
