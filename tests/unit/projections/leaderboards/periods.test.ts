import { describe, expect, test } from 'vitest';
import { madridDay } from '../../../../server/days/clock.ts';
import { twoDecimals } from '../../../../contracts/api/numbers.ts';
import { gamesMultiplier, periodWindow } from '../../../../projections/leaderboards/periods.ts';

describe('the games multiplier', () => {
  test('given 1, 2, 7 and 30 games, then 1 + 1.2·log10(games), shown with 2 decimals', () => {
    expect(gamesMultiplier(1)).toBe(1);
    expect(twoDecimals(gamesMultiplier(2))).toBe(1.36);
    expect(twoDecimals(gamesMultiplier(7))).toBe(2.01);
    expect(twoDecimals(gamesMultiplier(10))).toBe(2.2);
    expect(twoDecimals(gamesMultiplier(30))).toBe(2.77);
  });

  test('given no games, then 1', () => {
    expect(gamesMultiplier(0)).toBe(1);
    expect(gamesMultiplier(-3)).toBe(1);
  });

  test('given more games, then a larger multiplier', () => {
    for (let games = 1; games < 30; games++) expect(gamesMultiplier(games + 1)).toBeGreaterThan(gamesMultiplier(games));
  });
});

describe('the period windows (Madrid days, today included)', () => {
  test('given a day, then the daily window is that day, the weekly 7 days and the monthly 30 days ending on it', () => {
    expect(periodWindow('diario', '2026-05-10')).toEqual({ desde: '2026-05-10', hasta: '2026-05-10' });
    expect(periodWindow('semanal', '2026-05-10')).toEqual({ desde: '2026-05-04', hasta: '2026-05-10' });
    expect(periodWindow('mensual', '2026-05-10')).toEqual({ desde: '2026-04-11', hasta: '2026-05-10' });
  });

  test('given windows across month and year ends and a leap day, then they count calendar days', () => {
    expect(periodWindow('semanal', '2026-01-03')).toEqual({ desde: '2025-12-28', hasta: '2026-01-03' });
    expect(periodWindow('mensual', '2028-03-01')).toEqual({ desde: '2028-02-01', hasta: '2028-03-01' });
    expect(periodWindow('mensual', '2027-03-01')).toEqual({ desde: '2027-01-31', hasta: '2027-03-01' });
  });

  test('given instants around the spring DST change, then the window follows the Madrid day', () => {
    // 29 March 2026: clocks go from 02:00 to 03:00 in Madrid; the day has 23 hours.
    expect(periodWindow('semanal', madridDay(new Date('2026-03-28T22:59:59Z')))).toEqual({
      desde: '2026-03-22',
      hasta: '2026-03-28',
    });
    expect(periodWindow('semanal', madridDay(new Date('2026-03-28T23:00:00Z')))).toEqual({
      desde: '2026-03-23',
      hasta: '2026-03-29',
    });
    expect(madridDay(new Date('2026-03-29T21:59:59Z'))).toBe('2026-03-29');
    expect(periodWindow('semanal', madridDay(new Date('2026-03-29T22:00:00Z')))).toEqual({
      desde: '2026-03-24',
      hasta: '2026-03-30',
    });
  });

  test('given instants around the autumn DST change, then the 25-hour day is one day of the window', () => {
    // 25 October 2026: clocks go from 03:00 back to 02:00; the day runs 22:00 UTC on the 24th to 23:00 UTC on the 25th.
    expect(madridDay(new Date('2026-10-24T21:59:59Z'))).toBe('2026-10-24');
    expect(madridDay(new Date('2026-10-24T22:00:00Z'))).toBe('2026-10-25');
    expect(madridDay(new Date('2026-10-25T22:59:59Z'))).toBe('2026-10-25');
    expect(periodWindow('mensual', madridDay(new Date('2026-10-25T23:00:00Z')))).toEqual({
      desde: '2026-09-27',
      hasta: '2026-10-26',
    });
  });
});
