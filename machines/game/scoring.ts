// Scoring of section 9. The How-to-play page renders from SCORING, so help and scoring cannot drift.
import type { LetterStatus, Performance, ScoreResult, Stars } from '../../contracts/game.ts';

export const SCORING = {
  baseScore: 1000,
  maxAttempts: 5,
  maxHints: 3,
  /** Attempt n (from 2 to K) costs first + step × (n − 2): 60, 85, 110, 135. */
  attemptPenalty: { first: 60, step: 25 },
  hintPenalty: 100,
  /** Time penalty: for t ≤ upTo (the first bracket that fits), base + perSecond × (t − from). */
  timePenalty: [
    { upTo: 20, from: 0, base: 0, perSecond: 1 },
    { upTo: 60, from: 20, base: 20, perSecond: 3 },
    { upTo: 90, from: 60, base: 140, perSecond: 5 },
    { upTo: 120, from: 90, base: 290, perSecond: 7 },
    { upTo: Infinity, from: 120, base: 500, perSecond: 7 },
  ],
  /** Slow penalty on a win: the first row whose `over` t exceeds. */
  slowPenalty: [
    { over: 240, points: 175 },
    { over: 120, points: 120 },
  ],
  /** Time bonus: the first row whose `upTo` t does not exceed. */
  timeBonus: [
    { upTo: 30, points: 100 },
    { upTo: 60, points: 50 },
    { upTo: 90, points: 25 },
  ],
  /** 1 attempt and 0 hints. */
  perfectBonus: 150,
  /** 0 hints and more than 1 attempt. */
  noHintsBonus: 50,
  /** 1 attempt with hints (reported as noExtraAttemptsBonus). */
  firstAttemptWithHintsBonus: 25,
  /**
   * Over every guess except the winning one, capped at the attempts penalty (a departure from
   * section 9, README Decisions): near misses give back at most what the extra attempts cost, so no
   * play outscores a first-guess win in the same time.
   */
  precisionBonus: { perCorrect: 10, perPresent: 5 },
  loss: { attemptsPenalty: 750, slowPenalty: 75, slowOver: 90 },
  stars: [
    { min: 1200, stars: 3, performance: 'excellent' },
    { min: 800, stars: 2, performance: 'good' },
    { min: 400, stars: 1, performance: 'fair' },
  ],
} as const satisfies {
  stars: readonly { min: number; stars: Stars; performance: Performance }[];
  [key: string]: unknown;
};

export type WinInput = {
  attempts: number;
  hintsUsed: number;
  seconds: number;
  guesses: readonly (readonly LetterStatus[])[];
};

export type LossInput = {
  hintsUsed: number;
  seconds: number;
};

// A negative duration (clock skew) must not turn a penalty into a bonus.
const clampSeconds = (seconds: number): number => Math.max(0, seconds);

export function attemptsPenaltyFor(attempts: number): number {
  let total = 0;
  for (let n = 2; n <= attempts; n++) total += SCORING.attemptPenalty.first + SCORING.attemptPenalty.step * (n - 2);
  return total;
}

export function timePenaltyFor(seconds: number): number {
  const t = clampSeconds(seconds);
  const bracket = SCORING.timePenalty.find((b) => t <= b.upTo) ?? SCORING.timePenalty[SCORING.timePenalty.length - 1];
  return bracket.base + bracket.perSecond * (t - bracket.from);
}

export function slowPenaltyFor(seconds: number): number {
  const t = clampSeconds(seconds);
  return SCORING.slowPenalty.find((row) => t > row.over)?.points ?? 0;
}

export function timeBonusFor(seconds: number): number {
  const t = clampSeconds(seconds);
  return SCORING.timeBonus.find((row) => t <= row.upTo)?.points ?? 0;
}

/**
 * Points for the letters found in the rows before the winning one, at most the attempts penalty of
 * those rows: without the cap, four near misses on a name of 14 letters or more outscored a
 * first-guess win (1,360 against at most 1,250), and only a player who already knows the answer
 * builds such rows.
 */
export function precisionBonusFor(guesses: readonly (readonly LetterStatus[])[]): number {
  const { perCorrect, perPresent } = SCORING.precisionBonus;
  // The winning guess is all green by definition; rewarding it would just reward winning again.
  const earned = guesses
    .slice(0, -1)
    .reduce(
      (sum, row) =>
        sum + row.reduce((s, st) => s + (st === 'correct' ? perCorrect : st === 'present' ? perPresent : 0), 0),
      0,
    );
  return Math.min(earned, attemptsPenaltyFor(guesses.length));
}

export function starsFor(score: number): Stars {
  return SCORING.stars.find((row) => score >= row.min)?.stars ?? 0;
}

export function performanceFor(stars: Stars): Performance {
  return SCORING.stars.find((row) => row.stars === stars)?.performance ?? 'needsImprovement';
}

export function scoreWin({ attempts, hintsUsed, seconds, guesses }: WinInput): ScoreResult {
  const baseScore = SCORING.baseScore;
  const attemptsPenalty = attemptsPenaltyFor(attempts);
  const hintsPenalty = SCORING.hintPenalty * hintsUsed;
  const timePenalty = timePenaltyFor(seconds);
  const slowPenalty = slowPenaltyFor(seconds);
  const timeBonus = timeBonusFor(seconds);
  const perfectBonus = attempts === 1 && hintsUsed === 0 ? SCORING.perfectBonus : 0;
  const noHintsBonus = hintsUsed === 0 && attempts > 1 ? SCORING.noHintsBonus : 0;
  const noExtraAttemptsBonus = attempts === 1 && hintsUsed > 0 ? SCORING.firstAttemptWithHintsBonus : 0;
  const precisionBonus = precisionBonusFor(guesses);
  const raw =
    baseScore -
    (attemptsPenalty + hintsPenalty + timePenalty + slowPenalty) +
    (timeBonus + perfectBonus + noHintsBonus + noExtraAttemptsBonus + precisionBonus);
  const totalScore = Math.max(0, Math.round(raw));
  const stars = starsFor(totalScore);
  return {
    totalScore,
    stars,
    baseScore,
    attemptsPenalty,
    hintsPenalty,
    timePenalty,
    slowPenalty,
    timeBonus,
    perfectBonus,
    noHintsBonus,
    noExtraAttemptsBonus,
    precisionBonus,
    performance: performanceFor(stars),
  };
}

/** A loss scores 0; the breakdown only explains what the play would have cost. */
export function scoreLoss({ hintsUsed, seconds }: LossInput): ScoreResult {
  return {
    totalScore: 0,
    stars: 0,
    baseScore: SCORING.baseScore,
    attemptsPenalty: SCORING.loss.attemptsPenalty,
    hintsPenalty: SCORING.hintPenalty * hintsUsed,
    timePenalty: timePenaltyFor(seconds),
    slowPenalty: clampSeconds(seconds) > SCORING.loss.slowOver ? SCORING.loss.slowPenalty : 0,
    timeBonus: 0,
    perfectBonus: 0,
    noHintsBonus: 0,
    noExtraAttemptsBonus: 0,
    precisionBonus: 0,
    performance: 'needsImprovement',
  };
}
