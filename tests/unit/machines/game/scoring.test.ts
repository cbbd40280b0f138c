import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LetterStatus } from '../../../../contracts/game.ts';
import { letterFeedback } from '../../../../machines/game/feedback.ts';
import { SCORING, performanceFor, scoreLoss, scoreWin, starsFor } from '../../../../machines/game/scoring.ts';

// G correct, Y present, X absent, _ space.
const CODE: Record<string, LetterStatus> = { G: 'correct', Y: 'present', X: 'absent', _: 'space' };
const rows = (...codes: string[]): LetterStatus[][] => codes.map((s) => [...s].map((c) => CODE[c]));
const WIN = 'GGGGG';

// A win with K attempts whose earlier rows earn no precision bonus.
const win = (attempts: number, hintsUsed: number, seconds: number) =>
  scoreWin({ attempts, hintsUsed, seconds, guesses: rows(...Array(attempts - 1).fill('XXXXX'), WIN) });

describe('SCORING constants (rendered by How to play)', () => {
  it('given section 9, then the constants are the ones in use', () => {
    expect(SCORING.baseScore).toBe(1000);
    expect(SCORING.maxAttempts).toBe(5);
    expect(SCORING.maxHints).toBe(3);
    expect(SCORING.hintPenalty).toBe(100);
    expect(SCORING.perfectBonus).toBe(150);
    expect(SCORING.noHintsBonus).toBe(50);
    expect(SCORING.firstAttemptWithHintsBonus).toBe(25);
    expect(SCORING.precisionBonus).toEqual({ perCorrect: 10, perPresent: 5 });
    expect(SCORING.loss).toEqual({ attemptsPenalty: 750, slowPenalty: 75, slowOver: 90 });
    expect(SCORING.slowPenalty.map((r) => [r.over, r.points])).toEqual([
      [240, 175],
      [120, 120],
    ]);
    expect(SCORING.timeBonus.map((r) => [r.upTo, r.points])).toEqual([
      [30, 100],
      [60, 50],
      [90, 25],
    ]);
    expect(SCORING.stars.map((r) => [r.min, r.stars])).toEqual([
      [1200, 3],
      [800, 2],
      [400, 1],
    ]);
  });

  it('given the attempt-penalty constants, then the per-attempt costs are 60, 85, 110, 135', () => {
    const { first, step } = SCORING.attemptPenalty;
    expect([2, 3, 4, 5].map((n) => first + step * (n - 2))).toEqual([60, 85, 110, 135]);
  });
});

describe('scoreWin: time penalty brackets', () => {
  it.each([
    [0, 0],
    [1, 1],
    [20, 20],
    [21, 23],
    [60, 140],
    [61, 145],
    [90, 290],
    [91, 297],
    [120, 500],
    [121, 507],
    [240, 1340],
    [241, 1347],
  ])('given a win in %i s, then the time penalty is %i', (seconds, penalty) => {
    expect(win(2, 0, seconds).timePenalty).toBe(penalty);
  });
});

describe('scoreWin: slow penalty', () => {
  it.each([
    [0, 0],
    [120, 0],
    [121, 120],
    [240, 120],
    [241, 175],
    [1000, 175],
  ])('given a win in %i s, then the slow penalty is %i', (seconds, penalty) => {
    expect(win(2, 0, seconds).slowPenalty).toBe(penalty);
  });
});

describe('scoreWin: time bonus', () => {
  it.each([
    [0, 100],
    [30, 100],
    [31, 50],
    [60, 50],
    [61, 25],
    [90, 25],
    [91, 0],
  ])('given a win in %i s, then the time bonus is %i', (seconds, bonus) => {
    expect(win(2, 0, seconds).timeBonus).toBe(bonus);
  });
});

describe('scoreWin: attempts and hints', () => {
  it.each([
    [1, 0],
    [2, 60],
    [3, 145],
    [4, 255],
    [5, 390],
  ])('given %i attempts, then the attempts penalty is %i', (attempts, penalty) => {
    expect(win(attempts, 0, 10).attemptsPenalty).toBe(penalty);
  });

  it.each([
    [0, 0],
    [1, 100],
    [2, 200],
    [3, 300],
  ])('given %i hints, then the hints penalty is %i', (hints, penalty) => {
    expect(win(2, hints, 10).hintsPenalty).toBe(penalty);
  });
});

describe('scoreWin: bonuses by attempts and hints', () => {
  it.each([
    { attempts: 1, hints: 0, perfect: 150, noHints: 0, firstAttempt: 0 },
    { attempts: 1, hints: 1, perfect: 0, noHints: 0, firstAttempt: 25 },
    { attempts: 1, hints: 3, perfect: 0, noHints: 0, firstAttempt: 25 },
    { attempts: 2, hints: 0, perfect: 0, noHints: 50, firstAttempt: 0 },
    { attempts: 5, hints: 0, perfect: 0, noHints: 50, firstAttempt: 0 },
    { attempts: 2, hints: 1, perfect: 0, noHints: 0, firstAttempt: 0 },
  ])(
    'given $attempts attempt(s) and $hints hint(s), then perfect $perfect, no-hints $noHints, first-attempt $firstAttempt',
    ({ attempts, hints, perfect, noHints, firstAttempt }) => {
      const result = win(attempts, hints, 100);
      expect(result.perfectBonus).toBe(perfect);
      expect(result.noHintsBonus).toBe(noHints);
      expect(result.noExtraAttemptsBonus).toBe(firstAttempt);
    },
  );
});

