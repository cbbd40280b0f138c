import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import { attemptsLeft, gameMachine, hintsLeft } from '../../../../machines/game/machine.ts';
import type {
  GameEvent,
  RevealHintInput,
  RevealHintOutput,
  VerifyGuessInput,
  VerifyGuessOutput,
} from '../../../../machines/game/machine.ts';
import {
  ANSWER,
  FIVE,
  STRUCTURE,
  WRONG,
  deferred,
  fold,
  hint,
  loaded,
  recorded,
  row,
  typeAll,
} from './game-fixtures.ts';

const playing = () => fold([loaded()]);

describe('initial state', () => {
  it('given no input, then it is loading with the section 9 limits', () => {
    const [s] = initialTransition(gameMachine);
    expect(s.value).toBe('loading');
    expect(s.context).toEqual({
      structure: null,
      guesses: [],
      hints: [],
      input: [],
      maxAttempts: 5,
      maxHints: 3,
      hardMode: false,
      error: null,
      errorCode: null,
      info: null,
      sync: null,
    });
  });

  it('given input limits, then the context uses them', () => {
    const [s] = initialTransition(gameMachine, { maxAttempts: 2, maxHints: 1 });
    expect(s.context).toMatchObject({ maxAttempts: 2, maxHints: 1 });
  });
});

describe('loading', () => {
  it.each([
    { why: 'a fresh play', guesses: [], then: { playing: 'idle' } },
    { why: 'wrong guesses left to play', guesses: WRONG.slice(0, 4).map((g) => row(g)), then: { playing: 'idle' } },
    { why: 'a correct guess', guesses: [row(WRONG[0]), row(ANSWER)], then: 'won' },
    { why: 'a correct first guess', guesses: [row(ANSWER)], then: 'won' },
    { why: 'every attempt used', guesses: WRONG.map((g) => row(g)), then: 'lost' },
  ])('given LOADED with $why, then the state is $then', ({ guesses, then }) => {
    const s = fold([loaded(guesses)]);
    expect(s.value).toEqual(then);
    expect(s.context.guesses).toEqual(guesses);
    expect(s.context.structure).toEqual(STRUCTURE);
    expect(s.status).toBe(typeof then === 'string' ? 'done' : 'active');
  });

  it('given a lower maxAttempts input, when LOADED restores that many wrong guesses, then it is lost', () => {
    expect(fold([loaded(WRONG.slice(0, 2).map((g) => row(g)))], { maxAttempts: 2 }).value).toBe('lost');
  });

  it('given LOADED with unordered hints, then the hints are sorted by orden', () => {
    const s = fold([loaded([], [hint(2), hint(1)])]);
    expect(s.context.hints.map((h) => h.orden)).toEqual([1, 2]);
  });

  it('given LOAD_FAILED, then error with the message; when RETRY, then loading with no error', () => {
    const failed = fold([{ type: 'LOAD_FAILED', message: 'No se pudo conectar con el servidor' }]);
    expect(failed.value).toBe('error');
    expect(failed.context.error).toBe('No se pudo conectar con el servidor');
    const retried = fold([{ type: 'LOAD_FAILED', message: 'x' }, { type: 'RETRY' }]);
    expect(retried.value).toBe('loading');
    expect(retried.context.error).toBeNull();
  });

  it.each<GameEvent>([
    { type: 'RETRY' },
    { type: 'TYPE', letter: 'A' },
    { type: 'SUBMIT' },
    { type: 'REVEAL_HINT' },
    recorded(ANSWER),
    { type: 'HINT_RECORDED', hint: hint(1) },
  ])('given loading, then $type is refused', (event) => {
    expect(fold([]).can(event)).toBe(false);
  });
});

describe('playing.idle: TYPE', () => {
  it.each([
    { letter: 'a', stored: 'A' },
    { letter: 'Z', stored: 'Z' },
    { letter: 'ñ', stored: 'Ñ' },
    { letter: 'á', stored: 'Á' },
    { letter: 'Ü', stored: 'Ü' },
  ])('given an empty row, when TYPE "$letter", then the row holds "$stored"', ({ letter, stored }) => {
    expect(fold([loaded(), { type: 'TYPE', letter }]).context.input).toEqual([stored]);
  });

  it.each(['1', ' ', '', 'AB', '-', 'ß'])('given an empty row, when TYPE %j, then it is refused', (letter) => {
    expect(playing().can({ type: 'TYPE', letter })).toBe(false);
  });

  it('given a full row, when TYPE, then it is refused', () => {
    const full = fold([loaded(), ...typeAll('IKERCASILLAS')]);
    expect(full.context.input).toHaveLength(12);
    expect(full.can({ type: 'TYPE', letter: 'A' })).toBe(false);
  });
});

