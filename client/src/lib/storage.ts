/** Local-storage keys of the spec (section 3, browser-stored records). */
export const STORAGE_PREFIX = 'futboltrivia';
export const KEYS = {
  token: 'token',
  user: 'user',
  lang: 'lang',
  theme: 'theme',
  contrast: 'contrast',
  anonId: `${STORAGE_PREFIX}_anon_id`,
  dailyGame: `${STORAGE_PREFIX}_daily_game`,
  /** Every daily game this browser finished ({ fecha, won, attempts }): an anonymous player's statistics. */
  history: `${STORAGE_PREFIX}_history`,
  debugMode: `${STORAGE_PREFIX}_debug_mode`,
  /** 'true' while the player chose hard mode (no hints): every new play starts in it. */
  hardMode: `${STORAGE_PREFIX}_hard_mode`,
  /** The game's day as the server last told it ({ fecha, siguienteDia }). */
  gameDay: `${STORAGE_PREFIX}_game_day`,
  lastCheckedDate: 'ultima_fecha_verificada',
  questionCache: (fecha: string) => `pregunta_diaria_${fecha}`,
} as const;

export const QUESTION_CACHE_PREFIX = 'pregunta_diaria_';

/**
 * What kind of data each key holds, for the cookie policy, which lists every key above with its
 * purpose and lifetime (a key added above without its kind here fails the type check).
 */
export const STORED_KINDS: Record<keyof typeof KEYS, 'essential' | 'preferences'> = {
  token: 'essential',
  user: 'essential',
  lang: 'preferences',
  theme: 'preferences',
  contrast: 'preferences',
  anonId: 'essential',
  dailyGame: 'essential',
  history: 'essential',
  debugMode: 'essential',
  hardMode: 'preferences',
  gameDay: 'essential',
  lastCheckedDate: 'essential',
  questionCache: 'essential',
};

export function readString(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeString(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    // Storage can be full or disabled (private mode); the app still works without persistence.
  }
}

export function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // see writeString
  }
}

export function readJson<T>(key: string): T | null {
  const raw = readString(key);
  if (!raw) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export const writeJson = (key: string, value: unknown) => writeString(key, JSON.stringify(value));

/** What a stored anonymous id must look like (the boot script checks it too). */
export const ANON_ID_PATTERN = /^[0-9a-f-]{36}$/i;

/** A random id for an anonymous player, so their play is a stream on the server too. */
export function anonId(): string {
  let id = readString(KEYS.anonId);
  if (!id || !ANON_ID_PATTERN.test(id)) {
    id = crypto.randomUUID();
    writeString(KEYS.anonId, id);
  }
  return id;
}
