// Stored play events folded through the game machine (pure: no actor is started), the upcast of
// older events, and the one rule of what ranks.
import { createActor, initialTransition, type AnyActorScope } from 'xstate';
import type { PlayEvent, PlayFinished, PlayFinishedV1, PlayStarted, StoredEvent } from '../../contracts/events.ts';
import { occurredAt } from '../../contracts/events.ts';
import type { DayOf } from '../calendar/days.ts';
import { gameMachine } from './machine.ts';
import type { GameEvent, GameOptions } from './machine.ts';

export type GameSnapshot = ReturnType<typeof initialTransition<typeof gameMachine>>[0];

export type ReplayStep = { event: PlayEvent; snapshot: GameSnapshot };

/** The machine event a stored event stands for; null when it changes nothing in the chart. */
export function toMachineEvent(e: PlayEvent): GameEvent | null {
  switch (e.type) {
    case 'PlayStarted':
    case 'PlayClaimed':
      // A play starts empty (a claimed one too); guesses and hints arrive as their own events.
      return {
        type: 'LOADED',
        structure: e.data.structure,
        guesses: [],
        hints: [],
        hardMode: e.data.hardMode === true,
      };
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
    case 'PlayReviewed':
    case 'PlayHandedOver':
      // An admin's fair-play verdict, or a guest's play passed to an account: the board is as it was.
      return null;
    default: {
      const unknownEvent: never = e;
      throw new Error(`Unknown play event: ${JSON.stringify(unknownEvent)}`);
    }
  }
}

/**
 * An inert scope for pure transitions, made once: xstate's `transition()` builds a new actor (and
 * the machine's initial state) on every call. Stored events never reach a state that invokes or
 * spawns, so nothing ever lands in its system; actions are resolved, never executed.
 */
const inertScope = (() => {
  const self = createActor(gameMachine);
  const noop = () => {};
  return {
    self,
    id: '',
    sessionId: '',
    system: self.system,
    logger: noop,
    defer: noop,
    stopChild: noop,
    emit: noop,
    actionExecutor: noop,
  } as unknown as AnyActorScope;
})();

/** The snapshot after one more stored event. */
export function stepPlay(snapshot: GameSnapshot, e: PlayEvent): GameSnapshot {
  const event = toMachineEvent(e);
  return event === null ? snapshot : gameMachine.transition(snapshot, event, inertScope);
}

/** The initial snapshot with the default options, made once (snapshots are never changed, only replaced). */
let defaultInitial: GameSnapshot | null = null;
export function emptyPlay(input?: GameOptions): GameSnapshot {
  if (input) return initialTransition(gameMachine, input)[0];
  defaultInitial ??= initialTransition(gameMachine)[0];
  return defaultInitial;
}

/** The play's current snapshot: its stored events folded from the initial state. */
export function foldPlay(events: readonly PlayEvent[], input?: GameOptions): GameSnapshot {
  return events.reduce(stepPlay, emptyPlay(input));
}

/** The snapshot after each stored event, for the replay screens. */
export function replayPlay(events: readonly PlayEvent[], input?: GameOptions): ReplayStep[] {
  let snapshot = emptyPlay(input);
  return events.map((event) => {
    snapshot = stepPlay(snapshot, event);
    return { event, snapshot };
  });
}

/** A play ranks when it is a daily play finished on its own Madrid day (the only rule of it). */
export const ranksOnItsDay = (started: Pick<PlayStarted['data'], 'modo' | 'fecha'>, finishedOn: string): boolean =>
  started.modo === 'diaria' && finishedOn === started.fecha;

/** A version-1 PlayFinished completed from its stream: the start and the counts before it. */
export function upcastFinished(
  finished: PlayFinishedV1['data'] | PlayFinished['data'],
  started: PlayStarted['data'],
  counts: { attempts: number; hints: number },
  finishedOn: string,
): PlayFinished['data'] {
  if ('ranked' in finished) return finished;
  const { fecha, modo, preguntaId, userId, anonId } = started;
  return {
    ...finished,
    hardMode: started.hardMode === true,
    fecha,
    modo,
    preguntaId,
    userId,
    anonId,
    attempts: counts.attempts,
    hints: counts.hints,
    ranked: ranksOnItsDay(started, finishedOn),
  };
}

/**
 * Stored events in log order, as the current types: tracks the open plays of a replay so a
 * version-1 PlayFinished gets what version 2 carries (a rebuild reads every stream interleaved).
 */
export function createUpcaster(dayOf: DayOf) {
  const open = new Map<string, { started: PlayStarted['data']; attempts: number; hints: number }>();
  return (event: StoredEvent): StoredEvent => {
    switch (event.type) {
      case 'PlayStarted':
      case 'PlayClaimed':
        open.set(event.streamId, { started: event.data as PlayStarted['data'], attempts: 0, hints: 0 });
        return event;
      case 'GuessSubmitted':
      case 'HintRevealed': {
        const play = open.get(event.streamId);
        if (play) play[event.type === 'GuessSubmitted' ? 'attempts' : 'hints'] += 1;
        return event;
      }
      case 'PlayFinished': {
        const play = open.get(event.streamId);
        open.delete(event.streamId);
        if (!play || 'ranked' in event.data) return event;
        const data = upcastFinished(event.data as PlayFinishedV1['data'], play.started, play, dayOf(occurredAt(event)));
        return { ...event, data };
      }
      default:
        return event;
    }
  };
}
