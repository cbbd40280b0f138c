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
};

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
  };
}

export function playedOn(record: DailyGameRecord | null, today: string): boolean {
  return record !== null && record.lastPlayedDate === today;
}

/** A record from another day is stale: the new day clears it. */
export function isStaleRecord(record: DailyGameRecord | null, today: string): boolean {
  return record !== null && record.lastPlayedDate !== today;
}

export function buildDailyRecord(result: DailyGameResult, today: string, now: Date): DailyGameRecord {
  return {
    lastPlayedDate: today,
    gameResult: result,
    playedAt: now.toISOString(),
    fechaAsignada: result.fechaAsignada,
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

export function playedTodayLocally(today = madridToday()): boolean {
  return playedOn(readDailyRecord(), today);
}

/** Today's result as this browser remembers it, or null. */
export function localResultToday(today = madridToday()): DailyGameResult | null {
  const record = readDailyRecord();
  return playedOn(record, today) ? record!.gameResult : null;
}

export function markPlayedToday(result: DailyGameResult, today = madridToday()): void {
  writeJson(KEYS.dailyGame, buildDailyRecord(result, today, new Date()));
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
