import { describe, expect, it } from 'vitest';
import { durationText, minutesSeconds } from '../../../../client/src/lib/time-format.ts';

describe('durations as the pages show them', () => {
  it.each([
    [0, '0:00'],
    [9, '0:09'],
    [61, '1:01'],
    [3600, '60:00'],
    [75.4, '1:15'],
  ])('the timer and average times: minutesSeconds(%d) is %s', (s, text) => {
    expect(minutesSeconds(s)).toBe(text);
  });
  it.each([
    [0, '0s'],
    [59, '59s'],
    [60, '1m 0s'],
    [125, '2m 5s'],
    [135, '2m 15s'],
  ])('a played time: durationText(%i) is %s', (s, text) => {
    expect(durationText(s)).toBe(text);
  });
});
