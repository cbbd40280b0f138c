// Every stored event of the product, as one union per stream kind. Events carry what their readers
// need (projections are functions of events); personal data never goes in: players are ids.
import type { GameStructure, Hint, LetterStatus, PlayMode, ScoreResult } from './game.ts';

/** Whose play: a signed-in user, or an anonymous browser's id (a debug play is its admin's). */
export type PlayerRef = { userId: number | null; anonId: string | null };

/**
 * What fair play noted of a finished play (machines/game/fair-play.ts): a win under the
 * plausibility floor ('too-fast', never ranked), a quick one ('fast'), a signed-in play after the
 * same browser's finished anonymous one ('anti-exploit', never ranked), a finishing guess from
 * another anonymous id than the start ('browser-changed').
 */
export type FairPlayFlag = 'too-fast' | 'fast' | 'anti-exploit' | 'browser-changed';

export type PlayStarted = {
  type: 'PlayStarted';
  data: PlayerRef & {
    playId: string;
    fecha: string;
    modo: PlayMode;
    preguntaId: number;
    structure: GameStructure;
    /** A signed-in play: the anonymous id its browser sent at the start (absent before version 3). */
    browser?: string | null;
    /** Hard mode, chosen at the start: the play takes no hint (absent in plays before it existed: false). */
    hardMode?: boolean;
  };
};

export type GuessSubmitted = {
  type: 'GuessSubmitted';
  data: { guess: string; colors: LetterStatus[]; correct: boolean };
};

export type HintRevealed = {
  type: 'HintRevealed';
  data: Hint;
};

/**
 * The play's end with its score. Since version 2 it also says whose play of which day it was, how
 * many attempts and hints it took and whether it ranks (a daily play finished on its own Madrid
 * day): older events are upcast on read (machines/game/play-events.ts).
 */
export type PlayFinished = {
  type: 'PlayFinished';
  data: PlayerRef & {
    won: boolean;
    seconds: number;
    result: ScoreResult;
    fecha: string;
    modo: PlayMode;
    preguntaId: number;
    attempts: number;
    hints: number;
    ranked: boolean;
    /** Since version 3: what fair play noted (absent: nothing). */
    flags?: FairPlayFlag[];
    /** A hard-mode play (absent in plays before hard mode existed: false). */
    hardMode?: boolean;
  };
};

/**
 * An admin's verdict on a flagged play of the fair-play queue, after its PlayFinished: 'confirmed'
 * (not fair: it does not rank) or 'cleared' (fair: it ranks if it finished on its day). It carries
 * whose play of which day it is, so the leaderboards follow it without reading the stream.
 */
export type PlayReviewed = {
  type: 'PlayReviewed';
  data: { verdict: 'confirmed' | 'cleared'; ranked: boolean; userId: number; fecha: string; reviewerId: number };
};

/**
 * Opens an account's play of a day with a guest's finished play of that day, kept when the guest
 * signed in or registered in the same browser (server/plays/claim.ts): the anonymous play's start,
 * as the account's, with the anonymous stream it came from. Its guesses, hints and end follow as in
 * the anonymous stream (at the times they happened); the end never ranks, and the day's crowd,
 * which counted the anonymous play, does not count it again.
 */
export type PlayClaimed = {
  type: 'PlayClaimed';
  data: PlayStarted['data'] & { claimedFrom: string };
};

/** Closes a guest's finished play once an account has claimed it: no other account can claim it again. */
export type PlayHandedOver = {
  type: 'PlayHandedOver';
  data: { userId: number };
};

/** What a version-1 PlayFinished stored. */
export type PlayFinishedV1 = { type: 'PlayFinished'; data: Pick<PlayFinished['data'], 'won' | 'seconds' | 'result'> };

export type PlayEvent =
  | PlayStarted
  | PlayClaimed
  | GuessSubmitted
  | HintRevealed
  | PlayFinished
  | PlayReviewed
  | PlayHandedOver;

/** The one event of a `day-<fecha>` stream, always at version 1: a day's question never changes. */
export type DailyQuestionAssigned = {
  type: 'DailyQuestionAssigned';
  data: { fecha: string; preguntaId: number };
};

export type DayEvent = DailyQuestionAssigned;

/**
 * An admin's decision on the open reports of a question (`question-<id>` stream, its history): the
 * reports dismissed, marked fixed or the question retired, with the admin and their note.
 */
export type QuestionReportsResolved = {
  type: 'QuestionReportsResolved';
  data: {
    preguntaId: number;
    accion: 'descartar' | 'corregido' | 'retirar';
    nota: string;
    adminId: number;
    /** How many open reports took the decision. */
    reportes: number;
  };
};

/**
 * An admin created or changed a question from the editor (`question-<id>` stream): why, and each field
 * changed with its value before (absent for a new question) and after, in the repository's format.
 */
export type QuestionEdited = {
  type: 'QuestionEdited';
  data: {
    preguntaId: number;
    adminId: number;
    motivo: string;
    creada: boolean;
    cambios: { campo: string; antes?: unknown; despues: unknown }[];
  };
};

export type QuestionEvent = QuestionReportsResolved | QuestionEdited;

export type ProductEvent = PlayEvent | DayEvent | QuestionEvent;

/** Every event type the product records (the compiler keeps the list complete). */
const KNOWN_TYPES: Record<ProductEvent['type'], true> = {
  PlayStarted: true,
  GuessSubmitted: true,
  HintRevealed: true,
  PlayFinished: true,
  PlayReviewed: true,
  PlayClaimed: true,
  PlayHandedOver: true,
  DailyQuestionAssigned: true,
  QuestionReportsResolved: true,
  QuestionEdited: true,
};
export const EVENT_TYPES = Object.keys(KNOWN_TYPES) as ProductEvent['type'][];

export interface NewEvent {
  type: string;
  data: object;
  metadata?: Record<string, unknown>;
}

export interface StoredEvent<Type extends string = string, Data = Record<string, unknown>> {
  globalPosition: number;
  streamId: string;
  streamVersion: number;
  type: Type;
  data: Data;
  metadata: Record<string, unknown>;
  createdAt: Date;
}

/**
 * When the event happened by the server's own clock (kept in metadata.at), so timings follow the
 * clock tests move; created_at (the database's clock) only for events without it.
 */
export function occurredAt(event: Pick<StoredEvent, 'metadata' | 'createdAt'>): Date {
  const at = event.metadata.at;
  return typeof at === 'string' ? new Date(at) : event.createdAt;
}

/** The metadata that makes occurredAt follow the server's clock. */
export const at = (now: Date) => ({ at: now.toISOString() });
