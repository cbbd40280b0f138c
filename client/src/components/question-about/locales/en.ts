import type { Translation } from '../../../../../machines/texts.ts';
import type es from './es.ts';

export default {
  title: 'About this question',
  intro: 'The question and its hints come from these sources:',
  none: 'This question has no published sources yet.',
  error: 'Could not load the sources of this question.',
  newTab: '(opens in a new tab)',
} satisfies Translation<typeof es>;
