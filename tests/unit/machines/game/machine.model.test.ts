// Model-based tests: paths generated from the game machine's own graph are replayed against a running
// actor whose invoked actors talk to a fake server, and every reached state is checked against the
// model and against the rules (limits, end conditions, what can() allows, server-side rebuild).
//
// xstate 5.33's createTestModel refuses any machine with `invoke` (it assumes the invoked actors
// would have to run during traversal). Ours never run there: the traversal uses pure transitions
// and we feed the done/error events ourselves. So the model is the TestModel class createTestModel
// wraps, over the real machine; a test below pins that limitation so the switch back is noticed.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, initialTransition, transition, waitFor } from 'xstate';
import type { AnyEventObject } from 'xstate';
import { TestModel, createTestModel, serializeSnapshot } from 'xstate/graph';
import type { TestParam } from 'xstate/graph';
import { isCorrectGuess, letterFeedback } from '../../../../machines/game/feedback.ts';
import { attemptsLeft, gameMachine, hintsLeft } from '../../../../machines/game/machine.ts';
import type { GuessRow } from '../../../../contracts/game.ts';
import type {
  GameEvent,
  RevealHintInput,
  RevealHintOutput,
  VerifyGuessInput,
  VerifyGuessOutput,
} from '../../../../machines/game/machine.ts';
import { buildGuess, isValidGuess, lettersCount } from '../../../../machines/game/normalize.ts';
import type { GameSnapshot } from '../../../../machines/game/play-events.ts';
import { deferred, hint } from './game-fixtures.ts';

// Bounds: a 5-letter answer with one space, letters A (right) and Ñ (wrong, only as the last letter),
// hints only asked for on an empty row, one error text. About 280 snapshots, 80 shortest paths per driver.
const ANSWER = 'AA AAA';
const STRUCTURE = { longitud: 6, espacios: [2] };
const ROW = lettersCount(STRUCTURE);
const FAILURE = 'Network down';

const judge = (guess: string): GuessRow => ({
  guess,
  colors: letterFeedback(guess, ANSWER),
  correct: isCorrectGuess(guess, ANSWER),
});
const WRONG_GUESS = 'AA AAÑ';

type ModelEvent = GameEvent | AnyEventObject;

function eventsFor(s: GameSnapshot): ModelEvent[] {
  const next = hint(s.context.hints.length + 1);
  return [
    { type: 'LOADED', structure: STRUCTURE, guesses: [], hints: [] },
    { type: 'LOAD_FAILED', message: FAILURE },
    { type: 'RETRY' },
    { type: 'TYPE', letter: 'a' },
    { type: 'TYPE', letter: 'ñ' },
    { type: 'TYPE', letter: '1' },
    { type: 'BACKSPACE' },
    { type: 'SUBMIT' },
    { type: 'REVEAL_HINT' },
    { type: 'HINT_RECORDED', hint: next },
    { type: 'GUESS_RECORDED', ...judge(WRONG_GUESS) },
    { type: 'GUESS_RECORDED', ...judge(ANSWER) },
    { type: 'GUESS_RECORDED', guess: 'AAAAA', colors: [], correct: true }, // malformed: no space
    { type: 'xstate.done.actor.verifyGuess', output: judge(buildGuess(s.context.input, STRUCTURE)) },
    { type: 'xstate.error.actor.verifyGuess', error: new Error(FAILURE) },
    { type: 'xstate.done.actor.revealHint', output: { hint: next } },
    { type: 'xstate.error.actor.revealHint', error: new Error(FAILURE) },
  ];
}

// Three drivers of the same chart: the UI with its invoked calls, the server folding its records,
// and both at once (a client told of a guess by the server while typing).
const CLIENT_ONLY = new Set(['SUBMIT', 'REVEAL_HINT']);
const SERVER_ONLY = new Set(['GUESS_RECORDED', 'HINT_RECORDED']);
type Driver = 'client' | 'server' | 'mixed';

function keepEvent(driver: Driver, s: GameSnapshot, e: ModelEvent): boolean {
  if (driver === 'client' && SERVER_ONLY.has(e.type)) return false;
  if (driver === 'server' && CLIENT_ONLY.has(e.type)) return false;
  if (e.type === 'TYPE' && e.letter === 'ñ') return s.context.input.length === ROW - 1;
  if (e.type === 'REVEAL_HINT' || e.type === 'HINT_RECORDED') return s.context.input.length === 0;
  return true;
}

const modelFor = (driver: Driver) =>
  new TestModel(gameMachine, {
    events: (s: GameSnapshot) => eventsFor(s) as GameEvent[],
    // Only enabled transitions: refused events would be self-loops that add no path.
    filterEvents: (s: GameSnapshot, e: GameEvent) => s.can(e) && keepEvent(driver, s, e),
    // Whole snapshots, not transitions: one path per reachable snapshot.
    serializeState: (s) => serializeSnapshot(s),
    // The bounded chart needs under 1,000 steps; a broken guard that unbounds it fails fast instead of hanging.
    limit: 5000,
  });

