import type { Translation } from '../../../machines/texts.ts';
import type es from './es.ts';

export default {
  thanks: 'Thank you! We have received your report: an editor will check the question and its sources.',
  ALREADY_REPORTED: 'You have already reported the question of that day: we are looking into it.',
  TOO_MANY_REPORTS_one: 'You have sent too many reports in a row. Try again in {{count}} minute.',
  TOO_MANY_REPORTS_other: 'You have sent too many reports in a row. Try again in {{count}} minutes.',
  NO_OPEN_REPORTS: 'Question #{{id}} has no open reports.',
  QUESTION_NOT_FOUND: 'There is no question #{{id}}.',
} satisfies Translation<typeof es>;
