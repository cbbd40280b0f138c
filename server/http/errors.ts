// The one JSON shape every error has, { error, message, code }, with the message in the caller's
// language; and the one place a domain refusal becomes an HTTP status.
import { STATUS_CODES } from 'node:http';
import type { ErrorBody } from '../../contracts/api/accounts.ts';
import type { Language, Text } from '../../contracts/language.ts';
import type { RefusalCode, Refused } from '../../contracts/refusals.ts';
import { isMessageKey, MESSAGES, render, type MessageKey, type MessageParams } from './messages.ts';

/** A client's mistake (or a refusal): a status, a code, and its text in both languages. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly text: Text;
  readonly params: MessageParams;
  constructor(
    statusCode: number,
    code: string,
    text: Text | MessageKey = code as MessageKey,
    params: MessageParams = {},
  ) {
    const resolved = typeof text === 'string' ? MESSAGES[text] : text;
    super(render(resolved, 'es', params));
    this.name = 'HttpError';
    this.statusCode = statusCode;
    this.code = code;
    this.text = resolved;
    this.params = params;
  }

  body(language: Language): ErrorBody {
    return errorBody(this.statusCode, this.code, render(this.text, language, this.params));
  }
}

/** What a 503 (the database away) tells the client to wait before trying again, in seconds. */
export const RETRY_AFTER_S = 5;

type Args = [text?: Text | MessageKey, params?: MessageParams];
export const badRequest = (code: string, ...args: Args) => new HttpError(400, code, ...args);
export const unauthorized = (code = 'UNAUTHORIZED', ...args: Args) => new HttpError(401, code, ...args);
export const forbidden = (code = 'FORBIDDEN', ...args: Args) => new HttpError(403, code, ...args);
export const notFound = (code = 'NOT_FOUND', ...args: Args) => new HttpError(404, code, ...args);
export const conflict = (code: string, ...args: Args) => new HttpError(409, code, ...args);
export const tooManyRequests = (code: string, ...args: Args) => new HttpError(429, code, ...args);

export const errorBody = (statusCode: number, code: string, message: string): ErrorBody => ({
  error: STATUS_CODES[statusCode] ?? 'Error',
  message,
  code,
});

/** The status of each domain refusal. */
const REFUSAL_STATUS: Record<RefusalCode, number> = {
  INVALID_GUESS: 400,
  INVALID_DATE: 400,
  QUESTION_MISMATCH: 400,
  AUTH_REQUIRED: 401,
  ANON_ID_REQUIRED: 401,
  ADMIN_REQUIRED: 403,
  ANTI_EXPLOIT: 403,
  PLAY_NOT_FOUND: 404,
  QUESTION_NOT_FOUND: 404,
  REPLAY_NOT_FOUND: 404,
  NO_ATTEMPTS_LEFT: 409,
  NO_HINTS_LEFT: 409,
  PLAY_FINISHED: 409,
  PLAY_NOT_STARTED: 409,
  PLAY_NOT_FINISHED: 409,
  TOO_MANY_NEW_PLAYS: 429,
};

export function fromRefusal(refusal: Refused): HttpError {
  const key = refusal.reason ? `${refusal.code}.${refusal.reason}` : refusal.code;
  return new HttpError(
    REFUSAL_STATUS[refusal.code],
    refusal.code,
    isMessageKey(key) ? key : refusal.code,
    refusal.params,
  );
}
