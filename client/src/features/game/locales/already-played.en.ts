import type { Translation } from '../../../../../machines/texts.ts';
import type es from './already-played.es.ts';

export default {
  loading: 'Loading…',
  error: 'Error loading the game data',
  title: 'You already played today!',
  message: 'Come back tomorrow for a new question.',
  result: "Today's result",
  board: "Today's game",
  score: 'Score',
  attempts: 'Attempts',
  stars: 'Stars',
  countdown: 'Next question in',
  notFinished: {
    title: 'You haven’t finished today’s game yet',
    message: 'Today’s question is waiting for you: if you started it, you carry on where you left off.',
    play: 'Play today’s game',
  },
  antiExploit: {
    title: 'Security System Activated',
    message:
      'We detected a suspicious play pattern. To keep the rankings fair, you must wait until tomorrow to play again.',
    tip: 'Tip: always log in before starting a game to take part in the rankings.',
    wait: 'Your next chance is tomorrow at 00:00 (Madrid time).',
  },
  admin: {
    clear: 'Clear state (ADMIN)',
    confirm: 'Are you sure? This will clear the local state for testing.',
    done: 'State cleared. Go to the home page to start a new game in debug mode.',
  },
} satisfies Translation<typeof es>;
