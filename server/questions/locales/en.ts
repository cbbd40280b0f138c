import type { Translation } from '../../../machines/texts.ts';
import type es from './es.ts';

export default {
  QUESTION_CHECK_one: 'The question fails one of the bank’s checks: correct the field marked.',
  QUESTION_CHECK_other: 'The question fails {{count}} of the bank’s checks: correct the fields marked.',
  ANSWER_LOCKED:
    'Question #{{id}} has already been given to a day: its answer cannot change. Create a new question with the other answer and retire this one.',
  NOTHING_CHANGED: 'You have not changed anything in question #{{id}}.',
  QUESTION_NOT_FOUND: 'There is no question #{{id}}.',
  invisible: 'It has invisible characters (zero-width or formatting ones): type it again without them.',
  answerUnplayable: 'The answer may only have letters, with one space between words (18 at most).',
  answerRepeated: 'Another question already has that answer: {{other}}.',
  IMPORT_REFUSED:
    'The import was not applied: {{problems}} problems and {{conflicts}} conflicts. Correct the file and try again.',
  importRepeatedId: 'That id comes earlier in the file too.',
  IMPORT_BUSY: 'Other imports are being checked already. Try again in a few seconds.',
  BANK_CHANGED: 'The bank changed several times while the import was being checked. Try again in a moment.',
  checks: {
    answerContained: 'The answer {{a}} is contained in {{b}}: the same player twice?',
    answerOneEdit: 'The answers {{a}} and {{b}} are only one letter apart.',
    similarQuestion: 'The question is too close to another ({{a}} and {{b}}, similarity {{similarity}}).',
    nicknameIsAnswer: '{{a}} has the nickname “{{apodo}}”, the answer of {{b}}: the same player twice?',
    languageMissing: 'The text is missing in this language.',
    languageSame: 'It is the same in Spanish and English: the translation is missing.',
    sourcesCount: 'It has {{count}} sources: 1 to 4.',
    sourceNotHttps: 'Not an https address: {{url}}',
    sourceRepeated: 'Repeated source: {{url}}',
    sourceNotListed: 'Not from an outlet on the allow-list (data/question-sources.json): {{url}}',
    sourcesTooFew: 'It has {{count}} sources from allow-listed outlets: at least 2 are needed.',
    eraYear: 'The question names {{year}}, outside the years at the club ({{desde}}–{{hasta}}).',
    nicknameHeld: 'It holds the nickname “{{apodo}}”: neither the question nor hint 1 may give a nickname.',
    nicknameWord: 'It speaks of a nickname (“{{word}}”): neither the question nor hint 1 may give a nickname.',
    nicknameUnlisted: 'It quotes the nickname “{{nickname}}”, missing from the question’s nicknames.',
    spellsAnswer: 'It holds “{{words}}”, from its own answer.',
    givesAway: 'A text of {{a}} holds “{{words}}”, the answer of {{b}}.',
  },
} satisfies Translation<typeof es>;
