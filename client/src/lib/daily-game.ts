// The browser's own memory of the daily game (spec section 3, browser-stored records; section 4,
// new day and debug mode). Shared: the game, Home's Play Now and the admin tools all use it.
import { withGame, type PlayedGame } from '../../../machines/stats/history.ts';
import { today } from './game-day.ts';
import { KEYS, QUESTION_CACHE_PREFIX, readJson, readString, remove, writeJson, writeString } from './storage.ts';

export type DailyGameResult = {
  score: number;
  stars: number;
  attempts: number;
  hintsUsed: number;
  timeInSeconds: number;
  gameWon: boolean;
  fechaAsignada: string;
};

export type DailyGameRecord = {
  lastPlayedDate: string;
  gameResult: DailyGameResult;
  playedAt: string;
  fechaAsignada: string;
  /**
   * Who played it in this browser: `guest`, or the signed-in account's id. Absent in records from
   * before 0.2.0, which count as a guest's (spec section 4's rule is about this browser's guest).
   */
  owner?: string;
};

/** The guest of this browser, as a record's owner. */
export const GUEST = 'guest';

/** Who is playing in this browser now: the stored account's id, or the guest. */
export function currentOwner(): string {
  if (readString(KEYS.token) === null) return GUEST;
  const user = readJson<{ id?: unknown }>(KEYS.user);
  return typeof user?.id === 'number' ? String(user.id) : GUEST;
}

/**
 * Whether `viewer` may go by a record: their own, or the guest's of this browser (a guest's play of
 * today stands for whoever signs in here: spec section 4). Another account's never speaks for them:
 * the server judges.
 */
