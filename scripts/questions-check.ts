// `npm run questions:check`: the bank's rules (server/questions/check.ts, the same the admins' editor
// runs on the server) over the repository's data files.
//
//   node scripts/questions-check.ts        prints the figures and every problem; exits 1 on any problem
import { checkBank, formatFigures, readBank } from '../server/questions/check.ts';

const { problems, figures } = checkBank(readBank());
console.log(formatFigures(figures));
for (const problem of problems) console.error(problem);
console.log(problems.length === 0 ? 'questions: no problem' : `questions: ${problems.length} problems`);
process.exit(problems.length === 0 ? 0 : 1);
