import { describe, expect, test } from 'vitest';
import { fairPlay, plausibleSeconds, reviewSeconds, type FairPlayInput } from '../../../../machines/game/fair-play.ts';

const win: FairPlayInput = {
  onDay: true,
  won: true,
  seconds: 60,
  letters: 12,
  attempts: 1,
  signedIn: true,
  antiExploit: false,
  browserChanged: false,
};

describe('the plausibility floor', () => {
  test('grows with the letters typed in every row: 3 s to read, 0.1 s a letter', () => {
    expect(plausibleSeconds(12, 1)).toBe(4);
    expect(plausibleSeconds(12, 5)).toBe(9);
    expect(plausibleSeconds(5, 1)).toBe(3);
    expect(reviewSeconds(12, 1)).toBe(8);
  });
});

describe('fairPlay', () => {
  test('given a calm signed-in win on its day, then it ranks with no flag', () => {
    expect(fairPlay(win)).toEqual({ ranked: true, flags: [] });
  });

  test('given a win under the floor, then it never ranks, signed in or not', () => {
    expect(fairPlay({ ...win, seconds: 3 })).toEqual({ ranked: false, flags: ['too-fast'] });
    expect(fairPlay({ ...win, seconds: 3, signedIn: false })).toEqual({ ranked: false, flags: ['too-fast'] });
  });

  test('given a signed-in win at the floor but under the review line, then it ranks, flagged fast', () => {
    expect(fairPlay({ ...win, seconds: 4 })).toEqual({ ranked: true, flags: ['fast'] });
    expect(fairPlay({ ...win, seconds: 4, signedIn: false })).toEqual({ ranked: true, flags: [] });
  });

  test('given the same browser finished signed out first, then it does not rank', () => {
    expect(fairPlay({ ...win, antiExploit: true })).toEqual({ ranked: false, flags: ['anti-exploit'] });
  });

  test('given another anonymous id at the finish, then a win ranks but is flagged; a loss is not', () => {
    expect(fairPlay({ ...win, browserChanged: true })).toEqual({ ranked: true, flags: ['browser-changed'] });
    expect(fairPlay({ ...win, won: false, browserChanged: true })).toEqual({ ranked: true, flags: [] });
  });

  test('given a quick loss or a past day, then only the calendar decides', () => {
    expect(fairPlay({ ...win, won: false, seconds: 0 })).toEqual({ ranked: true, flags: [] });
    expect(fairPlay({ ...win, onDay: false })).toEqual({ ranked: false, flags: [] });
  });
});
