import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  buildDailyRecord,
  cacheQuestion,
  checkNewDay,
  clearLocalGameState,
  forgetSessionPlays,
  isDebugMode,
  readGameHistory,
  isStaleRecord,
  localResultToday,
  markPlayedToday,
  parseDailyRecord,
  playedOn,
  playedTodayLocally,
  setDebugMode,
  staleQuestionCacheKeys,
  withoutAnswer,
} from '../../../../client/src/lib/daily-game.ts';
import type { DailyGameResult } from '../../../../client/src/lib/daily-game.ts';

const RESULT: DailyGameResult = {
  score: 950,
  stars: 2,
  attempts: 3,
  hintsUsed: 1,
  timeInSeconds: 42,
  gameWon: true,
  fechaAsignada: '2026-03-14',
};

/** A plain in-memory Storage, so the storage rules run without a browser. */
class MemoryStorage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  key(i: number) {
    return [...this.items.keys()][i] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  clear() {
    this.items.clear();
  }
}

describe('the local daily-game record (pure rules)', () => {
  it('given a record built for a day, then it has the documented shape', () => {
    const record = buildDailyRecord(RESULT, '2026-03-14', new Date('2026-03-14T10:00:00Z'));
    expect(record).toEqual({
      lastPlayedDate: '2026-03-14',
      gameResult: RESULT,
      playedAt: '2026-03-14T10:00:00.000Z',
      fechaAsignada: '2026-03-14',
      owner: 'guest',
    });
    expect(parseDailyRecord(JSON.parse(JSON.stringify(record)))).toEqual(record);
  });

  it('given a record of today, then today is played and it is not stale; of yesterday, the reverse', () => {
    const record = buildDailyRecord(RESULT, '2026-03-14', new Date());
    expect(playedOn(record, '2026-03-14')).toBe(true);
    expect(isStaleRecord(record, '2026-03-14')).toBe(false);
    expect(playedOn(record, '2026-03-15')).toBe(false);
    expect(isStaleRecord(record, '2026-03-15')).toBe(true);
    expect(playedOn(null, '2026-03-15')).toBe(false);
    expect(isStaleRecord(null, '2026-03-15')).toBe(false);
  });

  it.each([
    null,
    'x',
    {},
    { lastPlayedDate: '2026-03-14' },
    { lastPlayedDate: '2026-03-14', gameResult: { score: 'a' } },
  ])('given a malformed record %j, then it counts as no record', (raw) => expect(parseDailyRecord(raw)).toBeNull());

  it("given stored keys, then every question cache except today's is stale and other keys are kept", () => {
    const keys = ['pregunta_diaria_2026-03-13', 'pregunta_diaria_2026-03-14', 'lang', 'futboltrivia_daily_game'];
    expect(staleQuestionCacheKeys(keys, '2026-03-14')).toEqual(['pregunta_diaria_2026-03-13']);
  });

  it('given a finished question, then the cached copy has no answer', () => {
    expect(withoutAnswer({ id: 1, pregunta_es: '¿?', respuesta_es: 'PEDRI' })).toEqual({ id: 1, pregunta_es: '¿?' });
  });
});

