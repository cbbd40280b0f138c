import type { Translation } from '../../../../../machines/texts.ts';
import type es from './es.ts';

export default {
  title: 'About this question',
  intro: 'The question and its hints come from these sources:',
  none: 'This question has no published sources yet.',
  error: 'Could not load the sources of this question.',
  newTab: '(opens in a new tab)',
  report: {
    open: 'Report an error in this question',
    title: 'Report an error',
    reason: 'What is wrong?',
    reasons: {
      'dato-falso': 'A fact is wrong',
      'delata-respuesta': 'The question or a hint gives the answer away',
      ambigua: 'More than one answer fits',
      fuente: 'A source does not say that or does not work',
      redaccion: 'A wording or translation mistake',
      otro: 'Something else',
    },
    text: 'Tell us what is wrong (and, if you can, where you read it)',
    textHint: 'Between 3 and 500 characters.',
    send: 'Send report',
    sending: 'Sending…',
    cancel: 'Cancel',
    tooShort: 'Write at least 3 characters.',
  },
} satisfies Translation<typeof es>;
