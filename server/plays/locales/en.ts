import type { Translation } from '../../../machines/texts.ts';
import type es from './es.ts';

export default {
  INVALID_GUESS: 'The answer is not valid',
  INVALID_GUESS_spaces:
    'The answer must have {{longitud}} characters ({{letras}} letters A-Z, Ñ or accented, with spaces at positions {{espacios}})',
  INVALID_GUESS_noSpaces:
    'The answer must have {{longitud}} characters ({{letras}} letters A-Z, Ñ or accented, no spaces)',
  NO_ATTEMPTS_LEFT: 'You have used all {{max}} attempts',
  NO_HINTS_LEFT: 'You have used all {{max}} hints',
  HARD_MODE: 'This play is in hard mode: it is played without hints',
  ANTI_EXPLOIT:
    'This browser already played today’s question signed out: the account cannot play it again until tomorrow at 00:00 (Madrid time)',
  TOO_MANY_NEW_PLAYS: 'Too many new signed-out plays from this address. Sign in or try again later.',
  PLAY_FINISHED: 'The play has already ended',
  PLAY_HANDED_OVER:
    'This play went on in the account that signed in on this browser: sign in to that account to finish it',
  PLAY_NOT_STARTED: 'You have not started the play of this question (POST /api/partidas/iniciar)',
  PLAY_NOT_STARTED_day: 'You have not started the play of {{fecha}} (POST /api/partidas/iniciar)',
  PLAY_NOT_FOUND: 'Debug play not found',
  PLAY_NOT_FOUND_stream: 'There is no play {{streamId}}',
  PLAY_NOT_FINISHED: 'That play has not ended: the server computes the score when it ends',
  QUESTION_MISMATCH: 'Question {{preguntaId}} is not this play’s question',
  QUESTION_MISMATCH_day: 'Question {{preguntaId}} is not the question of the play of {{fecha}}',
  REPLAY_NOT_FOUND: 'You have no finished play of {{fecha}} to replay',
  QUESTION_NOT_FOUND: 'Question {{id}} not found',
  INVALID_DATE: 'Invalid date: {{fecha}} (format YYYY-MM-DD)',
  INVALID_DATE_future: 'The date {{fecha}} has not come yet (today is {{hoy}} in {{zona}})',
  INVALID_DATE_tooOld: 'Only the last {{dias}} days can be played (from {{desde}})',
  INVALID_DATE_pastGames: 'Only the days from {{desde}} to {{hasta}} can be played (today is the daily game)',
  CONFLICT: 'The play changed while it was being processed; load it again',
} satisfies Translation<typeof es>;
