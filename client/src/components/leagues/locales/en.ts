import type { Translation } from '../../../../../machines/texts.ts';
import type es from './es.ts';

export default {
  title: 'Your leagues',
  none: 'You are not in any private league yet.',
  members_one: '{{count, number}} member',
  members_other: '{{count, number}} members',
  owner: 'Owner',
  manage: 'Create or join a league',
  error: 'Your leagues could not be loaded.',
} satisfies Translation<typeof es>;
