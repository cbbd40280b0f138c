import { describe, expect, it } from 'vitest';
import { createUpcaster, foldPlay, replayPlay, toMachineEvent } from '../../../../machines/game/play-events.ts';
import { madridDay } from '../../../../server/days/clock.ts';
import type { GameEvent } from '../../../../machines/game/machine.ts';
import type { PlayEvent } from '../../../../contracts/events.ts';
import { scoreLoss, scoreWin } from '../../../../machines/game/scoring.ts';
import { ANSWER, STRUCTURE, WRONG, hint, row } from './game-fixtures.ts';

const started: PlayEvent = {
  type: 'PlayStarted',
  data: {
    playId: 'play-7-2025-05-01',
    fecha: '2025-05-01',
    modo: 'diaria',
    preguntaId: 42,
    userId: 7,
    anonId: null,
    structure: STRUCTURE,
  },
};
const guessed = (guess: string): PlayEvent => ({ type: 'GuessSubmitted', data: row(guess) });
const hinted = (orden: number): PlayEvent => ({ type: 'HintRevealed', data: hint(orden) });
const finished = (won: boolean): PlayEvent => ({
  type: 'PlayFinished',
  data: {
    won,
    seconds: 40,
    result: won
      ? scoreWin({ attempts: 1, hintsUsed: 0, seconds: 40, guesses: [row(ANSWER).colors] })
      : scoreLoss({ hintsUsed: 0, seconds: 40 }),
    fecha: '2025-05-01',
    modo: 'diaria',
    preguntaId: 42,
    userId: 7,
    anonId: null,
    attempts: won ? 1 : 5,
    hints: 0,
    ranked: true,
  },
});

describe('toMachineEvent', () => {
  it.each([
    { stored: started, then: { type: 'LOADED', structure: STRUCTURE, guesses: [], hints: [], hardMode: false } },
    { stored: guessed(WRONG[0]), then: { type: 'GUESS_RECORDED', ...row(WRONG[0]) } },
    { stored: hinted(2), then: { type: 'HINT_RECORDED', hint: hint(2) } },
    { stored: finished(true), then: null },
  ])('given a stored $stored.type, then $then.type', ({ stored, then }) => {
    expect(toMachineEvent(stored)).toEqual(then);
  });

  it('given an unknown stored type (a newer writer), then it throws rather than folding silently', () => {
    expect(() => toMachineEvent({ type: 'PlayAbandoned', data: {} } as unknown as PlayEvent)).toThrow(/PlayAbandoned/);
  });
});

describe('foldPlay', () => {
  it('given no events, then loading', () => {
    expect(foldPlay([]).value).toBe('loading');
  });

  it.each([
    { why: 'a started play', events: [started], value: { playing: 'idle' }, guesses: 0, hints: 0 },
    {
      why: 'a hint and a wrong guess',
      events: [started, hinted(1), guessed(WRONG[0])],
      value: { playing: 'idle' },
      guesses: 1,
      hints: 1,
    },
    {
      why: 'a won play',
      events: [started, guessed(WRONG[0]), guessed(ANSWER), finished(true)],
      value: 'won',
      guesses: 2,
      hints: 0,
    },
    {
      why: 'a lost play',
      events: [started, ...WRONG.map(guessed), finished(false)],
      value: 'lost',
      guesses: 5,
      hints: 0,
    },
  ])('given $why, then $value with $guesses guesses and $hints hints', ({ events, value, guesses, hints }) => {
    const s = foldPlay(events);
    expect(s.value).toEqual(value);
    expect(s.context.guesses).toHaveLength(guesses);
    expect(s.context.hints).toHaveLength(hints);
  });

  it('given a play with lower limits, then the fold uses them', () => {
    expect(foldPlay([started, guessed(WRONG[0]), guessed(WRONG[1])], { maxAttempts: 2 }).value).toBe('lost');
  });
});

type Case = { why: string; events: PlayEvent[]; command: GameEvent };

