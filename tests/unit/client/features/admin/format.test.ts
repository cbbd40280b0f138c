import { describe, expect, test } from 'vitest';
import { formatDelta, formatInstant, playerLabel } from '../../../../../client/src/features/admin/format.ts';

describe('formatDelta', () => {
  test.each([
    { ms: null, text: '—' },
    { ms: 0, text: '+0 ms' },
    { ms: 850, text: '+850 ms' },
    { ms: 12_400, text: '+12.4 s' },
    { ms: 185_000, text: '+3 min 05.0 s' },
  ])('given $ms ms since the previous event, then $text', ({ ms, text }) => {
    expect(formatDelta(ms)).toBe(text);
  });
});

describe('formatInstant', () => {
  test('given an instant, then its Madrid date and time to the millisecond', () => {
    expect(formatInstant('2026-05-10T10:00:01.250Z', 'es')).toMatch(/10\/05\/2026.*12:00:01[.,]250/);
  });
});

describe('playerLabel', () => {
  test('given a username, a user without one, an anonymous id or nothing, then who played', () => {
    expect(playerLabel({ username: 'leo', user_id: 3, anon_id: null }, 'anónimo')).toBe('leo');
    expect(playerLabel({ username: null, user_id: 3, anon_id: null }, 'anónimo')).toBe('#3');
    expect(
      playerLabel({ username: null, user_id: null, anon_id: '3f0e4a4e-8a43-4c1e-9d7a-0c5b7f1d2e3a' }, 'anónimo'),
    ).toBe('anónimo (3f0e4a4e)');
    expect(playerLabel({ username: null, user_id: null, anon_id: null }, 'anonymous')).toBe('anonymous');
  });
});
