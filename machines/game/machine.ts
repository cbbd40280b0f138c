// The game chart, shared: the client drives it for the UI, the server folds stored events through it
// and refuses any command the current snapshot cannot take.
import { assign, fromPromise, setup } from 'xstate';
import type { Answer, PlayTarget, Pregunta } from '../../contracts/api/plays.ts';
import type { GameStructure, GuessRow, Hint, LetterStatus, PlayMode, ScoreResult } from '../../contracts/game.ts';
import { buildGuess, isAllowedLetter, isValidGuess, lettersCount } from './normalize.ts';
import type { Structure } from './normalize.ts';
import { SCORING } from './scoring.ts';

/** What the client knows of its play beyond the chart (the server's fold has none of it). */
export type PlayInfo = {
  question: Pregunta;
  fecha: string;
  modo: PlayMode;
  target: PlayTarget;
  /** Rows already played when the screen opened: they are shown, not revealed again. */
  restoredRows: number;
};

/** The server's word on the play at its last answer: time, and once it ended the score and the answer. */
export type PlaySync = {
  seconds: number;
  result: ScoreResult | null;
  answer: Answer | null;
  /** When it was heard (ms since the epoch, the client's clock), so the timer runs on from it. */
  at: number;
};

export type GameContext = {
  structure: GameStructure | null;
  guesses: GuessRow[];
  hints: Hint[];
  /** Letters typed in the current row, no spaces. */
  input: string[];
  maxAttempts: number;
  maxHints: number;
  /** A hard-mode play: chosen at its start, it takes no hint at all. */
  hardMode: boolean;
  error: string | null;
  /** The refusal code of the last failed call, when the server gave one. */
  errorCode: string | null;
  info: PlayInfo | null;
  sync: PlaySync | null;
};

export type GameOptions = { maxAttempts?: number; maxHints?: number };
// `void` (not `undefined`) survives xstate's inference of `types.input`, so the input stays optional.
// biome-ignore lint/suspicious/noConfusingVoidType: xstate needs `void` here (above) for an optional input.
export type GameInput = GameOptions | void;

export type GameEvent =
  | {
      type: 'LOADED';
      structure: GameStructure;
      guesses: GuessRow[];
      hints: Hint[];
      hardMode?: boolean;
      info?: PlayInfo;
      sync?: PlaySync;
    }
  | { type: 'LOAD_FAILED'; message: string }
  | { type: 'RETRY' }
  | { type: 'TYPE'; letter: string }
  | { type: 'BACKSPACE' }
  | { type: 'SUBMIT' }
  | { type: 'REVEAL_HINT' }
  | { type: 'GUESS_RECORDED'; guess: string; colors: LetterStatus[]; correct: boolean }
  | { type: 'HINT_RECORDED'; hint: Hint };

export type VerifyGuessInput = { guess: string; info: PlayInfo | null };
export type VerifyGuessOutput = GuessRow & { sync?: PlaySync };
export type RevealHintInput = { info: PlayInfo | null };
export type RevealHintOutput = { hint: Hint; sync?: PlaySync };

/** Hints the play may still take: none in hard mode. */
export function hintsLeft(context: Pick<GameContext, 'hints' | 'maxHints'> & { hardMode?: boolean }): number {
  return context.hardMode ? 0 : Math.max(0, context.maxHints - context.hints.length);
}

export function attemptsLeft(context: Pick<GameContext, 'guesses' | 'maxAttempts'>): number {
  return Math.max(0, context.maxAttempts - context.guesses.length);
}

function rowSize(structure: Structure | null): number {
  return structure === null ? 0 : lettersCount(structure);
}

type Failure = { message: string; code: string | null };

/** A failed call's text, and its refusal code when it has one (the client's API errors do). */
function failureOf(error: unknown): Failure {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : 'Unknown error';
  const code = (error as { code?: unknown } | null)?.code;
  return { message, code: typeof code === 'string' ? code : null };
}