const models = { client: modelFor('client'), server: modelFor('server'), mixed: modelFor('mixed') };
// Paths that are prefixes of longer ones are dropped; their states are still checked on the way.
const pathsBy = {
  client: models.client.getShortestPaths(),
  server: models.server.getShortestPaths(),
  mixed: models.mixed.getShortestPaths(),
};
const stepsOf = (driver: Driver) => pathsBy[driver].flatMap((p) => p.steps);

// Short names: the library's description embeds the whole context.
const label = (e: ModelEvent) =>
  e.type === 'TYPE' ? `TYPE ${e.letter}` : e.type.replace(/^xstate\.(done|error)\.actor\.(\w+)$/, '$2:$1');

/** The running actor: the client's machine with its side effects wired to a fake server. */
function startSut() {
  let verify = deferred<VerifyGuessOutput>();
  let reveal = deferred<RevealHintOutput>();
  const verifyCalls: VerifyGuessInput[] = [];
  const machine = gameMachine.provide({
    actors: {
      verifyGuess: fromPromise<VerifyGuessOutput, VerifyGuessInput>(({ input }) => {
        verifyCalls.push(input);
        verify = deferred();
        return verify.promise;
      }),
      revealHint: fromPromise<RevealHintOutput, RevealHintInput>(() => {
        reveal = deferred();
        return reveal.promise;
      }),
    },
  });
  const actor = createActor(machine).start();
  const settled = (state: 'submitting' | 'revealing') =>
    waitFor(actor, (s) => !s.matches({ playing: state }), { timeout: 1000 });
  return {
    actor,
    verifyCalls,
    // The fake server judges what the actor really sent, not what the model expects.
    async answerVerify() {
      verify.resolve(judge(verifyCalls[verifyCalls.length - 1].guess));
      await settled('submitting');
    },
    async failVerify() {
      verify.reject(new Error(FAILURE));
      await settled('submitting');
    },
    async answerReveal(current: number) {
      reveal.resolve({ hint: hint(current + 1) });
      await settled('revealing');
    },
    async failReveal() {
      reveal.reject(new Error(FAILURE));
      await settled('revealing');
    },
  };
}

/** What the server would rebuild from this play's records. */
function serverRebuild(s: GameSnapshot): GameSnapshot {
  let [snapshot] = initialTransition(gameMachine);
  const records: GameEvent[] = [
    { type: 'LOADED', structure: STRUCTURE, guesses: [], hints: [] },
    ...s.context.hints.map((h): GameEvent => ({ type: 'HINT_RECORDED', hint: h })),
    ...s.context.guesses.map((g): GameEvent => ({ type: 'GUESS_RECORDED', ...g })),
  ];
  for (const e of records) {
    expect(snapshot.can(e), `server refuses ${e.type}`).toBe(true);
    [snapshot] = transition(gameMachine, snapshot, e);
  }
  return snapshot;
}

function checkRules(s: GameSnapshot) {
  const c = s.context;
  const idle = s.matches({ playing: 'idle' });
  const full = c.input.length === ROW;

  expect(c.input.length).toBeLessThanOrEqual(ROW);
  expect(c.guesses.length).toBeLessThanOrEqual(c.maxAttempts);
  expect(c.hints.length).toBeLessThanOrEqual(c.maxHints);
  c.guesses.forEach((g) => {
    expect(isValidGuess(g.guess, STRUCTURE)).toBe(true);
    expect(g.colors).toHaveLength(STRUCTURE.longitud);
  });
  expect(c.hints.map((h) => h.orden)).toEqual(c.hints.map((_, i) => i + 1));

  if (s.matches('won')) {
    expect(c.guesses.at(-1)?.correct).toBe(true);
    expect(s.status).toBe('done');
  } else if (s.matches('lost')) {
    expect(c.guesses).toHaveLength(c.maxAttempts);
    expect(c.guesses.some((g) => g.correct)).toBe(false);
    expect(s.status).toBe('done');
  } else {
    expect(s.status).toBe('active');
    expect(c.guesses.some((g) => g.correct)).toBe(false);
    expect(attemptsLeft(c)).toBeGreaterThan(0);
  }

  if (s.matches({ playing: 'submitting' })) expect(full).toBe(true);
  if (c.error !== null) expect(idle || s.matches('error')).toBe(true);
  if (s.matches('error')) expect(c.error).toBe(FAILURE);

  // What the UI may offer is exactly what the rules allow.
  expect(s.can({ type: 'SUBMIT' })).toBe(idle && full);
  expect(s.can({ type: 'TYPE', letter: 'a' })).toBe(idle && !full);
  expect(s.can({ type: 'TYPE', letter: '1' })).toBe(false);
  expect(s.can({ type: 'BACKSPACE' })).toBe(idle && c.input.length > 0);
  expect(s.can({ type: 'REVEAL_HINT' })).toBe(idle && hintsLeft(c) > 0);
  expect(s.can({ type: 'GUESS_RECORDED', ...judge(WRONG_GUESS) })).toBe(idle);

  // Whatever the client reached, the server rebuilds from the records alone.
  if (c.structure !== null) {
    const rebuilt = serverRebuild(s);
    expect(rebuilt.context.guesses).toEqual(c.guesses);
    expect(rebuilt.context.hints).toEqual(c.hints);
    const expected = s.matches('won') ? 'won' : s.matches('lost') ? 'lost' : { playing: 'idle' };
    expect(rebuilt.value).toEqual(expected);
  }
}

