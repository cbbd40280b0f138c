import { describe, expect, it } from 'vitest';
import type { PlayEvent, PlayFinished } from '../../../../contracts/events.ts';
import { Refused } from '../../../../contracts/refusals.ts';
import { decideGuess, decideHint, playFromStream, secondsSince, type Play } from '../../../../machines/game/decide.ts';
import { letterFeedback } from '../../../../machines/game/feedback.ts';
import { scoreLoss, scoreWin } from '../../../../machines/game/scoring.ts';
import { madridDay } from '../../../../server/days/clock.ts';
import { fromRefusal } from '../../../../server/http/errors.ts';

const ANSWER = 'IKER CASILLAS';
const STARTED_AT = new Date('2026-05-10T10:00:00Z');
const WRONG = ['PEDR GONZALEZ', 'LUIS SUAREZES', 'SERG RAMOSSSS', 'JOSE MOURINHO', 'XAVI HERNANDZ'];

const started: PlayEvent = {
  type: 'PlayStarted',
  data: {
    playId: 'play-anon-x-2026-05-10',
    fecha: '2026-05-10',
    modo: 'diaria',
    preguntaId: 3,
    userId: null,
    anonId: 'x',
    structure: { longitud: 13, espacios: [4] },
  },
};
const guessed = (guess: string): PlayEvent => ({
  type: 'GuessSubmitted',
  data: { guess, colors: letterFeedback(guess, ANSWER), correct: guess === ANSWER },
});
const hinted = (orden: number): PlayEvent => ({
  type: 'HintRevealed',
  data: { orden, texto_es: `pista ${orden}`, texto_en: `hint ${orden}` },
});

function given(...events: PlayEvent[]): Play {
  return givenFrom(started, ...events);
}

/** The same play chosen in hard mode at its start. */
const hardStarted: PlayEvent = { ...started, data: { ...(started.data as object), hardMode: true } } as PlayEvent;

function givenFrom(first: PlayEvent, ...events: PlayEvent[]): Play {
  const stored = [first, ...events].map((event, index) => ({
    ...event,
    globalPosition: index + 1,
    streamId: 'play-anon-x-2026-05-10',
    streamVersion: index + 1,
    metadata: { at: STARTED_AT.toISOString() },
    createdAt: STARTED_AT,
  }));
  return playFromStream('play-anon-x-2026-05-10', stored, madridDay);
}

/** What PlayFinished says beside the score: whose play of which day, its counts, whether it ranks. */
const finishedData = (
  won: boolean,
  seconds: number,
  result: PlayFinished['data']['result'],
  attempts: number,
  hints: number,
): PlayFinished['data'] => ({
  won,
  seconds,
  result,
  fecha: '2026-05-10',
  modo: 'diaria',
  preguntaId: 3,
  userId: null,
  anonId: 'x',
  attempts,
  hints,
  ranked: true,
  hardMode: false,
});

const after = (seconds: number) => new Date(STARTED_AT.getTime() + seconds * 1000);

function refusal(run: () => unknown): { status: number; code: string } {
  try {
    run();
  } catch (error) {
    if (error instanceof Refused) {
      const http = fromRefusal(error);
      return { status: http.statusCode, code: http.code };
    }
    throw error;
  }
  throw new Error('not refused');
}

describe('decideGuess', () => {
  it('given a started play, when a wrong guess, then only GuessSubmitted with the server colours', () => {
    expect(decideGuess(given(), 'pedr gonzalez', ANSWER, after(5), madridDay).recorded).toEqual([
      guessed('PEDR GONZALEZ'),
    ]);
  });

  it('given a started play, when an accented lowercase right guess, then GuessSubmitted correct and PlayFinished won', () => {
    const events = decideGuess(given(), 'íker casillas', ANSWER, after(25), madridDay).recorded;
    expect(events).toEqual([
      {
        type: 'GuessSubmitted',
        data: { guess: 'ÍKER CASILLAS', colors: letterFeedback(ANSWER, ANSWER), correct: true },
      },
      {
        type: 'PlayFinished',
        data: finishedData(
          true,
          25,
          scoreWin({ attempts: 1, hintsUsed: 0, seconds: 25, guesses: [letterFeedback(ANSWER, ANSWER)] }),
          1,
          0,
        ),
      },
    ]);
  });

  it('given two wrong guesses and a hint, when the right guess, then the score counts them and the time since the start', () => {
    const [, finished] = decideGuess(
      given(guessed(WRONG[0]), hinted(1), guessed(WRONG[1])),
      ANSWER,
      ANSWER,
      after(95),
      madridDay,
    ).recorded;
    const guesses = [WRONG[0], WRONG[1], ANSWER].map((g) => letterFeedback(g, ANSWER));
    expect(finished).toEqual({
      type: 'PlayFinished',
      data: finishedData(true, 95, scoreWin({ attempts: 3, hintsUsed: 1, seconds: 95, guesses }), 3, 1),
    });
  });

  it('given four wrong guesses and two hints, when a fifth wrong guess, then PlayFinished lost with the loss breakdown', () => {
    const [, finished] = decideGuess(
      given(...WRONG.slice(0, 4).map(guessed), hinted(1), hinted(2)),
      WRONG[4],
      ANSWER,
      after(130),
      madridDay,
    ).recorded;
    expect(finished).toEqual({
      type: 'PlayFinished',
      data: finishedData(false, 130, scoreLoss({ hintsUsed: 2, seconds: 130 }), 5, 2),
    });
  });

  it('given five wrong guesses, when a sixth, then 409 NO_ATTEMPTS_LEFT', () => {
    expect(refusal(() => decideGuess(given(...WRONG.map(guessed)), ANSWER, ANSWER, after(1), madridDay))).toEqual({
      status: 409,
      code: 'NO_ATTEMPTS_LEFT',
    });
  });

  it('given a won play, when another guess, then 409 PLAY_FINISHED', () => {
    expect(refusal(() => decideGuess(given(guessed(ANSWER)), WRONG[0], ANSWER, after(1), madridDay))).toEqual({
      status: 409,
      code: 'PLAY_FINISHED',
    });
  });

  it.each([
    { why: 'too short', guess: 'IKER CASILLA' },
    { why: 'too long', guess: 'IKER CASILLASS' },
    { why: 'no space', guess: 'IKERCASILLASS' },
    { why: 'the space elsewhere', guess: 'IKERC ASILLAS' },
    { why: 'a digit', guess: 'IKER CAS1LLAS' },
    { why: 'a symbol', guess: 'IKER CASILLA$' },
    { why: 'empty', guess: '' },
    { why: 'a ß that would uppercase to two letters', guess: 'IKER CASILLß' },
  ])('given a started play, when a guess with $why, then 400 INVALID_GUESS', ({ guess }) => {
    expect(refusal(() => decideGuess(given(), guess, ANSWER, after(1), madridDay))).toEqual({
      status: 400,
      code: 'INVALID_GUESS',
    });
  });

  it('given a clock that went backwards, then the time is 0, never negative', () => {
    expect(secondsSince(STARTED_AT, new Date(STARTED_AT.getTime() - 5000))).toBe(0);
    expect(secondsSince(STARTED_AT, new Date(STARTED_AT.getTime() + 1999))).toBe(1);
  });
});

