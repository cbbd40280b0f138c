// The browser's day is the server's word: it holds until the instant the server named, then the next
// date (plain arithmetic) until the server speaks again; the browser reads no time zone.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentDay, learnDay, nextDayAt, today } from '../../../../client/src/lib/game-day.ts';

afterEach(() => vi.useRealTimers());

describe('the game day the server told the browser', () => {
  it('given the short spring day, then today until the instant the server named, and the next date after', () => {
    vi.useFakeTimers({ now: new Date('2026-03-29T21:59:59Z') });
    learnDay({ fecha: '2026-03-29', siguienteDia: '2026-03-29T22:00:00.000Z' });
    expect(today()).toBe('2026-03-29');
    expect(nextDayAt()).toBe(Date.parse('2026-03-29T22:00:00.000Z'));
    vi.setSystemTime(new Date('2026-03-29T22:00:00Z'));
    expect(today()).toBe('2026-03-30');
    expect(nextDayAt()).toBeNull();
  });

  it('given a day whose end the server moves (a changed time zone), then the browser follows the server', () => {
    vi.useFakeTimers({ now: new Date('2026-10-25T22:30:00Z') });
    learnDay({ fecha: '2026-10-25', siguienteDia: '2026-10-25T23:00:00.000Z' });
    expect(today()).toBe('2026-10-25');
    learnDay({ fecha: '2026-10-25', siguienteDia: '2026-10-25T22:00:00.000Z' });
    expect(today()).toBe('2026-10-26');
  });

  it('given a stale word, then the current day waits for the server’s next one', async () => {
    vi.useFakeTimers({ now: new Date('2026-05-11T08:00:00Z') });
    learnDay({ fecha: '2026-05-09', siguienteDia: '2026-05-09T22:00:00.000Z' });
    const waiting = currentDay();
    learnDay({ fecha: '2026-05-11', siguienteDia: '2026-05-11T22:00:00.000Z' });
    await expect(waiting).resolves.toBe('2026-05-11');
    await expect(currentDay()).resolves.toBe('2026-05-11');
  });

  it('given nonsense from the server, then it is not learnt', () => {
    vi.useFakeTimers({ now: new Date('2026-05-11T08:00:00Z') });
    learnDay({ fecha: '2026-05-11', siguienteDia: '2026-05-11T22:00:00.000Z' });
    learnDay({ fecha: 'mañana', siguienteDia: 'nunca' });
    expect(today()).toBe('2026-05-11');
  });
});
