import type { Translation } from '../../../machines/texts.ts';
import type es from './es.ts';

export default {
  SCHEDULER_ASSIGNED: 'New question assigned for {{fecha}}: {{jugador}} (#{{id}})',
  SCHEDULER_ALREADY: 'The question of {{fecha}} was already assigned: {{jugador}} (#{{id}})',
  SCHEDULER_LOW_STOCK_one:
    'Only {{count}} question is left unused in the last {{dias}} days: add questions to the bank',
  SCHEDULER_LOW_STOCK_other:
    'Only {{count}} questions are left unused in the last {{dias}} days: add questions to the bank',
  USER_NOT_FOUND: 'No user has the id, username or e-mail “{{usuario}}”',
  OWN_PLAY: 'Another admin must review your own play',
  NOT_FLAGGED: 'The play {{streamId}} is not in the fair-play queue',
  REBUILD_RUNNING: 'A projection rebuild is already running',
} satisfies Translation<typeof es>;
