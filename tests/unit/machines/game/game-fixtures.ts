// Shared builders for the game machine tests.
import { initialTransition, transition } from 'xstate';
import type { GuessRow, Hint, LetterStatus } from '../../../../contracts/game.ts';
import { letterFeedback } from '../../../../machines/game/feedback.ts';
import { gameMachine } from '../../../../machines/game/machine.ts';
import type { GameEvent, GameOptions } from '../../../../machines/game/machine.ts';
import type { GameSnapshot } from '../../../../machines/game/play-events.ts';

export const ANSWER = 'IKER CASILLAS';
export const STRUCTURE = { longitud: 13, espacios: [4] };
export const FIVE = { longitud: 5, espacios: [] as number[] };

export const row = (guess: string, answer = ANSWER): GuessRow => ({
  guess,
  colors: letterFeedback(guess, answer),
  correct: guess === answer,
});

export const hint = (orden: number): Hint => ({ orden, texto_es: `pista ${orden}`, texto_en: `hint ${orden}` });

export const loaded = (guesses: GuessRow[] = [], hints: Hint[] = [], structure = STRUCTURE): GameEvent => ({
  type: 'LOADED',
  structure,
  guesses,
  hints,
});

export const recorded = (guess: string, answer = ANSWER): GameEvent => ({
  type: 'GUESS_RECORDED',
  ...row(guess, answer),
});

export const typeAll = (letters: string): GameEvent[] => [...letters].map((letter) => ({ type: 'TYPE', letter }));

export const WRONG = ['PEDR GONZALEZ', 'LUIS SUAREZES', 'SERG RAMOSSSS', 'JOSE MOURINHO', 'XAVI HERNANDZ'];

/** Folds events through pure transitions, failing loudly if one is refused. */
export function fold(events: GameEvent[], input?: GameOptions): GameSnapshot {
  let [snapshot] = initialTransition(gameMachine, input);
  for (const event of events) {
    if (!snapshot.can(event)) throw new Error(`refused ${JSON.stringify(event)} in ${JSON.stringify(snapshot.value)}`);
    [snapshot] = transition(gameMachine, snapshot, event);
  }
  return snapshot;
}

export const allAbsent = (n: number): LetterStatus[] => Array(n).fill('absent');

export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
