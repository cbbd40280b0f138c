import type { Translation } from '../../../../../machines/texts.ts';
import type es from './es.ts';

export default {
  title: 'How to play',
  intro:
    "Every day a new LaLiga question is waiting for you. The answer is usually a player's name, and you type it letter by letter.",
  rulesTitle: 'Rules',
  rules: {
    rule1: 'There is a new question every day; the challenge changes at 00:00, Madrid time.',
    rule2:
      'You have {{attempts}} attempts. Type the answer with your keyboard or the on-screen one: the gaps between words are already marked and are not typed.',
    ruleHints:
      'If you get stuck, ask for a hint with the hint button: there are up to {{hints}} per game and they are revealed one at a time.',
    rule3: 'Press Enter once every letter of the row is filled in to check your attempt.',
    rule4:
      'Each letter is marked: green (✓) if it is in the right place, yellow (↔) if it is in the answer but somewhere else, and gray (✕) if it is not there. The keyboard remembers the best colour of each letter.',
    rule5: 'Accents and diaeresis do not count (Á is A, Ü is U), but Ñ is a different letter from N.',
    rule6:
      'You can play the daily challenge only once. With an account your score enters the leaderboard and you can play the challenges of the last month.',
  },
  examplesTitle: 'Examples',
  examples: {
    correct: {
      label: 'PEDRI with the P in green, marked ✓',
      text: 'The P is in the answer and in the right place.',
    },
    present: {
      label: 'RAMOS with the M in yellow, marked ↔',
      text: 'The M is in the answer, but in another position.',
    },
    absent: {
      label: 'PUYOL with the Y in gray, marked ✕',
      text: 'The Y is not in the answer.',
    },
  },
  scoring: {
    title: 'Scoring system',
    intro:
      'A correct answer starts from {{base}} points; penalties are then subtracted and bonuses added. The total never goes below 0.',
    penaltiesTitle: 'Penalties',
    attempts:
      'Extra attempts: the first attempt is free and each further attempt costs more than the previous one. Penalties add up: getting it on the last attempt costs {{total}} points.',
    attemptsCaption: 'Penalty per attempt',
    attemptColumn: 'Attempt',
    pointsColumn: 'Points',
    attemptRow: 'No. {{n}}',
    hints: 'Hints: −{{points}} points for each hint you use.',
    time: 'Time: the longer you take (t, in seconds), the more is subtracted.',
    timeCaption: 'Time penalty',
    timeColumn: 'Time',
    upTo: 't ≤ {{upTo}} s',
    between: '{{from}} s < t ≤ {{upTo}} s',
    over: 't > {{from}} s',
    slow: 'Slow game: on top of that, a fixed amount is subtracted if you take a long time (the largest that applies):',
    slowRow: '−{{points}} points if you take more than {{over}} s',
    bonusesTitle: 'Bonuses',
    speed: 'Speed: the sooner you get it, the more you add (the largest that applies):',
    speedRow: '+{{points}} points if you get it in {{upTo}} s or less',
    perfect: 'Perfect game: +{{points}} points for getting it on the first attempt with no hints.',
    noHints: 'No hints: +{{points}} points for getting it without hints in more than one attempt.',
    firstAttempt: 'First time: +{{points}} points for getting it on the first attempt using hints.',
    precision:
      'Precision: in your missed attempts, +{{correct}} points for each green letter and +{{present}} for each yellow one, at most what those extra attempts cost, so nobody beats a first-guess win in the same time.',
    loss: 'If you use up all {{attempts}} attempts without getting it, the game is worth 0 points and 0 stars.',
    starsTitle: 'Stars',
    stars: {
      three: '{{min}} points or more: excellent! You got it fast, in few attempts and with hardly any help.',
      two: '{{min}} to {{below}} points: good. A solid game with an extra attempt or hint.',
      one: '{{min}} to {{below}} points: fair. You got there, but it was hard work: better luck tomorrow!',
      zero: 'Below {{min}} points: needs improvement. No stars this time.',
    },
    starsLabel: '{{n}} out of 3 stars',
  },
  cup: {
    title: 'The weekly cup',
    intro:
      'Besides the leaderboard, a cup is played every week, Monday to Sunday (Madrid time). Each day is a round, played on the day’s question: all it takes is playing the daily challenge signed in, on its day.',
    round: '{{dia}}, {{ronda}}: {{corte}}.',
    ranking:
      'Each round is ranked by that day’s game alone, as the daily leaderboard is: points, then time, then who finished first. Whoever misses their day is out.',
    podium:
      'The final’s winner is the champion, the other finalist the runner-up, and the best of the other two semi-finalists third. Each week’s podium is kept in the hall of fame.',
    link: 'See this week’s cup',
  },
} satisfies Translation<typeof es>;
