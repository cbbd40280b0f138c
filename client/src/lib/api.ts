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

/** `public`: a read that is the same for everyone goes without the session, so a shared cache may answer it. */
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
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = readString(KEYS.token);
  if (token && !options.public) headers.Authorization = `Bearer ${token}`;
  // Signed in too: the server's anti-exploit rule asks whether this browser played today signed out.
  headers['X-Anon-Id'] = anonId();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    connection.api(false);
    throw new ApiError(0, 'NETWORK_ERROR', textsOf('common')('errors.network'));
  }
  const data = await response.json().catch(() => null);
  // A 503 is the server's database away for a moment (or a proxy with no server behind it).
  connection.api(response.status !== 503 && response.status !== 502 && response.status !== 504);
  if (!response.ok) {
    // Only while the refused token is still the stored one: a fresh session may have replaced it.
    if (token && response.status === 401 && data?.code === 'INVALID_TOKEN' && readString(KEYS.token) === token)
      for (const listener of sessionRejectedListeners) listener();
    // Our server always says what went wrong, in the page's language; an answer without that (a
    // proxy's error page) gets a sentence of ours, never the bare status line in English.
    const message =
      typeof data?.message === 'string' && data.message
        ? data.message
        : textsOf('common')('errors.status', { status: response.status });
    throw new ApiError(response.status, data?.code || data?.error || 'HTTP_ERROR', message, data);
  }
  return data as T;
}

export const get = <T>(path: string) => api<T>('GET', path);
/** A public read, the same for everyone (a live table's snapshot): a proxy's cache may answer it. */
export const getPublic = <T>(path: string) => api<T>('GET', path, undefined, { public: true });
export const post = <T>(path: string, body: unknown = {}) => api<T>('POST', path, body);
export const put = <T>(path: string, body: unknown = {}) => api<T>('PUT', path, body);
export const patch = <T>(path: string, body: unknown = {}) => api<T>('PATCH', path, body);
export const del = <T>(path: string, body?: unknown) => api<T>('DELETE', path, body);
