// Stored play events and their fold through the game machine (pure: no actor is started).
import { initialTransition, transition } from 'xstate';
import type { LetterStatus } from './feedback.ts';
import { gameMachine } from './machine.ts';
import type { GameEvent, GameOptions, GameStructure } from './machine.ts';
import type { ScoreResult } from './scoring.ts';

export type PlayMode = 'diaria' | 'pasada' | 'debug';

export type PlayStarted = {
  type: 'PlayStarted';
  data: {
    playId: string;
    fecha: string;
    modo: PlayMode;
    preguntaId: number;
    userId: number | null;
    anonId: string | null;
    structure: GameStructure;
  };
};

export type GuessSubmitted = {
  type: 'GuessSubmitted';
  data: { guess: string; colors: LetterStatus[]; correct: boolean };
};

export type HintRevealed = {
  type: 'HintRevealed';
  data: { orden: number; texto_es: string; texto_en: string };
};

export type PlayFinished = {
  type: 'PlayFinished';
  data: { won: boolean; seconds: number; result: ScoreResult };
};

export type PlayEvent = PlayStarted | GuessSubmitted | HintRevealed | PlayFinished;

export type GameSnapshot = ReturnType<typeof initialTransition<typeof gameMachine>>[0];

export type ReplayStep = { event: PlayEvent; snapshot: GameSnapshot };

/** The machine event a stored event stands for; null when it changes nothing in the chart. */
export function toMachineEvent(e: PlayEvent): GameEvent | null {
  switch (e.type) {
    case 'PlayStarted':
      // A play starts empty; guesses and hints arrive as their own events.
      return { type: 'LOADED', structure: e.data.structure, guesses: [], hints: [] };
    case 'GuessSubmitted':
      return { type: 'GUESS_RECORDED', guess: e.data.guess, colors: e.data.colors, correct: e.data.correct };
    case 'HintRevealed':
      return {
        type: 'HINT_RECORDED',
        hint: { orden: e.data.orden, texto_es: e.data.texto_es, texto_en: e.data.texto_en },
      };
    case 'PlayFinished':
      // The last guess already made the machine final; this event only carries the score.
      return null;
    default: {
      const unknownEvent: never = e;
      throw new Error(`Unknown play event: ${JSON.stringify(unknownEvent)}`);
    }
  }
}

function step(snapshot: GameSnapshot, e: PlayEvent): GameSnapshot {
  const event = toMachineEvent(e);
  return event === null ? snapshot : transition(gameMachine, snapshot, event)[0];
}

/** The play's current snapshot: its stored events folded from the initial state. */
export function foldPlay(events: readonly PlayEvent[], input?: GameOptions): GameSnapshot {
  return events.reduce(step, initialTransition(gameMachine, input)[0]);
}

/** The snapshot after each stored event, for the admin replay screen. */
export function replayPlay(events: readonly PlayEvent[], input?: GameOptions): ReplayStep[] {
  let snapshot = initialTransition(gameMachine, input)[0];
  return events.map((event) => {
    snapshot = step(snapshot, event);
    return { event, snapshot };
  });
}
