// The game's shared shapes: what a play is made of, on the wire and in stored events.

export type LetterStatus = 'correct' | 'present' | 'absent' | 'space';

export type PlayMode = 'diaria' | 'pasada' | 'debug';

/**
 * The game's day as the server tells it (it alone reads Madrid's time zone): today's date and the
 * instant (ISO) the next day starts. The browser counts down to that instant.
 */
export type GameDay = { fecha: string; siguienteDia: string };

export type PlayState = 'playing' | 'won' | 'lost';

export type Hint = { orden: number; texto_es: string; texto_en: string };

/** Where the spaces of an answer are: all the grid and the rules need. */
export type GameStructure = { longitud: number; espacios: number[] };

/** The structure as the question API sends it (spec section 3). */
export type AnswerStructure = GameStructure & { patron: string };

export type GuessRow = { guess: string; colors: LetterStatus[]; correct: boolean };

export type Stars = 0 | 1 | 2 | 3;
export type Performance = 'excellent' | 'good' | 'fair' | 'needsImprovement';

export type ScoreResult = {
  totalScore: number;
  stars: Stars;
  baseScore: number;
  /** Penalties are positive magnitudes; the UI shows them with a minus. */
  attemptsPenalty: number;
  hintsPenalty: number;
  timePenalty: number;
  slowPenalty: number;
  timeBonus: number;
  perfectBonus: number;
  noHintsBonus: number;
  noExtraAttemptsBonus: number;
  precisionBonus: number;
  performance: Performance;
};
