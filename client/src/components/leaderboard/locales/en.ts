import type { Translation } from '../../../../../machines/texts.ts';
import type es from './es.ts';

export default {
  title: 'Leaderboard',
  tabsLabel: 'Leaderboard period',
  tabs: {
    diario: 'Daily',
    semanal: 'Weekly',
    mensual: 'Monthly',
  },
  period: {
    diario: 'Daily best scores',
    semanal: 'Weekly best average scores (last 7 days)',
    mensual: 'Monthly best average scores (last 30 days)',
  },
  range: '{{desde}} to {{hasta}}',
  participants_one: '👥 {{count, number}} player participating',
  participants_other: '👥 {{count, number}} players participating',
  caption: '{{period}} leaderboard',
  columns: {
    position: 'Position',
    player: 'Player',
    points: 'Points',
    time: 'Time',
    score: 'Score',
    average: 'Average',
    games: 'Games',
  },
  points: '{{points}} pts',
  games: '{{count, number}} (x{{multiplier}})',
  cupLink: { text: 'Besides the table, a cup is played every week.', link: 'See the weekly cup' },
  hardModeWin: 'Hard-mode win (no hints)',
  you: 'You',
  medal: { gold: 'Gold', silver: 'Silver', bronze: 'Bronze' },
  separator: 'Positions in between left out',
  noData: 'No data available',
  errorLoading: 'Error loading leaderboard',
  loginPrompt: 'Login to see your position',
} satisfies Translation<typeof es>;
