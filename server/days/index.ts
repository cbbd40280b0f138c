// The public entry of server/days/: what other server folders may use of it (npm run layers).
export {
  assignedQuestion,
  candidatesSql,
  isPlayable,
  PLAYABLE_DAYS_BACK,
  playableDay,
  questionOfDay,
  REUSE_WINDOW_DAYS,
  today,
  unusedQuestionCount,
} from './assign.ts';
export { GAME_ZONE, gameDay, madridDay, nextTurn } from './clock.ts';
export { registerDayJobs } from './jobs.ts';
export { dayOfQuestionId, dayQuestionId } from './question-id.ts';
