import type { Translation } from '../../../../../machines/texts.ts';
import type es from './es.ts';

export default {
  title: 'About Fútbol Trivia',
  origin: {
    title: 'How it started',
    paragraphs: [
      "Fútbol Trivia was born over a long Sunday lunch, arguing about who scored that goal or how to spell that full-back's surname. We loved one-a-day word games and thought: why not one about LaLiga?",
      'So we built it: one daily question, the same for everyone, whose answer you type letter by letter. It is quick to play, hard to master and great for banter in the group chat.',
    ],
  },
  sustain: {
    title: 'How we sustain ourselves',
    intro: 'The game is and will stay free. Servers and hours cost money, and we cover them in two ways:',
    ads: {
      title: 'Discreet advertising',
      text: 'We show a few ads in side slots of the home page and the privacy policy, never inside the game and never in pop-ups. Personalised ads are only shown with your consent.',
    },
    donations: {
      title: 'Voluntary donations',
      text: 'If you enjoy the daily challenge, you can buy us a coffee. Every contribution helps us keep the game free of paywalls and add new questions. Donating gives no advantage in the game.',
      link: 'Make a donation',
    },
  },
  mission: {
    title: 'Our mission',
    paragraphs: [
      "We want to give you a reason to think about football for a few minutes every day: test your memory, learn something about LaLiga's history and enjoy some friendly rivalry with your friends.",
      'That is why the game is free, works in Spanish and English, can be played with the keyboard or the mouse and is designed to be accessible to everyone.',
    ],
  },
  leaderboard: {
    title: 'Coming soon: the full leaderboard',
    intro: 'We are preparing a leaderboard with:',
    items: ['daily, weekly and monthly rankings', 'player stats', 'achievements', 'weekly tournaments'],
    live: 'The daily, weekly and monthly tables already work live and your stats are in your profile; achievements and weekly tournaments are coming soon.',
    link: 'See the leaderboard',
  },
  thanks: {
    title: 'Thank you',
    text: 'Thank you for playing, for sharing your results and for every suggestion you send us: this game gets better thanks to you. If you have an idea or find a bug, write to us.',
    contact: 'Contact us',
  },
} satisfies Translation<typeof es>;