describe('game machine, model-based', () => {
  it('given xstate 5.33, then createTestModel still refuses invoking machines (else use it directly)', () => {
    expect(() => createTestModel(gameMachine)).toThrow(/Invocations on test machines are not supported/);
  });

  let sut: ReturnType<typeof startSut> | undefined;
  afterEach(() => sut?.actor.stop());

  it.each(['client', 'mixed'] as const)(
    'given the %s driver, then the paths reach every state of the chart',
    (driver) => {
      const steps = stepsOf(driver);
      const reached = new Set(steps.map((st) => JSON.stringify(st.state.value)));
      expect([...reached].sort()).toEqual(
        ['loading', 'error', { playing: 'idle' }, { playing: 'submitting' }, { playing: 'revealing' }, 'won', 'lost']
          .map((v) => JSON.stringify(v))
          .sort(),
      );
      // The transient check state is never a place the chart rests in.
      expect(steps.some((st) => st.state.matches({ playing: 'checking' }))).toBe(false);
      expect(pathsBy[driver].length).toBeLessThan(1000);
    },
  );

  it.each([
    { driver: 'client', via: 'xstate.done.actor.verifyGuess' },
    { driver: 'server', via: 'GUESS_RECORDED' },
  ] as const)('given the $driver driver, then won and lost are both reached via $via', ({ driver, via }) => {
    // Each step holds the event that led to its state.
    const steps = stepsOf(driver);
    for (const end of ['won', 'lost'] as const) {
      expect(
        steps.some((st) => st.state.matches(end) && st.event.type === via),
        end,
      ).toBe(true);
    }
  });

  // Over every edge of the graph, not only the shortest paths (which skip error detours).
  it('given any accepted event other than a failure, then the error is cleared', () => {
    const failure = /^(LOAD_FAILED|xstate\.error\.actor\..+)$/;
    const edges = Object.values(models.mixed.getAdjacencyMap()).flatMap((v) =>
      (Object.values(v.transitions) as { event: ModelEvent; state: GameSnapshot }[]).map((t) => ({
        from: v.state,
        event: t.event,
        to: t.state,
      })),
    );
    const withError = edges.filter((e) => e.from.context.error !== null);
    expect(withError.length).toBeGreaterThan(0);
    for (const { from, event, to } of edges) {
      if (failure.test(event.type)) continue;
      expect(to.context.error, `${label(event)} from ${JSON.stringify(from.value)}`).toBeNull();
    }
  });

  it('given the server driver, then the UI-only states are never entered', () => {
    const values = new Set(stepsOf('server').map((st) => JSON.stringify(st.state.value)));
    expect(values.has(JSON.stringify({ playing: 'submitting' }))).toBe(false);
    expect(values.has(JSON.stringify({ playing: 'revealing' }))).toBe(false);
  });

  const cases = (['client', 'server', 'mixed'] as const).flatMap((driver) =>
    pathsBy[driver].map((path) => ({
      path,
      name: `[${driver}] given ${path.steps
        .slice(1)
        .map((st) => label(st.event))
        .join(' → ')}, then ${JSON.stringify(path.state.value)} as modelled`,
    })),
  );
  it.each(cases)('$name', async ({ path }) => {
    const s = startSut();
    sut = s;
    const send = ({ event }: { event: ModelEvent }) => void s.actor.send(event as GameEvent);
    const plain = Object.fromEntries(
      [
        'LOADED',
        'LOAD_FAILED',
        'RETRY',
        'TYPE',
        'BACKSPACE',
        'SUBMIT',
        'REVEAL_HINT',
        'GUESS_RECORDED',
        'HINT_RECORDED',
      ].map((type) => [type, send]),
    );
    const params = {
      events: {
        ...plain,
        'xstate.done.actor.verifyGuess': () => s.answerVerify(),
        'xstate.error.actor.verifyGuess': () => s.failVerify(),
        'xstate.done.actor.revealHint': () => s.answerReveal(s.actor.getSnapshot().context.hints.length),
        'xstate.error.actor.revealHint': () => s.failReveal(),
      },
      states: {
        '*': (expected: GameSnapshot) => {
          const real = s.actor.getSnapshot();
          expect(real.value).toEqual(expected.value);
          expect(real.context).toEqual(expected.context);
          if (expected.matches({ playing: 'submitting' })) {
            expect(s.verifyCalls.at(-1)).toEqual({ guess: buildGuess(expected.context.input, STRUCTURE), info: null });
          }
          checkRules(expected);
        },
      },
    } as unknown as TestParam<GameSnapshot, GameEvent>;
    await path.test(params);
  });
});
