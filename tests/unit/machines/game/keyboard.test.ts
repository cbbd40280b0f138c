import { describe, expect, it } from 'vitest';
import { letterFeedback } from '../../../../machines/game/feedback.ts';
import { KEYBOARD_ROWS, keyStatuses } from '../../../../machines/game/keyboard.ts';

const row = (guess: string, answer: string) => ({ guess, colors: letterFeedback(guess, answer) });

describe('KEYBOARD_ROWS', () => {
  it('given the Spanish layout of section 9, then the rows match it key by key', () => {
    expect(KEYBOARD_ROWS).toEqual([
      ['Q', 'W', 'E', 'R', 'T', 'Y', 'U', 'I', 'O', 'P'],
      ['A', 'S', 'D', 'F', 'G', 'H', 'J', 'K', 'L', 'Ñ'],
      ['ENTER', 'Z', 'X', 'C', 'V', 'B', 'N', 'M', 'BACKSPACE'],
    ]);
  });
});

describe('keyStatuses', () => {
  it.each([
    { why: 'no guesses', rows: [], then: {} },
    {
      why: 'one guess',
      rows: [row('PEDRO', 'PEDRI')],
      then: { P: 'correct', E: 'correct', D: 'correct', R: 'correct', O: 'absent' },
    },
    {
      why: 'present then correct upgrades to correct',
      rows: [row('IXXXX', 'PEDRI'), row('XXXXI', 'PEDRI')],
      then: { I: 'correct', X: 'absent' },
    },
    {
      why: 'correct then absent never downgrades',
      rows: [row('PXXXX', 'PEDRI'), row('XXXXP', 'PEDRI')],
      then: { P: 'correct', X: 'absent' },
    },
    {
      why: 'absent then present upgrades to present',
      rows: [row('XXXXX', 'PEDRI'), row('XPXXX', 'PEDRI')],
      then: { X: 'absent', P: 'present' },
    },
    {
      why: 'a duplicate marked absent in the same row does not hide its green',
      rows: [row('EEEEE', 'PEDRI')],
      then: { E: 'correct' },
    },
    {
      why: 'accents fold onto the plain key, Ñ keeps its own key',
      rows: [row('ÁÑXXX', 'ANXXX')],
      then: { A: 'correct', Ñ: 'absent', X: 'correct' },
    },
    {
      why: 'spaces are ignored',
      rows: [row('AB CD', 'AB CD')],
      then: { A: 'correct', B: 'correct', C: 'correct', D: 'correct' },
    },
  ])('given $why, then the best status per key', ({ rows, then }) => {
    expect(keyStatuses(rows)).toEqual(then);
  });
});
