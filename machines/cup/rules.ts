// The weekly cup's rules, defined here and nowhere else (the How to play page, the standings' SQL
// and the podium all read them). Monday to Sunday in Madrid, one round a day, each round the day's
// question: Monday everyone who plays it on its day (signed in) enters, and each day only the best
// of the day before play on, ranked by that day's play alone, as the daily leaderboard ranks it
// (score, then time, then who finished first). A player who misses their day is out. Sunday's final
// crowns the champion; the standing orders everyone by the round they last played in, then by their
// place in it, so the podium is the final's two and the best of the semi-finals' other two.
import type { CupRound } from '../../contracts/api/cup.ts';
import { addDays, daysBetween } from '../calendar/days.ts';

/** The week's rounds, Monday first: how many of each go through to the next day's. */
export const CUP_ROUNDS: readonly { round: CupRound; through: number }[] = [
  { round: 'qualifying', through: 64 },
  { round: 'round64', through: 32 },
  { round: 'round32', through: 16 },
  { round: 'round16', through: 8 },
  { round: 'quarterFinal', through: 4 },
  { round: 'semiFinal', through: 2 },
  { round: 'final', through: 1 },
];

/** Places on the podium kept in the hall of fame. */
export const PODIUM_PLACES = 3;

/** The Monday of the cup week a day belongs to. */
export function cupWeekOf(fecha: string): string {
  // 2024-01-01 was a Monday.
  const offset = ((daysBetween('2024-01-01', fecha) % 7) + 7) % 7;
  return addDays(fecha, -offset);
}

/** Which round (0 = Monday's) a day is in its week. */
export const roundOf = (fecha: string): number => daysBetween(cupWeekOf(fecha), fecha);

/** A player's play of a round, as the standings read it. */
export type RoundPlay = { userId: number; round: number; place: number };

/**
 * The week's standing from the places players took in each round they played: the round they last
 * played in (later first), then their place in it. Round n's places are among the players it let
 * in, so this order puts whoever went through ahead of whoever was left behind.
 */
export function cupStanding(plays: readonly RoundPlay[]): number[] {
  const last = new Map<number, RoundPlay>();
  for (const play of plays) {
    const known = last.get(play.userId);
    if (!known || play.round > known.round) last.set(play.userId, play);
  }
  return [...last.values()]
    .sort((a, b) => b.round - a.round || a.place - b.place || a.userId - b.userId)
    .map((play) => play.userId);
}
