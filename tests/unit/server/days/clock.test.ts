// The game's day from the time-zone database (luxon), the clock moved across both changes of a
// year and the turn of a day.
import { describe, expect, it } from 'vitest';
import { gameDay, madridDay, nextTurn } from '../../../../server/days/clock.ts';

const HOUR = 3_600_000;

describe('madridDay around midnight on the DST change days', () => {
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
    expect(madridDay(new Date(instant))).toBe(fecha);
  });
});

describe('nextTurn on the DST change days', () => {
  it('given the start of 29 March 2026, then the next day starts 23 hours later', () => {
    const start = new Date('2026-03-28T23:00:00Z');
    expect(nextTurn(start).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    expect(nextTurn(start).getTime() - start.getTime()).toBe(23 * HOUR);
  });

  it('given the start of 25 October 2026, then the next day starts 25 hours later', () => {
    const start = new Date('2026-10-24T22:00:00Z');
    expect(nextTurn(start).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    expect(nextTurn(start).getTime() - start.getTime()).toBe(25 * HOUR);
  });

  it('given one second before midnight in Madrid, then one second is left', () => {
    for (const instant of ['2026-10-25T22:59:59Z', '2026-03-29T21:59:59Z', '2026-05-10T21:59:59Z']) {
      const at = new Date(instant);
      expect(nextTurn(at).getTime() - at.getTime()).toBe(1000);
    }
  });
});

describe('the day as the browser is told it', () => {
  it('given an instant, then its day and the next turn, one day-change after another', () => {
    expect(gameDay(new Date('2026-10-25T12:00:00Z'))).toEqual({
      fecha: '2026-10-25',
      siguienteDia: '2026-10-25T23:00:00.000Z',
    });
    // Asked out of order (the cached day is another), the answers stay right.
    expect(madridDay(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29');
    expect(madridDay(new Date('2026-03-28T22:30:00Z'))).toBe('2026-03-28');
    expect(madridDay(new Date('2026-03-29T00:30:00Z'))).toBe('2026-03-29');
  });
});
