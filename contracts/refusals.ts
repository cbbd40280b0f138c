// Domain refusals: a rule of the game (or of a day) said no. The code says which, the reason (typed
// per code) which of the code's texts fits, and the params carry the figures; the HTTP layer maps
// each code to its status and its text in the player's language in one place (server/http/errors.ts),
// so domain code never speaks HTTP.

/** Every refusal's code and the reasons it may give (never: only the code's own text). */
export interface RefusalReasons {
  INVALID_GUESS: 'spaces' | 'noSpaces';
  NO_ATTEMPTS_LEFT: never;
  NO_HINTS_LEFT: never;
  /** A hint asked for in a hard-mode play. */
  HARD_MODE: never;
  PLAY_FINISHED: never;
  /** A guest's play an account carried on: its anonymous stream takes no more commands. */
  PLAY_HANDED_OVER: never;
  /** day: the play of a named day. */
  PLAY_NOT_STARTED: 'day';
  PLAY_NOT_FOUND: never;
  PLAY_NOT_FINISHED: never;
  /** day: the question of a named day's play. */
  QUESTION_MISMATCH: 'day';
  QUESTION_NOT_FOUND: never;
  /** future: not come yet; tooOld: before the playable window; pastGames: outside past games' days. */
  INVALID_DATE: 'future' | 'tooOld' | 'pastGames';
  /** pastPlay: playing a past day; pastQuestion: reading a past day's question. */
  AUTH_REQUIRED: 'pastPlay' | 'pastQuestion';
  /** debug: a debug play; debugPlay: naming a debug play. */
  ADMIN_REQUIRED: 'debug' | 'debugPlay';
  ANON_ID_REQUIRED: never;
  ANTI_EXPLOIT: never;
  REPLAY_NOT_FOUND: never;
  TOO_MANY_NEW_PLAYS: never;
}

export type RefusalCode = keyof RefusalReasons;

export type RefusalParams = Record<string, string | number>;

export class Refused<Code extends RefusalCode = RefusalCode> extends Error {
  readonly code: Code;
  /** Which of the code's texts fits (for example why a date is not playable). */
  readonly reason: RefusalReasons[Code] | null;
  readonly params: RefusalParams;
  constructor(code: Code, params: RefusalParams = {}, reason: RefusalReasons[Code] | null = null) {
    super(reason ? `${code} (${reason})` : code);
    this.name = 'Refused';
    this.code = code;
    this.reason = reason;
    this.params = params;
  }
}
