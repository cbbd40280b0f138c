import { currentLanguage, textsOf } from '../i18n/index.ts';
import { connection } from './connection.ts';
import { KEYS, anonId, readString } from './storage.ts';

/**
 * A failed call: `text` is '{status}: {message}' as the spec's error catalogue reads it; `message` is
 * always a sentence in the page's language (the server's, or ours when the answer has none).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly text: string;
  /** The error's whole JSON body (a route may say more than `{ error, message, code }`: a form's fields). */
  readonly body: unknown;
  constructor(status: number, code: string, message: string, body: unknown = null) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.text = status ? `${status}: ${message}` : message;
    this.body = body;
  }
}

/** What to tell the player of a failure: the server's sentence, or ours for anything else. */
export const failureText = (failure: unknown): string =>
  failure instanceof ApiError ? failure.message : textsOf('common')('errors.unexpected');

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const sessionRejectedListeners = new Set<() => void>();

/** Called when the server refuses the stored token (expired, password changed, account deleted). */
export function onSessionRejected(listener: () => void): () => void {
  sessionRejectedListeners.add(listener);
  return () => sessionRejectedListeners.delete(listener);
}

/** Waits before each resend of a command that got no answer of the server's (then it gives up). */
const RESEND_DELAYS_MS = [250, 500, 1000, 2000];
/** The longest a resend waits for a Retry-After. */
const MAX_RETRY_AFTER_MS = 2000;
/**
 * How long the same command, sent again by the player after one that got no answer, reuses that
 * one's key (the server keeps answers 10 minutes: IDEMPOTENCY_WINDOW_MINUTES).
 */
const KEY_REUSE_MS = 5 * 60_000;
/** Commands whose last attempt got no answer, by method, path and body: their key. */
const unanswered = new Map<string, { key: string; at: number }>();

/** A command's Idempotency-Key: 128 random bits (getRandomValues works where randomUUID does not: plain http). */
function newKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** What came back of one attempt: nothing (the network failed), or a status and its JSON (or null). */
type Attempt = { status: number; data: ApiBody; retryAfter: string | null };
// biome-ignore lint/suspicious/noExplicitAny: an answer's JSON, read field by field.
type ApiBody = any;

/**
 * No answer of the server's to this command: the network failed (a lost reply), a proxy had no
 * node for it (502, 504), the database was away for a moment (503), or its first attempt is still
 * under way (409 IDEMPOTENCY_KEY_IN_USE). Sent again with the same key, it is answered as the
 * first attempt was, never applied twice.
 */
const unanswerable = ({ status, data }: Attempt) =>
  status === 0 ||
  status === 502 ||
  status === 503 ||
  status === 504 ||
  (status === 409 && data?.code === 'IDEMPOTENCY_KEY_IN_USE');

function resendDelay(attempt: Attempt, index: number): number {
  const retryAfter = Number(attempt.retryAfter);
  return Number.isFinite(retryAfter) && retryAfter > 0
    ? Math.min(retryAfter * 1000, MAX_RETRY_AFTER_MS)
    : RESEND_DELAYS_MS[index];
}

/**
 * A call to the API. A command (anything but GET) carries an `Idempotency-Key`, and one that gets
 * no answer is sent again with it a few times (`RESEND_DELAYS_MS`): a guess that counted but whose
 * reply was lost comes back as the answer it had, not as `409 PLAY_FINISHED`. The player sending
 * the same command again after that reuses the key too. `public`: a read that is the same for
 * everyone goes without the session, so a shared cache may answer it.
 */
export async function api<T>(
  method: Method,
  path: string,
  body?: unknown,
  options: { public?: boolean } = {},
): Promise<T> {
  // The server answers in the page's language.
  const headers: Record<string, string> = {
    Accept: 'application/json',
    'Accept-Language': currentLanguage(),
  };
  const text = body === undefined ? undefined : JSON.stringify(body);
  if (text !== undefined) headers['Content-Type'] = 'application/json';
  const token = readString(KEYS.token);
  if (token && !options.public) headers.Authorization = `Bearer ${token}`;
  // Signed in too: the server's anti-exploit rule asks whether this browser played today signed out.
  headers['X-Anon-Id'] = anonId();
  const command = method === 'GET' ? null : `${method} ${path} ${text ?? ''}`;
  if (command) {
    const now = Date.now();
    for (const [signature, { at }] of unanswered) if (now - at > KEY_REUSE_MS) unanswered.delete(signature);
    headers['Idempotency-Key'] = unanswered.get(command)?.key ?? newKey();
  }
  let attempt: Attempt;
  for (let resends = 0; ; resends++) {
    attempt = await send(method, path, headers, text);
    if (!command || !unanswerable(attempt)) break;
    if (resends === RESEND_DELAYS_MS.length) break;
    await new Promise((resolve) => setTimeout(resolve, resendDelay(attempt, resends)));
  }
  if (command) {
    if (unanswerable(attempt)) unanswered.set(command, { key: headers['Idempotency-Key'], at: Date.now() });
    else unanswered.delete(command);
  }
  const { status, data } = attempt;
  if (status === 0) throw new ApiError(0, 'NETWORK_ERROR', textsOf('common')('errors.network'));
  if (status < 200 || status >= 300) {
    // Only while the refused token is still the stored one: a fresh session may have replaced it.
    if (token && status === 401 && data?.code === 'INVALID_TOKEN' && readString(KEYS.token) === token)
      for (const listener of sessionRejectedListeners) listener();
    // Our server always says what went wrong, in the page's language; an answer without that (a
    // proxy's error page) gets a sentence of ours, never the bare status line in English.
    const message =
      typeof data?.message === 'string' && data.message ? data.message : textsOf('common')('errors.status', { status });
    throw new ApiError(status, data?.code || data?.error || 'HTTP_ERROR', message, data);
  }
  return data as T;
}

/** One attempt; the connection note hears whether the server answered. */
async function send(
  method: Method,
  path: string,
  headers: Record<string, string>,
  body: string | undefined,
): Promise<Attempt> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { method, headers, body });
  } catch {
    connection.api(false);
    return { status: 0, data: null, retryAfter: null };
  }
  const data = await response.json().catch(() => null);
  // A 503 is the server's database away for a moment (or a proxy with no server behind it).
  connection.api(response.status !== 503 && response.status !== 502 && response.status !== 504);
  return { status: response.status, data, retryAfter: response.headers.get('retry-after') };
}

export const get = <T>(path: string) => api<T>('GET', path);
/** A public read, the same for everyone (a live table's snapshot): a proxy's cache may answer it. */
export const getPublic = <T>(path: string) => api<T>('GET', path, undefined, { public: true });
export const post = <T>(path: string, body: unknown = {}) => api<T>('POST', path, body);
export const put = <T>(path: string, body: unknown = {}) => api<T>('PUT', path, body);
export const patch = <T>(path: string, body: unknown = {}) => api<T>('PATCH', path, body);
export const del = <T>(path: string, body?: unknown) => api<T>('DELETE', path, body);
