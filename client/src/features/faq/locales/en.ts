import type { Translation } from '../../../../../machines/texts.ts';
import type es from './es.ts';

export default {
  title: 'Frequently asked questions',
  intro: 'What you ask us most about the game, accounts and the leaderboard.',
  items: [
    {
      q: 'What is Fútbol Trivia?',
      a: "A free daily game about LaLiga. Every day we publish a question whose answer is usually a player's name, and you have five attempts to guess it letter by letter, helped by the colours and up to three hints.",
    },
    {
      q: 'When is there a new question?',
      a: "Every day at 00:00, Madrid time (daylight saving changes included). The question is the same for every player, so you can compare your result with your friends'.",
    },
    {
      q: 'What do the colours mean?',
      a: 'Green (✓): the letter is in the answer and in the right place. Yellow (↔): it is in the answer but in another position. Gray (✕): it is not there. Accents do not count, but Ñ is a different letter from N.',
    },
    {
      q: 'How is my score calculated?',
      a: 'A correct answer starts from 1000 points. Extra attempts, hints and time subtract; speed, playing without hints, a perfect game and the letters you got right in missed attempts add. Your score earns you 0 to 3 stars. The details are in "How to play".',
    },
    {
      q: 'Do I need an account to play?',
      a: 'No: anyone can play the daily challenge. Without an account, only your browser remembers that you have played and your score is not saved. With a free account we keep your history and statistics, you appear on the leaderboard and you can play previous days.',
    },
    {
      q: "Can I play previous days' challenges?",
      a: 'Yes, with an account. "Past games" shows a calendar with the challenges of the last month: pick a day you have not played and go for it. These games count towards your statistics, but not the leaderboard.',
    },
    {
      q: 'How does the leaderboard work?',
      a: "There are three live tables. The daily one ranks the day's best scores. The weekly and monthly ones use your average over the last 7 or 30 days multiplied by a factor that rewards consistency (1 + 1.2 × log10 of the games played). Only games of the day played while signed in count.",
    },
    {
      q: 'Is it free? Who is behind it?',
      a: 'It is completely free. It is an independent project run by fans and funded by discreet ads and voluntary donations. It is not affiliated with LaLiga or with any football club or organisation.',
    },
  ],
  still: {
    title: 'Still have questions?',
    text: 'Write to us and we will answer in Spanish or English within 24 to 72 hours.',
    button: 'Contact us',
  },
} satisfies Translation<typeof es>;
