// Every catalogue the browser shows, by namespace: each language of each one is a chunk of its own,
// loaded the first time a page of the active language needs it (client/src/i18n). Adding a
// namespace here is what makes its keys known to the type check (its Spanish is their source).
import type { Language } from '../../../contracts/language.ts';

type Catalogue = () => Promise<{ default: object }>;

export const catalogues = {
  common: { es: () => import('./locales/es.ts'), en: () => import('./locales/en.ts') },
  about: { es: () => import('../features/about/locales/es.ts'), en: () => import('../features/about/locales/en.ts') },
  achievementList: {
    es: () => import('../components/achievements/locales/es.ts'),
    en: () => import('../components/achievements/locales/en.ts'),
  },
  admin: { es: () => import('../features/admin/locales/es.ts'), en: () => import('../features/admin/locales/en.ts') },
  auth: { es: () => import('../features/auth/locales/es.ts'), en: () => import('../features/auth/locales/en.ts') },
  contact: {
    es: () => import('../features/contact/locales/es.ts'),
    en: () => import('../features/contact/locales/en.ts'),
  },
  cup: { es: () => import('../features/cup/locales/es.ts'), en: () => import('../features/cup/locales/en.ts') },
  faq: { es: () => import('../features/faq/locales/es.ts'), en: () => import('../features/faq/locales/en.ts') },
  game: { es: () => import('../features/game/locales/es.ts'), en: () => import('../features/game/locales/en.ts') },
  alreadyPlayed: {
    es: () => import('../features/game/locales/already-played.es.ts'),
    en: () => import('../features/game/locales/already-played.en.ts'),
  },
  home: { es: () => import('../features/home/locales/es.ts'), en: () => import('../features/home/locales/en.ts') },
  howToPlay: {
    es: () => import('../features/how-to-play/locales/es.ts'),
    en: () => import('../features/how-to-play/locales/en.ts'),
  },
  leaderboard: {
    es: () => import('../components/leaderboard/locales/es.ts'),
    en: () => import('../components/leaderboard/locales/en.ts'),
  },
  leagueList: {
    es: () => import('../components/leagues/locales/es.ts'),
    en: () => import('../components/leagues/locales/en.ts'),
  },
  leagues: {
    es: () => import('../features/leagues/locales/es.ts'),
    en: () => import('../features/leagues/locales/en.ts'),
  },
  legal: { es: () => import('../features/legal/locales/es.ts'), en: () => import('../features/legal/locales/en.ts') },
  pastGames: {
    es: () => import('../features/past-games/locales/es.ts'),
    en: () => import('../features/past-games/locales/en.ts'),
  },
  profile: {
    es: () => import('../features/profile/locales/es.ts'),
    en: () => import('../features/profile/locales/en.ts'),
  },
  questionAbout: {
    es: () => import('../components/question-about/locales/es.ts'),
    en: () => import('../components/question-about/locales/en.ts'),
  },
  replay: {
    es: () => import('../features/replay/locales/es.ts'),
    en: () => import('../features/replay/locales/en.ts'),
  },
  // Shown by both the browser and the server (machines/texts.ts registers their types).
  accounts: {
    es: () => import('../../../machines/accounts/locales/es.ts'),
    en: () => import('../../../machines/accounts/locales/en.ts'),
  },
  contactForm: {
    es: () => import('../../../machines/contact/locales/es.ts'),
    en: () => import('../../../machines/contact/locales/en.ts'),
  },
} satisfies Record<string, Record<Language, Catalogue>>;

export type Catalogues = typeof catalogues;

/** Each namespace's keys, from its Spanish catalogue. */
type BrowserNamespaces = {
  [Namespace in keyof Catalogues]: Awaited<ReturnType<Catalogues[Namespace]['es']>>['default'];
};

declare module 'i18next' {
  interface ResourceNamespaceMap extends BrowserNamespaces {}
}
