// The public entry of server/questions/: what other server folders may use of it (npm run layers).
export { fuenteOf } from './about.ts';
export { publicBankWarning, readDeploymentBank } from './bank.ts';
export { questionEditorRoutes } from './editor.ts';
export { ImportChecks } from './import.ts';
export { answerOf, getQuestion, hintOf, preguntaView, QUESTIONS_CHANNEL } from './repository.ts';
export type { Question, StoredQuestion } from './repository.ts';
export { questionRoutes } from './routes.ts';
export { syncQuestionBank } from './sync.ts';
export type { SyncReport } from './sync.ts';