describe('the local daily-game state in storage', () => {
  let storage: MemoryStorage;
  beforeEach(() => {
    storage = new MemoryStorage();
    Object.defineProperty(globalThis, 'localStorage', { value: storage, configurable: true });
  });
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'localStorage');
  });

  it('given a game marked played today, then today is played locally and its result is remembered', () => {
    markPlayedToday(RESULT, '2026-03-14');
    expect(playedTodayLocally('2026-03-14')).toBe(true);
    expect(localResultToday('2026-03-14')).toEqual(RESULT);
    expect(JSON.parse(storage.getItem('futboltrivia_daily_game')!).lastPlayedDate).toBe('2026-03-14');
  });

  it("given yesterday's record and caches, when the new day is checked, then they are cleared and today is remembered", () => {
    markPlayedToday(RESULT, '2026-03-13');
    cacheQuestion('2026-03-13', { id: 1 });
    cacheQuestion('2026-03-14', { id: 2, respuesta_es: 'PEDRI' });
    storage.setItem('lang', 'en');
    checkNewDay('2026-03-14');
    expect(storage.getItem('futboltrivia_daily_game')).toBeNull();
    expect(storage.getItem('pregunta_diaria_2026-03-13')).toBeNull();
    expect(JSON.parse(storage.getItem('pregunta_diaria_2026-03-14')!)).toEqual({ id: 2 });
    expect(storage.getItem('lang')).toBe('en');
    expect(storage.getItem('ultima_fecha_verificada')).toBe('2026-03-14');
  });

  it("given today's record, when the new day is checked on the same day, then it stays", () => {
    markPlayedToday(RESULT, '2026-03-14');
    checkNewDay('2026-03-14');
    expect(playedTodayLocally('2026-03-14')).toBe(true);
  });

  it('given a record and caches, when the local game state is cleared, then both go and the rest stays', () => {
    markPlayedToday(RESULT, '2026-03-14');
    cacheQuestion('2026-03-14', { id: 2 });
    storage.setItem('token', 't');
    clearLocalGameState();
    expect(playedTodayLocally('2026-03-14')).toBe(false);
    expect(storage.getItem('pregunta_diaria_2026-03-14')).toBeNull();
    expect(storage.getItem('token')).toBe('t');
  });

  it('given debug mode switched on and off, then the flag is "true" and then gone', () => {
    setDebugMode(true);
    expect(storage.getItem('futboltrivia_debug_mode')).toBe('true');
    expect(isDebugMode()).toBe(true);
    setDebugMode(false);
    expect(storage.getItem('futboltrivia_debug_mode')).toBeNull();
    expect(isDebugMode()).toBe(false);
  });

  // Issue 37: a shared browser told the next person what the last account played.
  describe('whose record it is', () => {
    const signIn = (id: number) => {
      storage.setItem('token', `token-${id}`);
      storage.setItem('user', JSON.stringify({ id, username: `u${id}` }));
    };
    const signOut = () => {
      storage.removeItem('token');
      storage.removeItem('user');
    };

    it("given an account's game, then it speaks for that account only: not for a guest, nor for another account", () => {
      signIn(7);
      markPlayedToday(RESULT, '2026-03-14');
      expect(JSON.parse(storage.getItem('futboltrivia_daily_game')!).owner).toBe('7');
      expect(localResultToday('2026-03-14')).toEqual(RESULT);
      signOut();
      expect(playedTodayLocally('2026-03-14')).toBe(false);
      expect(localResultToday('2026-03-14')).toBeNull();
      signIn(8);
      expect(playedTodayLocally('2026-03-14')).toBe(false);
    });

    it("given a guest's game, then it speaks for the guest and for whoever signs in here (spec section 4's rule); a record from before owners counts as a guest's", () => {
      markPlayedToday(RESULT, '2026-03-14');
      expect(playedTodayLocally('2026-03-14')).toBe(true);
      signIn(7);
      expect(playedTodayLocally('2026-03-14')).toBe(true);
      const { owner: _owner, ...legacy } = JSON.parse(storage.getItem('futboltrivia_daily_game')!);
      storage.setItem('futboltrivia_daily_game', JSON.stringify(legacy));
      expect(playedTodayLocally('2026-03-14')).toBe(true);
    });

    it("given an account's game, then the history (a guest's statistics) does not keep it; a guest's it does", () => {
      signIn(7);
      markPlayedToday(RESULT, '2026-03-14');
      expect(readGameHistory()).toEqual([]);
      signOut();
      markPlayedToday(RESULT, '2026-03-15');
      expect(readGameHistory()).toEqual([{ fecha: '2026-03-15', won: true, attempts: 3 }]);
    });

    it('given a session that ends, then the day, the history, the question caches and debug mode go; the anonymous id, the language and hard mode stay', () => {
      markPlayedToday(RESULT, '2026-03-14');
      cacheQuestion('2026-03-14', { id: 2 });
      setDebugMode(true);
      for (const [key, value] of [
        ['futboltrivia_anon_id', '0f8fad5b-d9cb-469f-a165-70867728950e'],
        ['lang', 'en'],
        ['futboltrivia_hard_mode', 'true'],
      ])
        storage.setItem(key, value);
      forgetSessionPlays();
      for (const key of ['futboltrivia_daily_game', 'futboltrivia_history', 'pregunta_diaria_2026-03-14'])
        expect(storage.getItem(key), key).toBeNull();
      expect(isDebugMode()).toBe(false);
      expect(storage.getItem('futboltrivia_anon_id')).toBe('0f8fad5b-d9cb-469f-a165-70867728950e');
      expect(storage.getItem('lang')).toBe('en');
      expect(storage.getItem('futboltrivia_hard_mode')).toBe('true');
    });
  });
});
