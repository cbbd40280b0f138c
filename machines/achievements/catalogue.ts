// The achievements, defined here and nowhere else: each one a goal on one of a player's figures,
// which the achievements projection (projections/achievements/) keeps from their finished plays.
// Its names and descriptions are the `achievements` catalogue (locales/), one per code; the
// projection's SQL, the API, the How to play page and the profile all read this list, so an
// achievement added here applies to every past play at the next rebuild (or start: the
// projection rebuilds itself when this list changes).
import { addDays } from '../calendar/days.ts';
import { SCORING } from '../game/scoring.ts';

/**
 * A player's figures, as the projection keeps them from the plays that count (those that rank and
 * keep the streak: a daily play finished on its own day that passes the fair-play rule; never a
 * replay of a past day, whose answer the history publishes): counts only grow; a run counts
 * consecutive Madrid days, each with a qualifying play, and a play that does not qualify ends it;
 * `clubs` are the clubs of the questions they answered right.
 */
export const COUNTS = {
  /** Plays that count, finished. */
  plays: 'plays',
  wins: 'wins',
  /** Won at the first attempt without a hint. */
  perfect: 'perfect',
  /** Won with the last attempt. */
  lastAttempt: 'last_attempt',
  /** Won within FAST_WIN_SECONDS. */
  fast: 'fast',
  threeStars: 'three_stars',
  /** Won in hard mode. */
  hardWins: 'hard_wins',
  /** Finished within MIDNIGHT_MINUTES of 00:00 in Madrid, on either side. */
  midnight: 'midnight',
} as const;

export const RUNS = {
  /** Days won in a row (the profile's streak). */
  winStreak: 'win_streak',
  /** Days won in a row without a hint. */
  noHintStreak: 'no_hint_streak',
} as const;

export type CountMetric = keyof typeof COUNTS;
export type RunMetric = keyof typeof RUNS;
export type Metric = CountMetric | RunMetric | 'clubs';

/** A win this fast (seconds) is a fast one: the scoring's best time bonus. */
export const FAST_WIN_SECONDS = SCORING.timeBonus[0].upTo;
/** Minutes either side of midnight (Madrid) a play may finish in to be a midnight one. */
export const MIDNIGHT_MINUTES = 5;

/** The 20 clubs of LaLiga 2025-26, spelt as the question bank spells them. */
export const LALIGA_2025_26: readonly string[] = [
  'Alavés',
  'Athletic Club',
  'Atlético de Madrid',
  'Celta',
  'Elche',
  'Espanyol',
  'FC Barcelona',
  'Getafe',
  'Girona',
  'Levante',
  'Mallorca',
  'Osasuna',
  'Rayo Vallecano',
  'Real Betis',
  'Real Madrid',
  'Real Oviedo',
  'Real Sociedad',
  'Sevilla',
  'Valencia',
  'Villarreal',
];

export type Achievement = {
  /** The API's `codigo`, and the key of its name and description in the `achievements` catalogue. */
  code: string;
  icon: string;
} & (
  | { metric: CountMetric | RunMetric; goal: number }
  /** Every one of these clubs answered right at least once. */
  | { metric: 'clubs'; clubs: readonly string[]; goal: number }
);

const clubsOf = (clubs: readonly string[]) => ({ metric: 'clubs' as const, clubs, goal: clubs.length });

/** Every achievement, in the order the profile shows them. */
export const ACHIEVEMENTS = [
  { code: 'primera_victoria', icon: '⚽', metric: 'wins', goal: 1 },
  { code: 'partida_perfecta', icon: '🎯', metric: 'perfect', goal: 1 },
  { code: 'ultimo_intento', icon: '😅', metric: 'lastAttempt', goal: 1 },
  { code: 'relampago', icon: '⚡', metric: 'fast', goal: 1 },
  { code: 'modo_dificil', icon: '💪', metric: 'hardWins', goal: 1 },
  { code: 'medianoche', icon: '🌙', metric: 'midnight', goal: 1 },
  { code: 'racha_7', icon: '🔥', metric: 'winStreak', goal: 7 },
  { code: 'semana_sin_pistas', icon: '🧠', metric: 'noHintStreak', goal: 7 },
  { code: 'racha_30', icon: '📅', metric: 'winStreak', goal: 30 },
  { code: 'racha_100', icon: '🏆', metric: 'winStreak', goal: 100 },
  { code: 'diez_victorias', icon: '🔟', metric: 'wins', goal: 10 },
  { code: 'cien_victorias', icon: '💯', metric: 'wins', goal: 100 },
  { code: 'tres_estrellas_10', icon: '⭐', metric: 'threeStars', goal: 10 },
  { code: 'habitual_30', icon: '🗓️', metric: 'plays', goal: 30 },
  { code: 'toda_la_liga', icon: '🏟️', ...clubsOf(LALIGA_2025_26) },
] as const satisfies readonly Achievement[];

export type AchievementCode = (typeof ACHIEVEMENTS)[number]['code'];

/** A player's figures as the projection stores them (a run with the last Madrid day it counted). */
export type Figures = Record<CountMetric, number> & {
  [Metric in RunMetric]: { days: number; last: string | null };
} & { clubs: readonly string[] };

export const NO_FIGURES: Figures = {
  plays: 0,
  wins: 0,
  perfect: 0,
  lastAttempt: 0,
  fast: 0,
  threeStars: 0,
  hardWins: 0,
  midnight: 0,
  winStreak: { days: 0, last: null },
  noHintStreak: { days: 0, last: null },
  clubs: [],
};

/**
 * How far a player is towards an achievement on the Madrid day `today` (capped at its goal). A run
 * still stands while today's game is unplayed, as the profile's streak does; once broken it is 0.
 */
export function progressOf(achievement: Achievement, figures: Figures, today: string): number {
  let value: number;
  if (achievement.metric === 'clubs') {
    const answered = new Set(figures.clubs);
    value = achievement.clubs.filter((club) => answered.has(club)).length;
  } else if (achievement.metric in RUNS) {
    const run = figures[achievement.metric as RunMetric];
    value = run.last !== null && run.last >= addDays(today, -1) ? run.days : 0;
  } else {
    value = figures[achievement.metric as CountMetric];
  }
  return Math.min(value, achievement.goal);
}

/** The last attempt a play has (a win with it earns `ultimo_intento`). */
export const LAST_ATTEMPT = SCORING.maxAttempts;

/** The values the texts of an achievement (the `achievements` catalogue) name. */
export const textParams = (achievement: Achievement) => ({
  objetivo: achievement.goal,
  segundos: FAST_WIN_SECONDS,
  minutos: MIDNIGHT_MINUTES,
});
