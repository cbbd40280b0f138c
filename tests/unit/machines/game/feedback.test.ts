import { describe, expect, it } from 'vitest';
import { isCorrectGuess, letterFeedback } from '../../../../machines/game/feedback.ts';
import type { LetterStatus } from '../../../../contracts/game.ts';

// Compact notation: G correct (green), Y present (yellow), X absent, _ space.
const CODE: Record<string, LetterStatus> = { G: 'correct', Y: 'present', X: 'absent', _: 'space' };
const decode = (s: string): LetterStatus[] => [...s].map((c) => CODE[c]);

describe('letterFeedback', () => {
  it.each([
    { answer: 'PEDRI', guess: 'PEDRI', then: 'GGGGG', why: 'all right' },
    { answer: 'PEDRI', guess: 'XXXXX', then: 'XXXXX', why: 'nothing shared' },
    { answer: 'PEDRI', guess: 'IPEDR', then: 'YYYYY', why: 'all shifted' },
    { answer: 'ALABA', guess: 'AAAXX', then: 'GYGXX', why: 'two greens, one A left for a yellow' },
    { answer: 'ALABA', guess: 'AAAAA', then: 'GXGXG', why: 'greens use up every A' },
    { answer: 'ALABA', guess: 'BAAAA', then: 'YYGXG', why: 'the one spare A goes to the leftmost non-green A' },
    { answer: 'PEDRI', guess: 'EEEEE', then: 'XGXXX', why: 'one E, already green' },
    { answer: 'ROMAN', guess: 'NNNNN', then: 'XXXXG', why: 'a green is never taken for a yellow' },
    { answer: 'SERGI', guess: 'ISSSS', then: 'YYXXX', why: 'only as many yellows as unmatched copies' },
    { answer: 'IKER CASILLAS', guess: 'IKER CASILLAS', then: 'GGGG_GGGGGGGG', why: 'the space is a space' },
    { answer: 'IKER CASILLAS', guess: 'SAIL LSACKIER', then: 'YYYY_YYYYYYYY', why: 'every letter elsewhere' },
    { answer: 'ANDRÉS', guess: 'ANDRES', then: 'GGGGGG', why: 'accents fold in the answer' },
    { answer: 'ANDRES', guess: 'ÁNDRÉS', then: 'GGGGGG', why: 'accents fold in the guess' },
    { answer: 'GÜIZA', guess: 'GUIZA', then: 'GGGGG', why: 'Ü folds to U' },
    { answer: 'MUÑOZ', guess: 'MUNOZ', then: 'GGXGG', why: 'Ñ is not N' },
    { answer: 'MUNOZ', guess: 'MUÑOZ', then: 'GGXGG', why: 'N is not Ñ' },
    { answer: 'PEÑAN', guess: 'ÑXXXX', then: 'YXXXX', why: 'Ñ can be present elsewhere' },
    { answer: 'pedri', guess: 'PEDRI', then: 'GGGGG', why: 'case does not matter' },
  ])('given answer "$answer" and guess "$guess", then $then ($why)', ({ answer, guess, then }) => {
    expect(letterFeedback(guess, answer)).toEqual(decode(then));
  });

  it('given a guess shorter than the answer, then the missing positions are absent', () => {
    expect(letterFeedback('PE', 'PEDRI')).toEqual(decode('GGXXX'));
  });
});

describe('isCorrectGuess', () => {
  it.each([
    { answer: 'IKER CASILLAS', guess: 'IKER CASILLAS', correct: true },
    { answer: 'ANDRÉS INIESTA', guess: 'ANDRES INIESTA', correct: true },
    { answer: 'andrés iniesta', guess: 'ÁNDRES ÍNIESTA', correct: true },
    { answer: 'MUÑOZ', guess: 'MUNOZ', correct: false },
    { answer: 'IKER CASILLAS', guess: 'IKERC ASILLAS', correct: false },
    { answer: 'PEDRI', guess: 'PEDRO', correct: false },
  ])('given answer "$answer" and guess "$guess", then correct is $correct', ({ answer, guess, correct }) => {
    expect(isCorrectGuess(guess, answer)).toBe(correct);
  });
});