// The server folds the stream, then asks the snapshot whether the new command is legal.
describe('server-style refusal with can()', () => {
  it.each<Case>([
    {
      why: 'a 6th guess',
      events: [started, ...WRONG.map(guessed)],
      command: { type: 'GUESS_RECORDED', ...row(ANSWER) },
    },
    {
      why: 'a 4th hint',
      events: [started, hinted(1), hinted(2), hinted(3)],
      command: { type: 'HINT_RECORDED', hint: hint(4) },
    },
    {
      why: 'a guess after a win',
      events: [started, guessed(ANSWER)],
      command: { type: 'GUESS_RECORDED', ...row(WRONG[0]) },
    },
    {
      why: 'a hint after a win',
      events: [started, guessed(ANSWER)],
      command: { type: 'HINT_RECORDED', hint: hint(1) },
    },
    {
      why: 'a malformed guess (no space)',
      events: [started],
      command: { type: 'GUESS_RECORDED', guess: 'IKERCASILLAS', colors: [], correct: false },
    },
    {
      why: 'a malformed guess (bad characters)',
      events: [started],
      command: { type: 'GUESS_RECORDED', guess: 'IKER C@SILLAS', colors: [], correct: false },
    },
    {
      why: 'a guess before the play started',
      events: [],
      command: { type: 'GUESS_RECORDED', ...row(ANSWER) },
    },
    {
      why: 'a second start',
      events: [started],
      command: { type: 'LOADED', structure: STRUCTURE, guesses: [], hints: [] },
    },
  ])('given $why, then can() is false', ({ events, command }) => {
    expect(foldPlay(events).can(command)).toBe(false);
  });

  it.each<Case>([
    {
      why: 'a 5th guess after 4 wrong ones',
      events: [started, ...WRONG.slice(0, 4).map(guessed)],
      command: { type: 'GUESS_RECORDED', ...row(ANSWER) },
    },
    { why: 'a 3rd hint', events: [started, hinted(1), hinted(2)], command: { type: 'HINT_RECORDED', hint: hint(3) } },
    { why: 'an accented guess', events: [started], command: { type: 'GUESS_RECORDED', ...row('ÍKER CASÍLLAS') } },
  ])('given $why, then can() is true', ({ events, command }) => {
    expect(foldPlay(events).can(command)).toBe(true);
  });

  it('given a refused event in the stream anyway, then the fold ignores it', () => {
    const s = foldPlay([started, ...WRONG.map(guessed), guessed(ANSWER)]);
    expect(s.value).toBe('lost');
    expect(s.context.guesses).toHaveLength(5);
  });
});

describe('replayPlay', () => {
  it('given a won play, then one step per stored event with the snapshot after it', () => {
    const events = [started, hinted(1), guessed(WRONG[0]), guessed(ANSWER), finished(true)];
    const steps = replayPlay(events);
    expect(steps.map((s) => s.event)).toEqual(events);
    expect(steps.map((s) => s.snapshot.value)).toEqual([
      { playing: 'idle' },
      { playing: 'idle' },
      { playing: 'idle' },
      'won',
      'won',
    ]);
    expect(steps.map((s) => [s.snapshot.context.hints.length, s.snapshot.context.guesses.length])).toEqual([
      [0, 0],
      [1, 0],
      [1, 1],
      [1, 2],
      [1, 2],
    ]);
  });

  it('given any prefix, then the last replay step equals foldPlay of it', () => {
    const events = [started, hinted(1), ...WRONG.map(guessed), finished(false)];
    const steps = replayPlay(events);
    events.forEach((_, i) => {
      const folded = foldPlay(events.slice(0, i + 1));
      expect(steps[i].snapshot.value).toEqual(folded.value);
      expect(steps[i].snapshot.context).toEqual(folded.context);
    });
  });

  it('given no events, then no steps', () => {
    expect(replayPlay([])).toEqual([]);
  });
});

describe('createUpcaster: a version-1 PlayFinished read in log order', () => {
  const stored = (
    streamId: string,
    streamVersion: number,
    event: PlayEvent | { type: 'PlayFinished'; data: object },
    at: string,
  ) => ({
    ...event,
    data: event.data as Record<string, unknown>,
    globalPosition: streamVersion,
    streamId,
    streamVersion,
    metadata: { at },
    createdAt: new Date(at),
  });
  const v1 = {
    won: true,
    seconds: 40,
    result: scoreWin({ attempts: 2, hintsUsed: 1, seconds: 40, guesses: [row(WRONG[0]).colors, row(ANSWER).colors] }),
  };

  it('given a start, a hint and two guesses before it, then it carries the player, the day, the counts and that it ranks', () => {
    const upcast = createUpcaster(madridDay);
    const events = [started, hinted(1), guessed(WRONG[0]), guessed(ANSWER)].map((e, i) =>
      stored('play-7-2025-05-01', i + 1, e, '2025-05-01T10:00:00Z'),
    );
    events.forEach(upcast);
    const finishedEvent = upcast(
      stored('play-7-2025-05-01', 5, { type: 'PlayFinished', data: v1 }, '2025-05-01T10:00:40Z'),
    );
    expect(finishedEvent.data).toEqual({
      ...v1,
      fecha: '2025-05-01',
      modo: 'diaria',
      preguntaId: 42,
      userId: 7,
      anonId: null,
      attempts: 2,
      hints: 1,
      ranked: true,
      hardMode: false,
    });
  });

  it('given a daily play finished after midnight in Madrid, then it does not rank', () => {
    const upcast = createUpcaster(madridDay);
    upcast(stored('play-7-2025-05-01', 1, started, '2025-05-01T21:50:00Z'));
    upcast(stored('play-7-2025-05-01', 2, guessed(ANSWER), '2025-05-01T22:00:10Z'));
    const finishedEvent = upcast(
      stored('play-7-2025-05-01', 3, { type: 'PlayFinished', data: v1 }, '2025-05-01T22:00:10Z'),
    );
    expect(finishedEvent.data).toMatchObject({ attempts: 1, hints: 0, ranked: false });
  });

  it('given a version-2 PlayFinished, then it is read as it is', () => {
    const upcast = createUpcaster(madridDay);
    upcast(stored('play-7-2025-05-01', 1, started, '2025-05-01T10:00:00Z'));
    const current = stored('play-7-2025-05-01', 2, finished(true), '2025-05-01T10:00:40Z');
    expect(upcast(current)).toBe(current);
  });
});
