// A play's commands, pure: given the play as its stored events left it, the game machine decides
// whether a command is legal and which events it records, or refuses with a domain code.
import type {
  GuessSubmitted,
  HintRevealed,
  PlayEvent,
  PlayFinished,
  PlayStarted,
  StoredEvent,
} from '../../contracts/events.ts';
import { occurredAt } from '../../contracts/events.ts';
import type { Hint, PlayState } from '../../contracts/game.ts';
import { Refused } from '../../contracts/refusals.ts';
import type { DayOf } from '../calendar/days.ts';
import { fairPlay } from './fair-play.ts';
import { isCorrectGuess, letterFeedback } from './feedback.ts';
import { lettersCount } from './normalize.ts';
import { emptyPlay, ranksOnItsDay, stepPlay, upcastFinished, type GameSnapshot } from './play-events.ts';
import { scoreLoss, scoreWin } from './scoring.ts';

/** A play as the commands see it: folded once, then advanced event by event. */
export type Play = {
  streamId: string;
  /** The stream version of its last event: the version the next append expects. */
  version: number;
  started: PlayStarted['data'];
  startedAt: Date;
  snapshot: GameSnapshot;
  /** The end and its score, once the play has ended. */
  finished: PlayFinished['data'] | null;
  /** A guest's play an account carried on (PlayHandedOver): its anonymous stream takes no more commands. */
  handedOver: boolean;
};

/** A play an account claimed from its browser's anonymous play: started signed out, it never ranks. */
export const isClaimed = (play: Play) => 'claimedFrom' in play.started;

export function playState(snapshot: GameSnapshot): PlayState {
  return snapshot.matches('won') ? 'won' : snapshot.matches('lost') ? 'lost' : 'playing';
}

export const isFinished = (play: Play) => playState(play.snapshot) !== 'playing';

/** The play its stored events make (older events upcast on the way). */
export function playFromStream(streamId: string, stored: readonly StoredEvent[], dayOf: DayOf): Play {
  const first = stored[0];
  if (first?.type !== 'PlayStarted' && first?.type !== 'PlayClaimed')
    throw new Error(`stream ${streamId} does not start with PlayStarted or PlayClaimed`);
  const started = first.data as PlayStarted['data'];
  let snapshot = emptyPlay();
  let finished: PlayFinished['data'] | null = null;
  let handedOver = false;
  for (const event of stored) {
    const e = event as unknown as PlayEvent;
    if (e.type === 'PlayFinished') {
      const { guesses, hints } = snapshot.context;
      finished = upcastFinished(
        e.data,
        started,
        { attempts: guesses.length, hints: hints.length },
        dayOf(occurredAt(event)),
      );
    } else {
      if (e.type === 'PlayHandedOver') handedOver = true;
      snapshot = stepPlay(snapshot, e);
    }
  }
  return { streamId, version: stored.length, started, startedAt: occurredAt(first), snapshot, finished, handedOver };
}

/** What a command decided: the events it records, and the play once they are appended. */
export type Decision = { recorded: PlayEvent[]; next: Play };

/** The decision of events whose last one brought the play's machine to `snapshot`. */
function decided(play: Play, recorded: PlayEvent[], snapshot: GameSnapshot): Decision {
  const last = recorded.at(-1);
  const finished = last?.type === 'PlayFinished' ? last.data : play.finished;
  return { recorded, next: { ...play, version: play.version + recorded.length, snapshot, finished } };
}

/** Whole seconds on the server's clock since the play started (never negative). */
export function secondsSince(startedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000));
}

const finishedRefusal = (snapshot: GameSnapshot): Refused =>
  snapshot.context.guesses.length >= snapshot.context.maxAttempts
    ? new Refused('NO_ATTEMPTS_LEFT', { max: snapshot.context.maxAttempts })
    : new Refused('PLAY_FINISHED');

function invalidGuess(snapshot: GameSnapshot): Refused {
  const structure = snapshot.context.structure!;
  return new Refused(
    'INVALID_GUESS',
    { longitud: structure.longitud, letras: lettersCount(structure), espacios: structure.espacios.join(', ') },
    structure.espacios.length > 0 ? 'spaces' : 'noSpaces',
  );
}