describe('playing.idle: BACKSPACE', () => {
  it('given typed letters, when BACKSPACE, then the last one goes', () => {
    expect(fold([loaded(), ...typeAll('IKE'), { type: 'BACKSPACE' }]).context.input).toEqual(['I', 'K']);
  });

  it('given an empty row, when BACKSPACE, then it is refused', () => {
    expect(playing().can({ type: 'BACKSPACE' })).toBe(false);
  });
});

describe('playing.idle: SUBMIT', () => {
  it.each([0, 1, 11])('given %i of 12 letters, when SUBMIT, then it is refused', (n) => {
    expect(fold([loaded(), ...typeAll('IKERCASILLAS'.slice(0, n))]).can({ type: 'SUBMIT' })).toBe(false);
  });

  it('given a full row, when SUBMIT, then submitting', () => {
    expect(fold([loaded(), ...typeAll('IKERCASILLAS'), { type: 'SUBMIT' }]).value).toEqual({ playing: 'submitting' });
  });

  it.each<GameEvent>([
    { type: 'TYPE', letter: 'A' },
    { type: 'BACKSPACE' },
    { type: 'SUBMIT' },
    { type: 'REVEAL_HINT' },
    recorded(WRONG[0]),
  ])('given submitting, then $type is refused', (event) => {
    expect(fold([loaded(), ...typeAll('IKERCASILLAS'), { type: 'SUBMIT' }]).can(event)).toBe(false);
  });
});

describe('playing.idle: REVEAL_HINT and HINT_RECORDED', () => {
  it.each([0, 1, 2])('given %i hints, then REVEAL_HINT goes to revealing', (n) => {
    const s = fold([loaded([], [1, 2, 3].slice(0, n).map(hint)), { type: 'REVEAL_HINT' }]);
    expect(s.value).toEqual({ playing: 'revealing' });
  });

  it('given 3 hints, then REVEAL_HINT and HINT_RECORDED are refused', () => {
    const s = fold([loaded([], [hint(1), hint(2), hint(3)])]);
    expect(s.can({ type: 'REVEAL_HINT' })).toBe(false);
    expect(s.can({ type: 'HINT_RECORDED', hint: hint(4) })).toBe(false);
  });

  it('given hints left, when HINT_RECORDED, then the hint is appended and the row is kept', () => {
    const s = fold([loaded([], [hint(1)]), ...typeAll('IK'), { type: 'HINT_RECORDED', hint: hint(2) }]);
    expect(s.value).toEqual({ playing: 'idle' });
    expect(s.context.hints).toEqual([hint(1), hint(2)]);
    expect(s.context.input).toEqual(['I', 'K']);
  });
});

describe('playing.idle: GUESS_RECORDED', () => {
  it('given a wrong valid guess, then it is recorded, the row is cleared and play goes on', () => {
    const s = fold([loaded(), ...typeAll('IK'), recorded(WRONG[0])]);
    expect(s.value).toEqual({ playing: 'idle' });
    expect(s.context.guesses).toEqual([row(WRONG[0])]);
    expect(s.context.input).toEqual([]);
  });

  it('given a correct guess, then won (final)', () => {
    const s = fold([loaded(), recorded(WRONG[0]), recorded(ANSWER)]);
    expect(s.value).toBe('won');
    expect(s.status).toBe('done');
  });

  it.each([1, 2, 3, 4])('given %i wrong guesses, then still playing', (n) => {
    expect(fold([loaded(), ...WRONG.slice(0, n).map((g) => recorded(g))]).value).toEqual({ playing: 'idle' });
  });

  it('given a 5th wrong guess, then lost (final)', () => {
    const s = fold([loaded(), ...WRONG.map((g) => recorded(g))]);
    expect(s.value).toBe('lost');
    expect(s.status).toBe('done');
  });

  it('given a correct 5th guess, then won rather than lost', () => {
    expect(fold([loaded(), ...WRONG.slice(0, 4).map((g) => recorded(g)), recorded(ANSWER)]).value).toBe('won');
  });

  it.each([
    { guess: 'IKERCASILLAS', why: 'the space is missing' },
    { guess: 'IKER CASILLA', why: 'too short' },
    { guess: 'IKE RCASILLAS', why: 'space in the wrong place' },
    { guess: 'IKER CAS1LLAS', why: 'a digit' },
    { guess: '', why: 'empty' },
  ])('given a malformed guess "$guess" ($why), then it is refused', ({ guess }) => {
    expect(playing().can({ type: 'GUESS_RECORDED', guess, colors: [], correct: false })).toBe(false);
  });
});