describe('scoreWin: precision bonus', () => {
  it.each([
    { guesses: [WIN], bonus: 0, why: 'the winning row never counts' },
    { guesses: ['GXXXX', WIN], bonus: 10, why: 'one green' },
    { guesses: ['YXXXX', WIN], bonus: 5, why: 'one yellow' },
    { guesses: ['GGYYX', 'GGGYY', WIN], bonus: 30 + 40, why: 'summed over every earlier row' },
    { guesses: ['GG_YX', 'GG_GG'], bonus: 25, why: 'spaces and grays count nothing' },
  ])('given rows $guesses, then the precision bonus is $bonus ($why)', ({ guesses, bonus }) => {
    const result = scoreWin({ attempts: guesses.length, hintsUsed: 0, seconds: 100, guesses: rows(...guesses) });
    expect(result.precisionBonus).toBe(bonus);
  });
});

describe('scoreWin: totals', () => {
  it.each([
    {
      why: 'a perfect quick win',
      input: { attempts: 1, hintsUsed: 0, seconds: 10, guesses: rows(WIN) },
      then: { totalScore: 1240, stars: 3, performance: 'excellent' },
    },
    {
      why: 'three attempts, one hint',
      input: { attempts: 3, hintsUsed: 1, seconds: 45, guesses: rows('GYXXX', 'GGYXX', WIN) },
      // 1000 − 145 − 100 − 95 + 50 + 40
      then: { totalScore: 750, stars: 1, performance: 'fair' },
    },
    {
      why: 'first attempt with two hints',
      input: { attempts: 1, hintsUsed: 2, seconds: 25, guesses: rows(WIN) },
      // 1000 − 200 − 35 + 100 + 25
      then: { totalScore: 890, stars: 2, performance: 'good' },
    },
    {
      why: 'exactly 1200 lands on three stars',
      input: { attempts: 1, hintsUsed: 0, seconds: 30, guesses: rows(WIN) },
      then: { totalScore: 1200, stars: 3, performance: 'excellent' },
    },
    {
      why: 'one second slower drops to two stars',
      input: { attempts: 1, hintsUsed: 0, seconds: 31, guesses: rows(WIN) },
      then: { totalScore: 1147, stars: 2, performance: 'good' },
    },
    {
      why: 'the total is floored at 0',
      input: { attempts: 5, hintsUsed: 3, seconds: 300, guesses: rows('XXXXX', 'XXXXX', 'XXXXX', 'XXXXX', WIN) },
      then: { totalScore: 0, stars: 0, performance: 'needsImprovement' },
    },
    {
      why: 'a fractional total rounds up from .6',
      input: { attempts: 1, hintsUsed: 0, seconds: 10.4, guesses: rows(WIN) },
      then: { totalScore: 1240, stars: 3, performance: 'excellent' },
    },
    {
      why: 'a fractional total rounds down from .4',
      input: { attempts: 1, hintsUsed: 0, seconds: 10.6, guesses: rows(WIN) },
      then: { totalScore: 1239, stars: 3, performance: 'excellent' },
    },
  ])('given $why, then total $then.totalScore and $then.stars star(s)', ({ input, then }) => {
    expect(scoreWin(input)).toMatchObject(then);
  });

  it('given a win, then every line is a positive magnitude and the lines add up to the total', () => {
    const r = scoreWin({ attempts: 4, hintsUsed: 1, seconds: 40, guesses: rows('GYXXX', 'YYYXX', 'GGGXX', WIN) });
    expect(r).toEqual({
      totalScore: 675, // 1000 − 255 − 100 − 80 + 50 + 60
      stars: 1,
      baseScore: 1000,
      attemptsPenalty: 255,
      hintsPenalty: 100,
      timePenalty: 80,
      slowPenalty: 0,
      timeBonus: 50,
      perfectBonus: 0,
      noHintsBonus: 0,
      noExtraAttemptsBonus: 0,
      precisionBonus: 60,
      performance: 'fair',
    });
    const penalties = r.attemptsPenalty + r.hintsPenalty + r.timePenalty + r.slowPenalty;
    const bonuses = r.timeBonus + r.perfectBonus + r.noHintsBonus + r.noExtraAttemptsBonus + r.precisionBonus;
    expect(r.baseScore - penalties + bonuses).toBe(r.totalScore);
  });
});

describe('starsFor and performanceFor', () => {
  it.each([
    [0, 0, 'needsImprovement'],
    [399, 0, 'needsImprovement'],
    [400, 1, 'fair'],
    [799, 1, 'fair'],
    [800, 2, 'good'],
    [1199, 2, 'good'],
    [1200, 3, 'excellent'],
    [1250, 3, 'excellent'],
  ] as const)('given a score of %i, then %i star(s), labelled %s', (score, stars, label) => {
    expect(starsFor(score)).toBe(stars);
    expect(performanceFor(starsFor(score))).toBe(label);
  });
});

