// Domain refusals: a rule of the game (or of a day) said no. The code says which and the params
// carry the figures; the HTTP layer maps each code to its status and a message in the player's
// language in one place (server/http/errors.ts), so domain code never speaks HTTP.

export type RefusalCode =
  | 'INVALID_GUESS'
  | 'NO_ATTEMPTS_LEFT'
  | 'NO_HINTS_LEFT'
  | 'PLAY_FINISHED'
  | 'PLAY_NOT_STARTED'
  | 'PLAY_NOT_FOUND'
  | 'PLAY_NOT_FINISHED'
  | 'QUESTION_MISMATCH'
  | 'QUESTION_NOT_FOUND'
  | 'INVALID_DATE'
  | 'AUTH_REQUIRED'
  | 'ADMIN_REQUIRED'
  | 'ANON_ID_REQUIRED'
  | 'ANTI_EXPLOIT'
  | 'REPLAY_NOT_FOUND'
  | 'TOO_MANY_NEW_PLAYS';

export type RefusalParams = Record<string, string | number>;

export class Refused extends Error {
  readonly code: RefusalCode;
  /** Which of the code's messages fits (for example why a date is not playable). */
  readonly reason: string | null;
  readonly params: RefusalParams;
  constructor(code: RefusalCode, params: RefusalParams = {}, reason: string | null = null) {
    super(reason ? `${code} (${reason})` : code);
    this.name = 'Refused';
    this.code = code;
    this.reason = reason;
    this.params = params;
  }
}
