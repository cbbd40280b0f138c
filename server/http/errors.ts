// The one JSON shape every error has, { error, message, code }, with the message in the caller's
// language; and the one place a domain refusal becomes an HTTP status and a text.
import { STATUS_CODES } from 'node:http';
import type { ParseKeysWithoutVariables } from 'i18next';
import type { ErrorBody } from '../../contracts/api/accounts.ts';
import type { Language } from '../../contracts/language.ts';
import type { RefusalCode, RefusalReasons, Refused } from '../../contracts/refusals.ts';
import type httpTexts from './locales/es.ts';
import type playsTexts from '../plays/locales/es.ts';
import { textOf, translator, type NAMESPACES, type ServerT } from '../texts.ts';

/** What an error says: a text without placeholders, or the caller's language's text made by `t`. */
export type Say = ParseKeysWithoutVariables<typeof NAMESPACES> | ((t: ServerT) => string);

/** A client's mistake (or a refusal): a status, a code, and what it says in the caller's language. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly say: Say;
  /** Seconds the client should wait before trying again (sent as Retry-After). */
  readonly retryAfter: number | undefined;
  constructor(statusCode: number, code: string, say: Say, options: { retryAfter?: number } = {}) {
    super(render(say, 'es'));
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.say = say;
    this.retryAfter = options.retryAfter;
  }

  body(language: Language): ErrorBody {
    return errorBody(this.statusCode, this.code, render(this.say, language));
  }
}

const render = (say: Say, language: Language) =>
  typeof say === 'function' ? say(translator(language)) : translator(language)(say);

/** An `http` code that is its own text, with no placeholder to fill. */
export type PlainCode = {
  [Code in keyof typeof httpTexts]: (typeof httpTexts)[Code] extends `${string}{{${string}` ? never : Code;
}[keyof typeof httpTexts];

/** What a 503 (the database away) tells the client to wait before trying again, in seconds. */
export const RETRY_AFTER_S = 5;

/** An error whose code is an `http` text of its own, or any code with what it says. */
export function httpError(statusCode: number, code: PlainCode): HttpError;
export function httpError(statusCode: number, code: string, say: Say): HttpError;
export function httpError(statusCode: number, code: string, say: Say = `http:${code as PlainCode}`) {
  return new HttpError(statusCode, code, say);
}

export const badRequest = (code: string, say: Say) => new HttpError(400, code, say);
export const unauthorized = (code: PlainCode) => httpError(401, code);
export const forbidden = (code: PlainCode) => httpError(403, code);
export const notFound = (code: string, say: Say) => new HttpError(404, code, say);
export const conflict = (code: string, say: Say) => new HttpError(409, code, say);
export const tooManyRequests = (code: string, say: Say) => new HttpError(429, code, say);

export const errorBody = (statusCode: number, code: string, message: string): ErrorBody => ({
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  code,
});

/** Each domain refusal's status and the catalogue holding its texts. */
const REFUSALS = {
  INVALID_GUESS: { status: 400, ns: 'plays' },
  INVALID_DATE: { status: 400, ns: 'plays' },
  QUESTION_MISMATCH: { status: 400, ns: 'plays' },
  AUTH_REQUIRED: { status: 401, ns: 'http' },
  ANON_ID_REQUIRED: { status: 401, ns: 'http' },
  ADMIN_REQUIRED: { status: 403, ns: 'http' },
  ANTI_EXPLOIT: { status: 403, ns: 'plays' },
  PLAY_NOT_FOUND: { status: 404, ns: 'plays' },
  QUESTION_NOT_FOUND: { status: 404, ns: 'plays' },
  REPLAY_NOT_FOUND: { status: 404, ns: 'plays' },
  NO_ATTEMPTS_LEFT: { status: 409, ns: 'plays' },
  NO_HINTS_LEFT: { status: 409, ns: 'plays' },
  HARD_MODE: { status: 409, ns: 'plays' },
  PLAY_FINISHED: { status: 409, ns: 'plays' },
  PLAY_HANDED_OVER: { status: 409, ns: 'plays' },
  PLAY_NOT_STARTED: { status: 409, ns: 'plays' },
  PLAY_NOT_FINISHED: { status: 409, ns: 'plays' },
  TOO_MANY_NEW_PLAYS: { status: 429, ns: 'plays' },
} as const satisfies Record<RefusalCode, { status: number; ns: 'http' | 'plays' }>;

type Texts = { http: typeof httpTexts; plays: typeof playsTexts };
/** Every refusal's text, and its text for each of its reasons (`CODE_reason`), is in its catalogue. */
type Missing = {
  [Code in RefusalCode]: Exclude<Code | `${Code}_${RefusalReasons[Code]}`, keyof Texts[(typeof REFUSALS)[Code]['ns']]>;
}[RefusalCode];
const everyRefusalHasItsText: [Missing] extends [never] ? true : Missing = true;
void everyRefusalHasItsText;

export function fromRefusal(refusal: Refused): HttpError {
  const { status, ns } = REFUSALS[refusal.code];
  // The reason is i18next's context: CODE_reason, typed by RefusalReasons and checked above.
  return new HttpError(status, refusal.code, (t) =>
    textOf(t, `${ns}:${refusal.code}`, { ...refusal.params, context: refusal.reason ?? undefined }),
  );
}
