import { LEAGUE_JOIN_PATH, LEAGUE_PATH } from '../../../contracts/api/leagues.ts';

/** Every route of the spec's route table, typed in one place. */
export const paths = {
  home: '/',
  game: '/juego',
  alreadyPlayed: '/ya-jugaste',
  login: '/login',
  register: '/registro',
  resetPassword: '/reset-password',
  /** The link of a confirmation mail (issue 11: proven addresses). */
  verifyEmail: '/verificar-email',
  about: '/about',
  howToPlay: '/how-to-play',
  leaderboard: '/leaderboard',
  faq: '/faq',
  contact: '/contact',
  profile: '/profile',
  pastGames: '/past-games',
  /** A player's own finished game, step by step (?fecha=YYYY-MM-DD). */
  replay: '/repeticion',
  privacy: '/privacy-policy',
  terms: '/terms',
  cookies: '/cookies',
  /** The player's private leagues: create one, join one by code (issue 30). */
  leagues: '/ligas',
  /** A league's tables and members (?id=). */
  league: LEAGUE_PATH,
  /** An invite link's page (?codigo=): joins as the code does. */
  joinLeague: LEAGUE_JOIN_PATH,
  /** The weekly cup (issue 30): this week's rounds and the hall of fame. */
  cup: '/copa',
  /** Admin only (not in the spec's table): the event-history replay of plays. */
  adminPlays: '/admin/partidas',
} as const;

/** Spanish paths some menus link to; each lands on its canonical page. */
export const alternatePaths: Record<string, string> = {
  '/como-jugar': paths.howToPlay,
  '/acerca-de': paths.about,
  '/acerca': paths.about,
  '/ranking': paths.leaderboard,
  '/preguntas-frecuentes': paths.faq,
  '/contacto': paths.contact,
};