describe('decideHint', () => {
  it('given a started play, when a hint, then HintRevealed', () => {
    const hint = { orden: 1, texto_es: 'pista 1', texto_en: 'hint 1' };
    expect(decideHint(given(), hint).recorded).toEqual([{ type: 'HintRevealed', data: hint }]);
  });

  it('given three hints, when a fourth, then 409 NO_HINTS_LEFT', () => {
    const fourth = { orden: 4, texto_es: 'x', texto_en: 'x' };
    expect(refusal(() => decideHint(given(hinted(1), hinted(2), hinted(3)), fourth))).toEqual({
      status: 409,
      code: 'NO_HINTS_LEFT',
    });
  });

  it('given a bank without the next hint, then 409 NO_HINTS_LEFT', () => {
    expect(refusal(() => decideHint(given(), null))).toEqual({ status: 409, code: 'NO_HINTS_LEFT' });
  });

  it.each([
    { why: 'a won play', events: [guessed(ANSWER)] },
    { why: 'a lost play', events: WRONG.map(guessed) },
  ])('given $why, when a hint, then 409 PLAY_FINISHED', ({ events }) => {
    expect(refusal(() => decideHint(given(...events), { orden: 1, texto_es: 'pista 1', texto_en: 'hint 1' }))).toEqual({
      status: 409,
      code: 'PLAY_FINISHED',
    });
  });
});

describe('hard mode', () => {
  const hint = { orden: 1, texto_es: 'pista 1', texto_en: 'hint 1' };

  it('given a hard-mode play, when a hint, then 409 HARD_MODE: the machine takes none', () => {
    const play = givenFrom(hardStarted);
    expect(play.snapshot.can({ type: 'REVEAL_HINT' })).toBe(false);
    expect(refusal(() => decideHint(play, hint))).toEqual({ status: 409, code: 'HARD_MODE' });
  });

  it('given a hard-mode play, when a stored hint is folded anyway, then the machine does not take it', () => {
    expect(givenFrom(hardStarted, hinted(1)).snapshot.context.hints).toEqual([]);
  });

  it('given a hard-mode play, when the right guess, then PlayFinished says hardMode', () => {
    const [, finished] = decideGuess(
      givenFrom(hardStarted, guessed(WRONG[0])),
      ANSWER,
      ANSWER,
      after(40),
      madridDay,
    ).recorded;
    expect(finished.type === 'PlayFinished' && finished.data).toMatchObject({ hardMode: true, hints: 0, won: true });
  });

  it('given an ordinary play, then it takes hints and PlayFinished says it is not hard', () => {
    expect(given().snapshot.can({ type: 'REVEAL_HINT' })).toBe(true);
    const [, finished] = decideGuess(given(), ANSWER, ANSWER, after(40), madridDay).recorded;
    expect(finished.type === 'PlayFinished' && finished.data.hardMode).toBe(false);
  });
});

describe('a decision', () => {
  const comparable = (play: Play) => ({
    ...play,
    snapshot: { value: play.snapshot.value, context: play.snapshot.context },
  });

  it.each([
    { why: 'a wrong guess', decide: (play: Play) => decideGuess(play, WRONG[1], ANSWER, after(9), madridDay) },
    { why: 'a hint', decide: (play: Play) => decideHint(play, { orden: 2, texto_es: 'pista 2', texto_en: 'hint 2' }) },
    { why: 'the finishing guess', decide: (play: Play) => decideGuess(play, ANSWER, ANSWER, after(9), madridDay) },
  ])('given $why, then its next play is the one its events fold to once appended', ({ decide }) => {
    const before = [guessed(WRONG[0]), hinted(1)];
    const { recorded, next } = decide(given(...before));
    expect(comparable(next)).toEqual(comparable(given(...before, ...recorded)));
  });
});
