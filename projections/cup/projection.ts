import { REVIEWED_PLAYS, type InlineProjection } from '../inline.ts';

/**
 * The weekly cup keeps nothing in the append of a play (its rounds are read from player_days), but
 * an admin's fair-play verdict (PlayReviewed) may change whether a play of a week already kept in
 * the hall of fame ranks: that week is no longer kept, and closes again with the verdict.
 */
export const cupProjection: InlineProjection = {
  name: 'cup',
  handles: ['PlayReviewed'],
  writes: {
    ctes: [
      `cup_reopened as (
        delete from cup_weeks w using ${REVIEWED_PLAYS} r where w.semana = date_trunc('week', r.fecha)::date)`,
    ],
    reads: [],
  },
};
