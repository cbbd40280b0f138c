import { describe, expect, test } from 'vitest';
import { streaks } from '../../../../machines/stats/streaks.ts';

const W = true;
const L = false;
const days = (...plays: [string, boolean][]) => plays.map(([fecha, won]) => ({ fecha, won }));

describe('streaks of daily wins', () => {
  test('given no plays, then no streak', () => {
    expect(streaks([], '2026-05-10')).toEqual({ racha_actual: 0, mejor_racha: 0 });
  });

  test('given wins on consecutive days up to today, then the current streak is their number', () => {
    expect(streaks(days(['2026-05-08', W], ['2026-05-09', W], ['2026-05-10', W]), '2026-05-10')).toEqual({
      racha_actual: 3,
      mejor_racha: 3,
    });
  });

  test('given wins up to yesterday and today not played yet, then the streak still stands', () => {
    expect(streaks(days(['2026-05-08', W], ['2026-05-09', W]), '2026-05-10')).toEqual({
      racha_actual: 2,
      mejor_racha: 2,
    });
  });

  test('given a loss today, then the current streak is 0 and the best remains', () => {
    expect(streaks(days(['2026-05-08', W], ['2026-05-09', W], ['2026-05-10', L]), '2026-05-10')).toEqual({
      racha_actual: 0,
      mejor_racha: 2,
    });
  });

  test('given a missed day, then the streak restarts after it', () => {
    const plays = days(['2026-05-01', W], ['2026-05-02', W], ['2026-05-03', W], ['2026-05-05', W], ['2026-05-06', W]);
    expect(streaks(plays, '2026-05-06')).toEqual({ racha_actual: 2, mejor_racha: 3 });
  });

  test('given the last win two days ago, then no current streak', () => {
    expect(streaks(days(['2026-05-07', W], ['2026-05-08', W]), '2026-05-10')).toEqual({
      racha_actual: 0,
      mejor_racha: 2,
    });
  });

  test('given a run across the end of March (DST), then consecutive calendar days still count', () => {
    expect(streaks(days(['2026-03-28', W], ['2026-03-29', W], ['2026-03-30', W]), '2026-03-30')).toEqual({
      racha_actual: 3,
      mejor_racha: 3,
    });
  });
});
