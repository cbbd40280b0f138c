import { lazy, type ComponentType } from 'react';
import { paths } from '../config/paths.ts';
import { loadTexts } from '../i18n/index.ts';
import type { Catalogues } from './texts.ts';

type Route = {
  path: string;
  page: ComponentType;
  /** The namespaces of its texts (besides the shell's `common`). */
  namespaces: readonly (keyof Catalogues)[];
  load: () => Promise<unknown>;
};

/**
 * A page that loads lazily (one chunk each, and its texts in the active language alongside);
 * `load` fetches both without rendering. Once loaded, the page renders at once (no suspension, no
 * fallback painted first): the app waits for the opened page before its first render, so that
 * render is the page.
 */
function route(path: string, namespaces: readonly (keyof Catalogues)[], load: () => Promise<ComponentType>): Route {
  let loading: Promise<ComponentType> | null = null;
  let loaded: ComponentType | null = null;
  // A failed download (offline) is tried again next time.
  const once = () =>
    (loading ??= load().then(
      (page) => (loaded = page),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => once().then((page) => ({ default: page })));
  const page = (props: object) => {
    const Page = loaded ?? Lazy;
    return <Page {...props} />;
  };
  return { path, page, namespaces, load: () => Promise.all([once(), loadTexts(namespaces)]) };
}

/** The route table of spec section 2: path → page. */
export const routes: Route[] = [
  route(paths.home, ['home', 'game'], () => import('./routes/HomeRoute.tsx').then((m) => m.HomeRoute)),
  route(paths.game, ['game'], () => import('../features/game/GamePage.tsx').then((m) => m.GamePage)),
  route(paths.alreadyPlayed, ['game', 'alreadyPlayed', 'questionAbout'], () =>
    import('../features/game/AlreadyPlayedPage.tsx').then((m) => m.AlreadyPlayedPage),
  ),
  route(paths.login, ['auth', 'accounts'], () => import('../features/auth/LoginPage.tsx').then((m) => m.LoginPage)),
  route(paths.register, ['auth', 'accounts'], () =>
    import('../features/auth/RegisterPage.tsx').then((m) => m.RegisterPage),
  ),
  route(paths.resetPassword, ['auth', 'accounts'], () =>
    import('../features/auth/ResetPasswordPage.tsx').then((m) => m.ResetPasswordPage),
  ),
  route(paths.verifyEmail, ['auth', 'accounts'], () =>
    import('../features/auth/VerifyEmailPage.tsx').then((m) => m.VerifyEmailPage),
  ),
  route(paths.about, ['about'], () => import('../features/about/AboutPage.tsx').then((m) => m.AboutPage)),
  route(paths.howToPlay, ['howToPlay', 'cup'], () =>
    import('../features/how-to-play/HowToPlayPage.tsx').then((m) => m.HowToPlayPage),
  ),
  route(paths.leaderboard, ['leaderboard', 'leagueList'], () =>
    import('../features/leaderboard/LeaderboardPage.tsx').then((m) => m.LeaderboardPage),
  ),
  route(paths.leagues, ['leagues', 'leagueList'], () =>
    import('../features/leagues/LeaguesPage.tsx').then((m) => m.LeaguesPage),
  ),
  route(paths.league, ['leagues', 'leaderboard', 'leagueList'], () =>
    import('../features/leagues/LeaguePage.tsx').then((m) => m.LeaguePage),
  ),
  route(paths.joinLeague, ['leagues', 'leagueList'], () =>
    import('../features/leagues/JoinPage.tsx').then((m) => m.JoinPage),
  ),
  route(paths.cup, ['cup'], () => import('../features/cup/CupPage.tsx').then((m) => m.CupPage)),
  route(paths.faq, ['faq'], () => import('../features/faq/FaqPage.tsx').then((m) => m.FaqPage)),
  route(paths.contact, ['contact', 'contactForm'], () =>
    import('../features/contact/ContactPage.tsx').then((m) => m.ContactPage),
  ),
  route(paths.profile, ['profile', 'leagueList', 'achievementList'], () =>
    import('../features/profile/ProfilePage.tsx').then((m) => m.ProfilePage),
  ),
  route(paths.pastGames, ['pastGames'], () =>
    import('../features/past-games/PastGamesPage.tsx').then((m) => m.PastGamesPage),
  ),
  route(paths.replay, ['replay'], () => import('../features/replay/ReplayPage.tsx').then((m) => m.ReplayPage)),
  route(paths.privacy, ['legal'], () => import('../features/legal/PrivacyPage.tsx').then((m) => m.PrivacyPage)),
  route(paths.terms, ['legal'], () => import('../features/legal/TermsPage.tsx').then((m) => m.TermsPage)),
  route(paths.cookies, ['legal'], () => import('../features/legal/CookiesPage.tsx').then((m) => m.CookiesPage)),
  route(paths.adminPlays, ['admin'], () =>
    import('../features/admin/AdminPlaysPage.tsx').then((m) => m.AdminPlaysPage),
  ),
];

/** The namespaces the page of a path shows (none for no page). */
export const namespacesOf = (pathname: string) =>
  routes.find((candidate) => candidate.path === pathname)?.namespaces ?? [];

/** Starts fetching the page of a path at once; settles when it is loaded (or failed, or is no page). */
export function preloadRoute(pathname: string): Promise<void> {
  const route = routes.find((candidate) => candidate.path === pathname);
  return route
    ? route.load().then(
        () => {},
        () => {},
      )
    : Promise.resolve();
}