describe('scoreLoss', () => {
  it.each([
    { hintsUsed: 0, seconds: 50, hintsPenalty: 0, timePenalty: 110, slowPenalty: 0 },
    { hintsUsed: 2, seconds: 90, hintsPenalty: 200, timePenalty: 290, slowPenalty: 0 },
    { hintsUsed: 3, seconds: 91, hintsPenalty: 300, timePenalty: 297, slowPenalty: 75 },
    { hintsUsed: 1, seconds: 300, hintsPenalty: 100, timePenalty: 1760, slowPenalty: 75 },
  ])(
    'given a loss with $hintsUsed hint(s) in $seconds s, then score 0 and the loss breakdown',
    ({ hintsUsed, seconds, hintsPenalty, timePenalty, slowPenalty }) => {
      expect(scoreLoss({ hintsUsed, seconds })).toEqual({
        totalScore: 0,
        stars: 0,
        baseScore: 1000,
        attemptsPenalty: 750,
        hintsPenalty,
        timePenalty,
        slowPenalty,
        timeBonus: 0,
        perfectBonus: 0,
        noHintsBonus: 0,
        noExtraAttemptsBonus: 0,
        precisionBonus: 0,
        performance: 'needsImprovement',
      });
    },
  );
});

describe('scoreWin: no play outscores a first-guess win in the same time', () => {
  it('given the near misses of the report (four rows one letter off on a 15-letter name), then the precision bonus stops at the attempts penalty', () => {
    const answer = 'MIGUEL ÁNGEL NADAL';
    const misses = ['MIGUEL ÁNGEL NADAR', 'MIGUEL ÁNGEL NADAN', 'MIGUEL ÁNGEL NAVAL', 'MIGUEL ÁNGEL NASAL'];
    const guesses = [...misses, answer].map((guess) => letterFeedback(guess, answer));
    const first = scoreWin({ attempts: 1, hintsUsed: 0, seconds: 40, guesses: [letterFeedback(answer, answer)] });
    const fifth = scoreWin({ attempts: 5, hintsUsed: 0, seconds: 40, guesses });
    expect(fifth.precisionBonus).toBe(fifth.attemptsPenalty);
    expect(fifth.totalScore).toBeLessThan(first.totalScore);
  });

  it('given any answer, any guesses before it, any hints and time, then the total is at most a first-guess win at that time', () => {
    const letters = 'ABCDEÉLMNÑOSZ';
    // Lengths drawn whole (fast-check's default size keeps arrays short, and long names are the case).
    const answerArb = fc
      .integer({ min: 1, max: 30 })
      .chain((n) =>
        fc.array(
          fc.oneof({ arbitrary: fc.constantFrom(...letters), weight: 8 }, { arbitrary: fc.constant(' '), weight: 1 }),
          {
            minLength: n,
            maxLength: n,
          },
        ),
      )
      .map((chars) => chars.join('').trim())
      .filter((answer) => answer.length > 0);
    const input = answerArb.chain((answer) => {
      const chars = [...answer];
      // A guess is either any word of the answer's letters or the answer with a few letters changed (a near miss).
      const nearMiss = fc
        .array(fc.tuple(fc.nat(chars.length - 1), fc.constantFrom(...letters)), { minLength: 1, maxLength: 2 })
        .map((changes) => {
          const copy = [...chars];
          for (const [i, letter] of changes) if (copy[i] !== ' ') copy[i] = letter;
          return copy.join('');
        });
      const anyWord = fc
        .array(fc.constantFrom(...letters), { minLength: 1, maxLength: chars.length })
        .map((c) => c.join(''));
      return fc.record({
        answer: fc.constant(answer),
        earlier: fc.integer({ min: 0, max: SCORING.maxAttempts - 1 }).chain((n) =>
          fc.array(fc.oneof({ arbitrary: nearMiss, weight: 4 }, { arbitrary: anyWord, weight: 1 }), {
            minLength: n,
            maxLength: n,
          }),
        ),
        hintsUsed: fc.integer({ min: 0, max: SCORING.maxHints }),
        seconds: fc.integer({ min: 0, max: 900 }),
      });
    });
    fc.assert(
      fc.property(input, ({ answer, earlier, hintsUsed, seconds }) => {
        const guesses = [...earlier, answer].map((guess) => letterFeedback(guess, answer));
        const played = scoreWin({ attempts: guesses.length, hintsUsed, seconds, guesses });
        const firstGuess = scoreWin({ attempts: 1, hintsUsed: 0, seconds, guesses: [guesses.at(-1)!] });
        expect(played.totalScore).toBeLessThanOrEqual(firstGuess.totalScore);
      }),
      // One seed for every run, so a run fails or passes whatever the day; FC_SEED=<n> tries another.
      { numRuns: 2000, seed: Number(process.env.FC_SEED ?? 20261129) },
    );
  });
});