describe('won and lost', () => {
  it.each([
    { why: 'won', events: [loaded([row(ANSWER)])] },
    { why: 'lost', events: [loaded(WRONG.map((g) => row(g)))] },
  ])('given $why, then no command is accepted', ({ events }) => {
    const s = fold(events);
    const commands: GameEvent[] = [
      { type: 'TYPE', letter: 'A' },
      { type: 'BACKSPACE' },
      { type: 'SUBMIT' },
      { type: 'REVEAL_HINT' },
      recorded(ANSWER),
      { type: 'HINT_RECORDED', hint: hint(1) },
      loaded(),
      { type: 'RETRY' },
    ];
    expect(commands.filter((e) => s.can(e))).toEqual([]);
  });
});

describe('hintsLeft and attemptsLeft', () => {
  it.each([
    { hints: 0, guesses: 0, hintsLeft: 3, attemptsLeft: 5 },
    { hints: 2, guesses: 4, hintsLeft: 1, attemptsLeft: 1 },
    { hints: 3, guesses: 5, hintsLeft: 0, attemptsLeft: 0 },
  ])('given $hints hints and $guesses guesses, then $hintsLeft hints and $attemptsLeft attempts left', (c) => {
    const context = fold([
      loaded(
        WRONG.slice(0, c.guesses).map((g) => row(g)),
        [1, 2, 3].slice(0, c.hints).map(hint),
      ),
    ]).context;
    expect(hintsLeft(context)).toBe(c.hintsLeft);
    expect(attemptsLeft(context)).toBe(c.attemptsLeft);
  });

  it('given more recorded than the limit (a bad restore), then nothing left rather than a negative count', () => {
    expect(attemptsLeft({ guesses: WRONG.map((g) => row(g)), maxAttempts: 3 })).toBe(0);
    expect(hintsLeft({ hints: [hint(1), hint(2)], maxHints: 1 })).toBe(0);
  });
});