function sortedHints(hints: readonly Hint[]): Hint[] {
  return [...hints].sort((a, b) => a.orden - b.orden);
}

/** A guess the server recorded fits the play: a row of the answer's shape, with an attempt left. */
function canRecord(context: GameContext, event: GameEvent): boolean {
  return (
    event.type === 'GUESS_RECORDED' &&
    context.structure !== null &&
    attemptsLeft(context) > 0 &&
    isValidGuess(event.guess, context.structure)
  );
}

export const gameMachine = setup({
  types: {
    context: {} as GameContext,
    events: {} as GameEvent,
    input: {} as GameInput,
  },
  actors: {
    // Named stubs: the client injects the real calls with machine.provide; the server never invokes.
    verifyGuess: fromPromise<VerifyGuessOutput, VerifyGuessInput>(async () => {
      throw new Error('verifyGuess not provided');
    }),
    revealHint: fromPromise<RevealHintOutput, RevealHintInput>(async () => {
      throw new Error('revealHint not provided');
    }),
  },
  guards: {
    // Any correct guess ends the play, even if a bad restore lists more after it.
    restoredWon: ({ event }) => event.type === 'LOADED' && event.guesses.some((g) => g.correct),
    restoredLost: ({ context, event }) => event.type === 'LOADED' && event.guesses.length >= context.maxAttempts,
    canType: ({ context, event }) =>
      event.type === 'TYPE' && isAllowedLetter(event.letter) && context.input.length < rowSize(context.structure),
    hasInput: ({ context }) => context.input.length > 0,
    canSubmit: ({ context }) =>
      context.structure !== null && context.input.length === rowSize(context.structure) && attemptsLeft(context) > 0,
    hasHintsLeft: ({ context }) => hintsLeft(context) > 0,
    canRecordGuess: ({ context, event }) => canRecord(context, event),
    // What `checking` decides after a guess, decided for a recorded guess before it is recorded.
    recordsWin: ({ context, event }) => event.type === 'GUESS_RECORDED' && event.correct && canRecord(context, event),
    recordsLastAttempt: ({ context, event }) =>
      context.guesses.length + 1 >= context.maxAttempts && canRecord(context, event),
    lastGuessCorrect: ({ context }) => context.guesses.at(-1)?.correct === true,
    attemptsExhausted: ({ context }) => context.guesses.length >= context.maxAttempts,
  },
  actions: {
    load: assign(({ event }) => {
      if (event.type !== 'LOADED') return {};
      return {
        structure: { longitud: event.structure.longitud, espacios: [...event.structure.espacios] },
        guesses: event.guesses.map((g) => ({ guess: g.guess, colors: [...g.colors], correct: g.correct })),
        hints: sortedHints(event.hints),
        hardMode: event.hardMode === true,
        input: [],
        error: null,
        errorCode: null,
        info: event.info ?? null,
        sync: event.sync ?? null,
      };
    }),
    setLoadError: assign({
      error: ({ event }) => (event.type === 'LOAD_FAILED' ? event.message : null),
    }),
    clearError: assign({ error: null, errorCode: null }),
    typeLetter: assign({
      // Accents are kept for display; comparison folds them later.
      input: ({ context, event }) =>
        event.type === 'TYPE' ? [...context.input, event.letter.normalize('NFC').toUpperCase()] : context.input,
    }),
    deleteLetter: assign({ input: ({ context }) => context.input.slice(0, -1) }),
    clearInput: assign({ input: [] }),
    recordGuess: assign({
      guesses: ({ context }, row: GuessRow) => [
        ...context.guesses,
        { guess: row.guess, colors: [...row.colors], correct: row.correct },
      ],
    }),
    /** A guess the server recorded, as a row of the grid: the row being typed starts again. */
    recordGuessRow: assign(({ context, event }) =>
      event.type === 'GUESS_RECORDED'
        ? {
            guesses: [...context.guesses, { guess: event.guess, colors: [...event.colors], correct: event.correct }],
            input: [],
            error: null,
            errorCode: null,
          }
        : {},
    ),
    appendHint: assign({
      hints: ({ context }, hint: Hint) => [...context.hints, hint],
    }),
    /** The server's word that came with a call's answer. */
    syncPlay: assign({ sync: ({ context }, sync: PlaySync | undefined) => sync ?? context.sync }),
    setError: assign((_, failure: Failure) => ({ error: failure.message, errorCode: failure.code })),
  },
}).createMachine({
  id: 'game',
  context: ({ input }) => ({
    structure: null,
    guesses: [],
    hints: [],
    input: [],
    maxAttempts: input?.maxAttempts ?? SCORING.maxAttempts,
    maxHints: input?.maxHints ?? SCORING.maxHints,
    hardMode: false,
    error: null,
    errorCode: null,
    info: null,
    sync: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      on: {
        // A reload after the play ended must land in the result, not in a playable grid.
        LOADED: [
          { guard: 'restoredWon', target: 'won', actions: 'load' },
          { guard: 'restoredLost', target: 'lost', actions: 'load' },
          { target: 'playing', actions: 'load' },
        ],
        LOAD_FAILED: { target: 'error', actions: 'setLoadError' },
      },
    },
    error: {
      on: {
        RETRY: { target: 'loading', actions: 'clearError' },
      },
    },
    playing: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            TYPE: { guard: 'canType', actions: ['typeLetter', 'clearError'] },
            BACKSPACE: { guard: 'hasInput', actions: ['deleteLetter', 'clearError'] },
            SUBMIT: { guard: 'canSubmit', target: 'submitting', actions: 'clearError' },
            REVEAL_HINT: { guard: 'hasHintsLeft', target: 'revealing', actions: 'clearError' },
            // A recorded guess ends where `checking` would send it, in one step: the server folds
            // every stored guess through here, and a miss stays in idle without leaving it.
            GUESS_RECORDED: [
              { guard: 'recordsWin', target: '#game.won', actions: 'recordGuessRow' },
              { guard: 'recordsLastAttempt', target: '#game.lost', actions: 'recordGuessRow' },
              { guard: 'canRecordGuess', actions: 'recordGuessRow' },
            ],
            HINT_RECORDED: {
              guard: 'hasHintsLeft',
              actions: [{ type: 'appendHint', params: ({ event }) => event.hint }, 'clearError'],
            },
          },
        },
        submitting: {
          invoke: {
            id: 'verifyGuess',
            src: 'verifyGuess',
            input: ({ context }) => ({
              guess: buildGuess(context.input, context.structure ?? { longitud: 0, espacios: [] }),
              info: context.info,
            }),
            onDone: {
              target: 'checking',
              actions: [
                { type: 'recordGuess', params: ({ event }) => event.output },
                { type: 'syncPlay', params: ({ event }) => event.output.sync },
                'clearInput',
                'clearError',
              ],
            },
            // The server is the authority: an attempt it did not record does not count, so the row stays.
            onError: {
              target: 'idle',
              actions: { type: 'setError', params: ({ event }) => failureOf(event.error) },
            },
          },
        },
        revealing: {
          invoke: {
            id: 'revealHint',
            src: 'revealHint',
            input: ({ context }) => ({ info: context.info }),
            onDone: {
              target: 'idle',
              actions: [
                { type: 'appendHint', params: ({ event }) => event.output.hint },
                { type: 'syncPlay', params: ({ event }) => event.output.sync },
                'clearError',
              ],
            },
            onError: {
              target: 'idle',
              actions: { type: 'setError', params: ({ event }) => failureOf(event.error) },
            },
          },
        },
        checking: {
          always: [
            { guard: 'lastGuessCorrect', target: '#game.won' },
            { guard: 'attemptsExhausted', target: '#game.lost' },
            { target: 'idle' },
          ],
        },
      },
    },
    won: { type: 'final' },
    lost: { type: 'final' },
  },
});

export type GameMachine = typeof gameMachine;