export function speaksFor(record: DailyGameRecord, viewer: string): boolean {
  const owner = record.owner ?? GUEST;
  return owner === GUEST || owner === viewer;
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** The stored record when it has the documented shape; anything else counts as no record. */
export function parseDailyRecord(raw: unknown): DailyGameRecord | null {
  if (typeof raw !== 'object' || raw === null) return null;
  const record = raw as Partial<DailyGameRecord>;
  const result = record.gameResult as Partial<DailyGameResult> | undefined;
  if (typeof record.lastPlayedDate !== 'string' || typeof result !== 'object' || result === null) return null;
  if (![result.score, result.stars, result.attempts, result.hintsUsed, result.timeInSeconds].every(isNumber))
    return null;
  return {
    lastPlayedDate: record.lastPlayedDate,
    gameResult: {
      score: result.score!,
      stars: result.stars!,
      attempts: result.attempts!,
      hintsUsed: result.hintsUsed!,
      timeInSeconds: result.timeInSeconds!,
      gameWon: result.gameWon === true,
      fechaAsignada: typeof result.fechaAsignada === 'string' ? result.fechaAsignada : record.lastPlayedDate,
    },
    playedAt: typeof record.playedAt === 'string' ? record.playedAt : '',
    fechaAsignada: typeof record.fechaAsignada === 'string' ? record.fechaAsignada : record.lastPlayedDate,
    ...(typeof record.owner === 'string' ? { owner: record.owner } : {}),
  };
}

export function playedOn(record: DailyGameRecord | null, today: string): boolean {
  return record !== null && record.lastPlayedDate === today;
}

/** A record from another day is stale: the new day clears it. */
export function isStaleRecord(record: DailyGameRecord | null, today: string): boolean {
  return record !== null && record.lastPlayedDate !== today;
}

export function buildDailyRecord(
  result: DailyGameResult,
  today: string,
  now: Date,
  owner: string = GUEST,
): DailyGameRecord {
  return {
    lastPlayedDate: today,
    gameResult: result,
    playedAt: now.toISOString(),
    fechaAsignada: result.fechaAsignada,
    owner,
  };
}

/** Question caches of any day but today: they are always removed. */
export function staleQuestionCacheKeys(keys: readonly string[], today: string): string[] {
  const current = KEYS.questionCache(today);
  return keys.filter((key) => key.startsWith(QUESTION_CACHE_PREFIX) && key !== current);
}

/** The question as it may be cached: never with its answer, even once the play is over. */
export function withoutAnswer<T extends object>(question: T): Omit<T, 'respuesta_es'> {
  const { respuesta_es: _answer, ...rest } = question as T & { respuesta_es?: unknown };
  return rest;
}

function storedKeys(): string[] {
  try {
    return Array.from({ length: localStorage.length }, (_, i) => localStorage.key(i)).filter(
      (key): key is string => key !== null,
    );
  } catch {
    return [];
  }
}

/** Today as the server last said it (lib/game-day.ts). */
export const madridToday = today;

export function readDailyRecord(): DailyGameRecord | null {
  return parseDailyRecord(readJson<unknown>(KEYS.dailyGame));
}

/** The record (of any day) that speaks for whoever plays in this browser now (see `speaksFor`), or null. */
export function readOwnRecord(): DailyGameRecord | null {
  const record = readDailyRecord();
  return record !== null && speaksFor(record, currentOwner()) ? record : null;
}

function ownRecordOf(today: string): DailyGameRecord | null {
  const record = readOwnRecord();
  return playedOn(record, today) ? record : null;
}

export function playedTodayLocally(today = madridToday()): boolean {
  return ownRecordOf(today) !== null;
}

/** Today's result as this browser remembers it for whoever plays here now, or null. */
export function localResultToday(today = madridToday()): DailyGameResult | null {
  return ownRecordOf(today)?.gameResult ?? null;
}

/**
 * Today's result, kept for whoever played it; a guest's game also goes into this browser's history
 * (a guest's statistics: a signed-in player's come from the server, and a later guest must not read them).
 */
export function markPlayedToday(result: DailyGameResult, today = madridToday()): void {
  const owner = currentOwner();
  writeJson(KEYS.dailyGame, buildDailyRecord(result, today, new Date(), owner));
  if (owner === GUEST)
    writeJson(
      KEYS.history,
      withGame(readGameHistory(), { fecha: today, won: result.gameWon, attempts: result.attempts }),
    );
}

const isPlayedGame = (value: unknown): value is PlayedGame => {
  const game = value as Partial<PlayedGame> | null;
  return (
    typeof game === 'object' &&
    game !== null &&
    typeof game.fecha === 'string' &&
    typeof game.won === 'boolean' &&
    isNumber(game.attempts)
  );
};

/** The daily games this browser finished (anything malformed is left out). */
export function readGameHistory(): PlayedGame[] {
  const stored = readJson<unknown>(KEYS.history);
  return Array.isArray(stored) ? stored.filter(isPlayedGame) : [];
}

export function clearDailyRecord(): void {
  remove(KEYS.dailyGame);
}

export function cacheQuestion(fecha: string, question: object): void {
  writeJson(KEYS.questionCache(fecha), withoutAnswer(question));
}

export const hasQuestionCached = (fecha: string): boolean => readString(KEYS.questionCache(fecha)) !== null;

/** Caches of any day but today (section 4: they are always removed). */
export function removeOldQuestionCaches(today = madridToday()): void {
  for (const key of staleQuestionCacheKeys(storedKeys(), today)) remove(key);
}

/** Every question cache (pregunta_diaria_*); returns how many there were. */
export function clearQuestionCaches(): number {
  const keys = storedKeys().filter((key) => key.startsWith(QUESTION_CACHE_PREFIX));
  for (const key of keys) remove(key);
  return keys.length;
}

/** Section 4, new day: another day's record and old question caches go; today is remembered. */
export function checkNewDay(today = madridToday()): void {
  if (isStaleRecord(readDailyRecord(), today)) clearDailyRecord();
  removeOldQuestionCaches(today);
  writeString(KEYS.lastCheckedDate, today);
}

/** Everything the browser knows about the daily game (record and every question cache). */
export function clearLocalGameState(): void {
  clearDailyRecord();
  clearQuestionCaches();
}

/**
 * A session ends (sign-out, or a token the server refused): this browser forgets the day and the
 * history it kept (the next person here, a guest or another account, starts clean: issue 37) and
 * an admin's debug mode. The anonymous id stays: the server's own records of this browser's guest
 * play still hold the anti-exploit rule for the same person.
 */
export function forgetSessionPlays(): void {
  clearLocalGameState();
  remove(KEYS.history);
  setDebugMode(false);
}

export function isDebugMode(): boolean {
  return readString(KEYS.debugMode) === 'true';
}

/** Debug mode (admin only): the next game is a debug play that bypasses the played check. */
export function setDebugMode(on: boolean): void {
  if (on) writeString(KEYS.debugMode, 'true');
  else remove(KEYS.debugMode);
}

/** Hard mode (issue 30): the player's choice to play without hints; every new play starts with it. */
export function isHardMode(): boolean {
  return readString(KEYS.hardMode) === 'true';
}

export function setHardMode(on: boolean): void {
  if (on) writeString(KEYS.hardMode, 'true');
  else remove(KEYS.hardMode);
}
