import { describe, expect, it } from 'vitest';
import type { LetterStatus } from '../../../../../contracts/game.ts';
import { letterFeedback } from '../../../../../machines/game/feedback.ts';
import { shareText } from '../../../../../client/src/features/game/share.ts';
import type { ShareInput } from '../../../../../client/src/features/game/share.ts';

const ANSWER = 'LEO MESSI';
const rows = (...guesses: string[]): LetterStatus[][] => guesses.map((guess) => letterFeedback(guess, ANSWER));
const input = (overrides: Partial<ShareInput>): ShareInput => ({
  productName: 'Fútbol Trivia',
  fecha: '2026-03-14',
  won: true,
  maxAttempts: 5,
  stars: 2,
  hintsUsed: 0,
  rows: rows('MEL SISSE', 'LEO MESSI'),
  url: 'https://trivia.test',
  ...overrides,
});

describe('shareText', () => {
  it('given a win in 2 attempts, then it has the name, the date, 2/5, the stars and one emoji row per guess', () => {
    expect(shareText(input({})).split('\n')).toEqual([
      'Fútbol Trivia 2026-03-14 2/5',
      '⭐⭐☆',
      '🟨🟩🟨 ⬛🟨🟩🟩🟨',
      '🟩🟩🟩 🟩🟩🟩🟩🟩',
      'https://trivia.test',
    ]);
  });

  it('given a loss, then the attempts read X/5 and no star is filled', () => {
    const text = shareText(
      input({ won: false, stars: 0, rows: rows('AAA BBBBB', 'CCC DDDDD', 'EEE FFFFF', 'GGG HHHHH', 'III JJJJJ') }),
    );
    expect(text.split('\n').slice(0, 2)).toEqual(['Fútbol Trivia 2026-03-14 X/5', '☆☆☆']);
    expect(text.split('\n')).toHaveLength(2 + 5 + 1);
  });

  it('given hints were used, then the star line counts them', () => {
    expect(shareText(input({ hintsUsed: 2 })).split('\n')[1]).toBe('⭐⭐☆ 💡2');
  });

  it('given any play, then no letter of the answer or of a guess appears, and spaces stay as gaps', () => {
    const text = shareText(input({ rows: rows('LEO MESSS', 'LEO MESSI') }));
    const grid = text.split('\n').slice(2, 4);
    expect(grid.map((line) => [...line][3])).toEqual([' ', ' ']);
    expect(grid.join('')).not.toMatch(/[A-ZÑ]/i);
    expect(text.replace('Fútbol Trivia', '').replace('https://trivia.test', '')).not.toMatch(/[A-ZÑ]/i);
  });

  it('given a hard-mode play, then its attempts carry the hard-mode star', () => {
    expect(shareText(input({ hardMode: true })).split('\n')[0]).toBe('Fútbol Trivia 2026-03-14 2/5*');
    expect(shareText(input({ hardMode: true, won: false })).split('\n')[0]).toBe('Fútbol Trivia 2026-03-14 X/5*');
  });

  it('given an invitation to a league, then it is the last line, after the link', () => {
    const invite = '¿Te apuntas a mi liga «Peña»? https://trivia.test/ligas/unirse?codigo=K7PX-M2QA';
    const lines = shareText(input({ invite })).split('\n');
    expect(lines.slice(-2)).toEqual(['https://trivia.test', invite]);
  });
});
