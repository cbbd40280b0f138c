import type { Translation } from '../../../../../machines/texts.ts';
import type es from './es.ts';

export default {
  title: 'Achievements',
  error: 'Your achievements could not be loaded.',
  summary: '{{earned}} of {{total}} earned',
  next: 'Next up: {{nombre}}',
  rule: 'Only each day’s question played on that same day with your account counts: replaying past days adds nothing.',
  earnedOn: 'Earned on {{fecha}}',
  progress: '{{actual}} of {{objetivo}}',
  progressLabel: 'Progress towards “{{nombre}}”',
  earnedNow_one: 'Achievement unlocked!',
  earnedNow_other: '{{count, number}} achievements unlocked!',
} satisfies Translation<typeof es>;
