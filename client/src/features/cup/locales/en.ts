import type { Translation } from '../../../../../machines/texts.ts';
import type es from './es.ts';

export default {
  title: 'Weekly cup',
  intro:
    'A tournament from Monday to Sunday: one round a day on the day’s question, and only the best of each round play the next.',
  rulesLink: 'The cup’s rules',
  error: 'The cup could not be loaded.',
  week: 'Week of {{rango}}',
  today: 'Today: {{ronda}}',
  earlier: '{{dia}}: {{ronda}}',
  rounds: {
    qualifying: 'Qualifying round',
    round64: 'Round of 64',
    round32: 'Round of 32',
    round16: 'Round of 16',
    quarterFinal: 'Quarter-finals',
    semiFinal: 'Semi-finals',
    final: 'Final',
  },
  players_one: '{{count, number}} player',
  players_other: '{{count, number}} players',
  cut_one: 'the best goes through to the next round',
  cut_other: 'the best {{count, number}} go through to the next round',
  cutFinal: 'the winner is the champion',
  ownPlace: 'Your place today: {{posicion}} (below the cut)',
  empty: 'Nobody has played this round yet.',
  columns: { position: 'Position', player: 'Player', points: 'Points', time: 'Time' },
  status: { through: 'Through', out: 'Out', toPlay: 'Yet to play', champion: 'Champion' },
  you: 'You',
  hardModeWin: 'Hard-mode win (no hints)',
  podium: 'The week’s podium',
  places: { first: 'Champion', second: 'Runner-up', third: 'Third' },
  hall: {
    title: 'Hall of fame',
    none: 'No cup has finished yet.',
    error: 'The hall of fame could not be loaded.',
  },
} satisfies Translation<typeof es>;
