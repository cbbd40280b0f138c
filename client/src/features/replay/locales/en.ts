import type { Translation } from '../../../../../machines/texts.ts';
import type es from './es.ts';

export default {
  title: 'Your game, step by step',
  day: 'Game of {{fecha}}',
  loading: 'Loading your game…',
  notFound: 'You have no finished game of that day to replay.',
  error: 'The game could not be loaded.',
  question: 'Question',
  answer: 'Answer',
  result_one: '{{count, number}} point · {{stars}} of 3 stars',
  result_other: '{{count, number}} points · {{stars}} of 3 stars',
  step: 'Step {{n}} of {{total}}: {{what}} · {{time}}',
  what: {
    inicio: 'you start',
    intento: 'attempt {{n}}: {{guess}}',
    pista: 'hint {{n}}',
    fin: 'end',
    finWon: 'end: solved!',
    finLost: 'end: missed',
  },
  backToPastGames: 'Past games',
  backHome: 'Back to home',
} satisfies Translation<typeof es>;
