import type { Translation } from '../../../../../machines/texts.ts';
import type es from './es.ts';

export default {
  title: 'Past games',
  description:
    'Play the questions of the last month you missed. They count in your statistics, not in the leaderboard.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  calendar: '{{month}} calendar',
  legend: {
    title: 'Legend',
    played: 'Played',
    available: 'Available',
    future: 'Not available (future)',
  },
  day: {
    played: '{{date}}: played',
    replay: 'Watch the game step by step',
    available: 'Play the game of {{date}}',
    future: '{{date}}: not available yet',
    unavailable: '{{date}}: not available',
    today: 'today',
  },
  result: {
    score_one: '{{count, number}} point',
    score_other: '{{count, number}} points',
    time: 'Time: {{time}}',
    stars: '{{count, number}} of 3 stars',
  },
} satisfies Translation<typeof es>;
