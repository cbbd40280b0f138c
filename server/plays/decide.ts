// The play's commands, pure: given the stored events, the game machine decides whether a command is
// legal and which events it records (or which refusal the player gets).
import { isCorrectGuess, letterFeedback } from '../../machines/game/feedback.ts';
import type { Hint } from '../../machines/game/machine.ts';
import { lettersCount } from '../../machines/game/normalize.ts';
import { foldPlay, type GameSnapshot, type GuessSubmitted, type HintRevealed, type PlayEvent, type PlayFinished, type PlayStarted } from '../../machines/game/play-events.ts';
import { scoreLoss, scoreWin } from '../../machines/game/scoring.ts';
import { badRequest, conflict, type HttpError } from '../http/errors.ts';

export type Play = {
  streamId: string;
  /** Stream version the next append expects. */
  version: number;
  events: PlayEvent[];
  started: PlayStarted['data'];
  startedAt: Date;
  snapshot: GameSnapshot;
};

export type PlayState = 'playing' | 'won' | 'lost';

export function playState(snapshot: GameSnapshot): PlayState {
  return snapshot.matches('won') ? 'won' : snapshot.matches('lost') ? 'lost' : 'playing';
}

export const isFinished = (play: Play) => playState(play.snapshot) !== 'playing';

export function finishedData(play: Play): PlayFinished['data'] | null {
  const finished = play.events.find((event): event is PlayFinished => event.type === 'PlayFinished');
  return finished?.data ?? null;
}

/** Whole seconds on the server's clock since the play started (never negative). */
export function secondsSince(startedAt: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - startedAt.getTime()) / 1000));
}

const finishedRefusal = (snapshot: GameSnapshot): HttpError =>
  snapshot.context.guesses.length >= snapshot.context.maxAttempts
    ? conflict('NO_ATTEMPTS_LEFT', `Ya has usado los ${snapshot.context.maxAttempts} intentos`)
    : conflict('PLAY_FINISHED', 'La partida ya ha terminado');

function invalidGuess(snapshot: GameSnapshot): HttpError {
  const structure = snapshot.context.structure!;
  const spaces = structure.espacios.length > 0 ? `, con espacios en las posiciones ${structure.espacios.join(', ')}` : ', sin espacios';
  return badRequest(
    'INVALID_GUESS',
    `La respuesta debe tener ${structure.longitud} caracteres (${lettersCount(structure)} letras A-Z, Ñ o acentuadas${spaces})`,
  );
}

/** A guess: GuessSubmitted, plus PlayFinished with the score when it ends the play. */
export function decideGuess(play: Play, respuesta: string, answer: string, now: Date): PlayEvent[] {
  const { snapshot } = play;
  const typed = respuesta.normalize('NFC');
  const row = { guess: typed, colors: letterFeedback(typed, answer), correct: isCorrectGuess(typed, answer) };
  if (!snapshot.can({ type: 'GUESS_RECORDED', ...row })) {
    throw playState(snapshot) === 'playing' ? invalidGuess(snapshot) : finishedRefusal(snapshot);
  }
  // Uppercased only once accepted: every accepted letter uppercases to exactly one letter.
  const guessed: GuessSubmitted = { type: 'GuessSubmitted', data: { ...row, guess: typed.toUpperCase() } };

  const after = foldPlay([...play.events, guessed]);
  const state = playState(after);
  if (state === 'playing') return [guessed];
  const seconds = secondsSince(play.startedAt, now);
  const { guesses, hints } = after.context;
  const result =
    state === 'won'
      ? scoreWin({ attempts: guesses.length, hintsUsed: hints.length, seconds, guesses: guesses.map((row) => row.colors) })
      : scoreLoss({ hintsUsed: hints.length, seconds });
  const finished: PlayFinished = { type: 'PlayFinished', data: { won: state === 'won', seconds, result } };
  return [guessed, finished];
}

/** The order of the hint a reveal would show next. */
export function nextHintOrder(play: Play): number {
  return play.snapshot.context.hints.length + 1;
}

/** A hint: HintRevealed; `hint` is null when the bank has no hint of the next order. */
export function decideHint(play: Play, hint: Hint | null): PlayEvent[] {
  const { snapshot } = play;
  const revealed: HintRevealed = { type: 'HintRevealed', data: hint ?? { orden: nextHintOrder(play), texto_es: '', texto_en: '' } };
  if (!snapshot.can({ type: 'HINT_RECORDED', hint: revealed.data })) {
    throw playState(snapshot) === 'playing'
      ? conflict('NO_HINTS_LEFT', `Ya has usado las ${snapshot.context.maxHints} pistas`)
      : conflict('PLAY_FINISHED', 'La partida ya ha terminado');
  }
  if (hint === null) throw conflict('NO_HINTS_LEFT', 'Esta pregunta no tiene más pistas');
  return [revealed];
}