// The invoked actors run for real here, as the client runs them.
describe('invoked actors (client flow)', () => {
  function startClient() {
    const verify = { calls: [] as VerifyGuessInput[], pending: deferred<VerifyGuessOutput>() };
    const reveal = { calls: 0, pending: deferred<RevealHintOutput>() };
    const machine = gameMachine.provide({
      actors: {
        verifyGuess: fromPromise<VerifyGuessOutput, VerifyGuessInput>(({ input }) => {
          verify.calls.push(input);
          return verify.pending.promise;
        }),
        revealHint: fromPromise<RevealHintOutput, RevealHintInput>(() => {
          reveal.calls++;
          return reveal.pending.promise;
        }),
      },
    });
    const actor = createActor(machine).start();
    actor.send(loaded());
    return { actor, verify, reveal };
  }

  const submitFull = (actor: ReturnType<typeof startClient>['actor'], letters = 'IKERCASILLAS') => {
    for (const e of typeAll(letters)) actor.send(e);
    actor.send({ type: 'SUBMIT' });
  };

  it('given a full row, when SUBMIT, then verifyGuess gets the guess rebuilt with its spaces', () => {
    const { actor, verify } = startClient();
    submitFull(actor, 'ÍKERCASILLAS');
    expect(verify.calls).toEqual([{ guess: 'ÍKER CASILLAS', info: null }]);
  });

  it('given verifyGuess resolves wrong, then the guess is recorded, the row cleared and play goes on', async () => {
    const { actor, verify } = startClient();
    submitFull(actor, 'PEDRGONZALEZ');
    verify.pending.resolve(row(WRONG[0]));
    const s = await waitFor(actor, (snap) => snap.matches({ playing: 'idle' }));
    expect(s.context.guesses).toEqual([row(WRONG[0])]);
    expect(s.context.input).toEqual([]);
  });

  it('given verifyGuess resolves correct, then won and the actor is done', async () => {
    const { actor, verify } = startClient();
    submitFull(actor);
    verify.pending.resolve(row(ANSWER));
    const s = await waitFor(actor, (snap) => snap.status === 'done');
    expect(s.value).toBe('won');
  });

  it('given verifyGuess rejects, then idle with the error, the row kept and no attempt counted', async () => {
    const { actor, verify } = startClient();
    submitFull(actor);
    verify.pending.reject(new Error('Network down'));
    const s = await waitFor(actor, (snap) => snap.matches({ playing: 'idle' }));
    expect(s.context.error).toBe('Network down');
    expect(s.context.input.join('')).toBe('IKERCASILLAS');
    expect(s.context.guesses).toEqual([]);
    expect(attemptsLeft(s.context)).toBe(5);
  });

  it('given an error, when the next successful event (BACKSPACE), then the error is cleared', async () => {
    const { actor, verify } = startClient();
    submitFull(actor);
    verify.pending.reject(new Error('Network down'));
    await waitFor(actor, (snap) => snap.context.error !== null);
    actor.send({ type: 'BACKSPACE' });
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each<{ why: string; event: GameEvent }>([
    { why: 'TYPE', event: { type: 'TYPE', letter: 'a' } },
    { why: 'REVEAL_HINT', event: { type: 'REVEAL_HINT' } },
    { why: 'HINT_RECORDED', event: { type: 'HINT_RECORDED', hint: hint(1) } },
    { why: 'GUESS_RECORDED', event: recorded(WRONG[0]) },
  ])('given a failed hint reveal, when $why succeeds, then the error is cleared', async ({ event }) => {
    const { actor, reveal } = startClient();
    actor.send({ type: 'REVEAL_HINT' });
    reveal.pending.reject(new Error('Hint failed'));
    await waitFor(actor, (snap) => snap.context.error !== null);
    actor.send(event);
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('given an error, when a refused event arrives, then the error stays', async () => {
    const { actor, verify } = startClient();
    submitFull(actor);
    verify.pending.reject(new Error('Network down'));
    await waitFor(actor, (snap) => snap.context.error !== null);
    actor.send({ type: 'TYPE', letter: 'A' }); // row is full
    expect(actor.getSnapshot().context.error).toBe('Network down');
  });

  it('given a rejection with a non-Error value, then the error is still a string', async () => {
    const { actor, verify } = startClient();
    submitFull(actor);
    verify.pending.reject('timeout');
    const s = await waitFor(actor, (snap) => snap.context.error !== null);
    expect(s.context.error).toBe('timeout');
  });

  it('given revealHint resolves, then the hint is appended and idle', async () => {
    const { actor, reveal } = startClient();
    actor.send({ type: 'REVEAL_HINT' });
    expect(reveal.calls).toBe(1);
    reveal.pending.resolve({ hint: hint(1) });
    const s = await waitFor(actor, (snap) => snap.matches({ playing: 'idle' }));
    expect(s.context.hints).toEqual([hint(1)]);
  });

  it('given revealHint rejects, then idle with the error and no hint used', async () => {
    const { actor, reveal } = startClient();
    actor.send({ type: 'REVEAL_HINT' });
    reveal.pending.reject(new Error('Hint failed'));
    const s = await waitFor(actor, (snap) => snap.matches({ playing: 'idle' }));
    expect(s.context.error).toBe('Hint failed');
    expect(hintsLeft(s.context)).toBe(3);
  });

  it.each([
    {
      stub: 'verifyGuess',
      start: (send: (e: GameEvent) => void) => [...typeAll('ABCDE'), { type: 'SUBMIT' } as const].forEach(send),
    },
    { stub: 'revealHint', start: (send: (e: GameEvent) => void) => send({ type: 'REVEAL_HINT' }) },
  ])(
    'given the machine without provided actors, then $stub fails with "$stub not provided"',
    async ({ stub, start }) => {
      const actor = createActor(gameMachine).start();
      actor.send(loaded([], [], FIVE));
      start((e) => actor.send(e));
      const s = await waitFor(actor, (snap) => snap.context.error !== null);
      expect(s.context.error).toBe(`${stub} not provided`);
    },
  );
});

describe('pure transitions (what the server runs)', () => {
  it('given a snapshot, when transition runs, then the old snapshot is untouched', () => {
    const before = playing();
    const [after] = transition(gameMachine, before, { type: 'TYPE', letter: 'a' });
    expect(after.context.input).toEqual(['A']);
    expect(before.context.input).toEqual([]);
  });
});