/** What the finishing request tells fair play beyond the play itself. */
export type GuessContext = {
  /** The anonymous id the guess came with. */
  browser: string | null;
  /** This browser's anonymous play of the day has ended (the append's guard said so). */
  antiExploit: boolean;
};

const NO_CONTEXT: GuessContext = { browser: null, antiExploit: false };

/** A guess: GuessSubmitted, plus PlayFinished with the score (and whether it ranks) when it ends the play. */
export function decideGuess(
  play: Play,
  respuesta: string,
  answer: string,
  now: Date,
  dayOf: DayOf,
  context: GuessContext = NO_CONTEXT,
): Decision {
  const { snapshot } = play;
  if (play.handedOver && playState(snapshot) === 'playing') throw new Refused('PLAY_HANDED_OVER');
  const typed = respuesta.normalize('NFC');
  const upper = typed.toUpperCase();
  const guessed: GuessSubmitted = {
    type: 'GuessSubmitted',
    data: { guess: upper, colors: letterFeedback(typed, answer), correct: isCorrectGuess(typed, answer) },
  };
  // One transition both decides and advances: a guess the machine refuses leaves the rows as they
  // were. A letter that does not uppercase to exactly one letter (ß) would shift every position.
  const after = [...upper].length === [...typed].length ? stepPlay(snapshot, guessed) : snapshot;
  if (after.context.guesses.length === snapshot.context.guesses.length) {
    throw playState(snapshot) === 'playing' ? invalidGuess(snapshot) : finishedRefusal(snapshot);
  }
  const state = playState(after);
  if (state === 'playing') return decided(play, [guessed], after);
  const seconds = secondsSince(play.startedAt, now);
  const { guesses, hints } = after.context;
  const result =
    state === 'won'
      ? scoreWin({
          attempts: guesses.length,
          hintsUsed: hints.length,
          seconds,
          guesses: guesses.map((row) => row.colors),
        })
      : scoreLoss({ hintsUsed: hints.length, seconds });
  const { fecha, modo, preguntaId, userId, anonId, browser, structure, hardMode } = play.started;
  // A claimed play was started signed out: it never ranks nor goes to the fair-play queue.
  const claimed = isClaimed(play);
  const signedIn = userId !== null && modo === 'diaria' && !claimed;
  const { ranked, flags } = fairPlay({
    onDay: ranksOnItsDay(play.started, dayOf(now)) && !claimed,
    won: state === 'won',
    seconds,
    letters: lettersCount(structure),
    attempts: guesses.length,
    signedIn,
    antiExploit: context.antiExploit,
    // Plays started before the start recorded its browser are given the benefit of the doubt.
    browserChanged: signedIn && browser !== undefined && browser !== context.browser,
  });
  const finished: PlayFinished = {
    type: 'PlayFinished',
    data: {
      won: state === 'won',
      seconds,
      result,
      fecha,
      modo,
      preguntaId,
      userId,
      anonId,
      attempts: guesses.length,
      hints: hints.length,
      ranked,
      hardMode: hardMode === true,
      ...(flags.length > 0 ? { flags } : {}),
    },
  };
  return decided(play, [guessed, finished], after);
}

/** The order of the hint a reveal would show next. */
export function nextHintOrder(play: Play): number {
  return play.snapshot.context.hints.length + 1;
}

/** A hint: HintRevealed; `hint` is null when the bank has no hint of the next order. */
export function decideHint(play: Play, hint: Hint | null): Decision {
  const { snapshot } = play;
  if (play.handedOver && playState(snapshot) === 'playing') throw new Refused('PLAY_HANDED_OVER');
  const revealed: HintRevealed = {
    type: 'HintRevealed',
    data: hint ?? { orden: nextHintOrder(play), texto_es: '', texto_en: '' },
  };
  // One transition both decides and advances, as for a guess: the machine takes no hint in hard mode.
  const after = stepPlay(snapshot, revealed);
  if (after.context.hints.length === snapshot.context.hints.length) {
    throw playState(snapshot) !== 'playing'
      ? new Refused('PLAY_FINISHED')
      : snapshot.context.hardMode
        ? new Refused('HARD_MODE')
        : new Refused('NO_HINTS_LEFT', { max: snapshot.context.maxHints });
  }
  if (hint === null) throw new Refused('NO_HINTS_LEFT', { max: snapshot.context.hints.length });
  return decided(play, [revealed], after);
}
