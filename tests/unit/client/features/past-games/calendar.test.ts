import { describe, expect, test } from 'vitest';
import {
  dayStatus,
  fromIndex,
  monthIndex,
  monthWeeks,
} from '../../../../../client/src/features/past-games/calendar.ts';

describe('a calendar day (spec section 4, in order: played, future, available)', () => {
  const played = new Set(['2026-05-03', '2026-05-12']);
  const available = new Set(['2026-05-03', '2026-05-04']);

  test('given a played day, then played, even when it is also available', () => {
    expect(dayStatus('2026-05-03', '2026-05-10', played, available)).toBe('played');
  });

  test('given a day after today, then future (a played entry still wins)', () => {
    expect(dayStatus('2026-05-11', '2026-05-10', played, available)).toBe('future');
    expect(dayStatus('2026-05-12', '2026-05-10', played, available)).toBe('played');
  });

  test('given a past day in the available list, then available; otherwise unavailable (today included)', () => {
    expect(dayStatus('2026-05-04', '2026-05-10', played, available)).toBe('available');
    expect(dayStatus('2026-05-05', '2026-05-10', played, available)).toBe('unavailable');
    expect(dayStatus('2026-05-10', '2026-05-10', played, available)).toBe('unavailable');
  });
});

describe('the month grid', () => {
  test('given May 2026 (starting on a Friday), then weeks from Monday with 4 blanks first', () => {
    const weeks = monthWeeks({ year: 2026, month: 5 });
    expect(weeks[0]).toEqual([null, null, null, null, '2026-05-01', '2026-05-02', '2026-05-03']);
    expect(weeks.at(-1)).toEqual([
      '2026-05-25',
      '2026-05-26',
      '2026-05-27',
      '2026-05-28',
      '2026-05-29',
      '2026-05-30',
      '2026-05-31',
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });

  test('given February 2027 (starting on a Monday, 28 days), then exactly four full weeks', () => {
    const weeks = monthWeeks({ year: 2027, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks[0][0]).toBe('2027-02-01');
  });

  test('given March 2026 (its last Sunday the DST change), then 31 days and a trailing fill to Sunday', () => {
    const weeks = monthWeeks({ year: 2026, month: 3 });
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.at(-1)).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
  });

  test('given month indexes, then they step across the year end', () => {
    expect(fromIndex(monthIndex({ year: 2026, month: 1 }) - 1)).toEqual({ year: 2025, month: 12 });
    expect(fromIndex(monthIndex({ year: 2025, month: 12 }) + 1)).toEqual({ year: 2026, month: 1 });
  });
});
