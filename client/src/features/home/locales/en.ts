import type { Translation } from '../../../../../machines/texts.ts';
import type es from './es.ts';

export default {
  hero: {
    title: 'Fútbol Trivia',
    subtitle:
      'Every day, one hidden LaLiga player. Guess the name letter by letter with five attempts and up to three hints.',
    note: 'A new challenge every day at 00:00 (Madrid time). Free, no sign-up needed.',
  },
  rules: {
    title: 'How it works',
    intro: 'Type a name and press Enter. Each letter changes colour to tell you how close you are:',
    correct: {
      title: 'Green: right letter',
      text: 'The letter is in the answer and in the right place.',
      label: 'Example: MESSI with the M in green, marked ✓: it is in the right place.',
    },
    present: {
      title: 'Yellow: somewhere else',
      text: 'The letter is in the answer, but in another position.',
      label: 'Example: MESSI with the E in yellow, marked ↔: it is in the answer but in another position.',
    },
    absent: {
      title: 'Gray: not there',
      text: 'The letter does not appear in the answer.',
      label: 'Example: MESSI with the I in gray, marked ✕: it is not in the answer.',
    },
    more: 'See the full rules and scoring',
  },
  account: {
    title: 'Create your free account',
    intro: 'You can play without an account, but with one you get more out of every challenge:',
    history: {
      title: 'Your history',
      text: 'We save your scores, times and attempts, and you see your statistics for the last year.',
    },
    pastGames: {
      title: 'Past games',
      text: 'Missed a day? Play the challenges of the last month from the calendar.',
    },
    rankings: {
      title: 'Leaderboards',
      text: 'Compete in the daily, weekly and monthly tables and follow your position live.',
    },
    languages: {
      title: 'Multi-language',
      text: 'Play in Spanish or English and switch languages whenever you like.',
    },
    register: 'Sign up for free',
    signedIn: 'You already have an account: check your statistics in your profile.',
    profile: 'Go to my profile',
  },
} satisfies Translation<typeof es>;
