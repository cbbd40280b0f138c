import { describe, expect, it } from 'vitest';
import {
  ACHIEVEMENTS,
  LALIGA_2025_26,
  NO_FIGURES,
  progressOf,
  type Achievement,
} from '../../../../machines/achievements/catalogue.ts';
import en from '../../../../machines/achievements/locales/en.ts';
import es from '../../../../machines/achievements/locales/es.ts';
import { RECENT_LALIGA_CLUBS } from '../../../../server/questions/check.ts';

const TODAY = '2026-05-10';
const streak = (days: number, last: string | null) => ({ ...NO_FIGURES, winStreak: { days, last } });
const seven: Achievement = { code: 'racha_7', icon: '🔥', metric: 'winStreak', goal: 7 };

describe('the catalogue', () => {
  it('given every achievement, then at least a dozen, each code unique and a plain SQL name, each with an icon and texts in both languages', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(12);
    const codes = ACHIEVEMENTS.map((achievement) => achievement.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const achievement of ACHIEVEMENTS) {
      expect(achievement.code).toMatch(/^[a-z][a-z0-9_]{0,40}$/);
      expect(achievement.icon.length).toBeGreaterThan(0);
      expect(achievement.goal).toBeGreaterThan(0);
    }
    expect(Object.keys(es).sort()).toEqual([...codes].sort());
    expect(Object.keys(en).sort()).toEqual([...codes].sort());
  });

  it('given the clubs of LaLiga 2025-26, then 20 clubs, each one the question bank spells so', () => {
    expect(LALIGA_2025_26).toHaveLength(20);
    for (const club of LALIGA_2025_26) expect(RECENT_LALIGA_CLUBS).toContain(club);
  });
});

describe('progressOf', () => {
  it.each([
    { why: 'a run that ended today', figures: streak(5, TODAY), then: 5 },
    { why: 'a run that ended yesterday (today not played yet)', figures: streak(5, '2026-05-09'), then: 5 },
    { why: 'a run whose last day was the day before yesterday', figures: streak(5, '2026-05-08'), then: 0 },
    { why: 'a run longer than the goal', figures: streak(12, TODAY), then: 7 },
    { why: 'no play', figures: NO_FIGURES, then: 0 },
  ])('given $why, then the streak’s progress is $then', ({ figures, then }) => {
    expect(progressOf(seven, figures, TODAY)).toBe(then);
  });

  it('given clubs answered, then only those of the achievement’s list count', () => {
    const figures = { ...NO_FIGURES, clubs: ['Real Madrid', 'Tenerife', 'Sevilla'] };
    expect(progressOf({ code: 'x', icon: '🏟️', metric: 'clubs', clubs: LALIGA_2025_26, goal: 20 }, figures, TODAY)).toBe(
      2,
    );
  });

  it('given a count, then the count, capped at the goal', () => {
    expect(progressOf({ code: 'x', icon: '⚽', metric: 'wins', goal: 10 }, { ...NO_FIGURES, wins: 4 }, TODAY)).toBe(4);
    expect(progressOf({ code: 'x', icon: '⚽', metric: 'wins', goal: 10 }, { ...NO_FIGURES, wins: 40 }, TODAY)).toBe(
      10,
    );
  });
});
