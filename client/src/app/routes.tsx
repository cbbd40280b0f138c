import { lazy, type ComponentType } from 'react';
import { paths } from '../config/paths.ts';

/** The route table of spec section 2: path → page (pages load lazily, one chunk each). */
export const routes: { path: string; page: ComponentType }[] = [
  { path: paths.home, page: lazy(() => import('./routes/HomeRoute.tsx').then((m) => ({ default: m.HomeRoute }))) },
  { path: paths.game, page: lazy(() => import('../features/game/GamePage.tsx').then((m) => ({ default: m.GamePage }))) },
  { path: paths.alreadyPlayed, page: lazy(() => import('../features/game/AlreadyPlayedPage.tsx').then((m) => ({ default: m.AlreadyPlayedPage }))) },
  { path: paths.login, page: lazy(() => import('../features/auth/LoginPage.tsx').then((m) => ({ default: m.LoginPage }))) },
  { path: paths.register, page: lazy(() => import('../features/auth/RegisterPage.tsx').then((m) => ({ default: m.RegisterPage }))) },
  { path: paths.resetPassword, page: lazy(() => import('../features/auth/ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage }))) },
  { path: paths.verifyEmail, page: lazy(() => import('../features/auth/VerifyEmailPage.tsx').then((m) => ({ default: m.VerifyEmailPage }))) },
  { path: paths.about, page: lazy(() => import('../features/about/AboutPage.tsx').then((m) => ({ default: m.AboutPage }))) },
  { path: paths.howToPlay, page: lazy(() => import('../features/how-to-play/HowToPlayPage.tsx').then((m) => ({ default: m.HowToPlayPage }))) },
  { path: paths.leaderboard, page: lazy(() => import('../features/leaderboard/LeaderboardPage.tsx').then((m) => ({ default: m.LeaderboardPage }))) },
  { path: paths.faq, page: lazy(() => import('../features/faq/FaqPage.tsx').then((m) => ({ default: m.FaqPage }))) },
  { path: paths.contact, page: lazy(() => import('../features/contact/ContactPage.tsx').then((m) => ({ default: m.ContactPage }))) },
  { path: paths.profile, page: lazy(() => import('../features/profile/ProfilePage.tsx').then((m) => ({ default: m.ProfilePage }))) },
  { path: paths.pastGames, page: lazy(() => import('../features/past-games/PastGamesPage.tsx').then((m) => ({ default: m.PastGamesPage }))) },
  { path: paths.replay, page: lazy(() => import('../features/replay/ReplayPage.tsx').then((m) => ({ default: m.ReplayPage }))) },
  { path: paths.privacy, page: lazy(() => import('../features/legal/PrivacyPage.tsx').then((m) => ({ default: m.PrivacyPage }))) },
  { path: paths.terms, page: lazy(() => import('../features/legal/TermsPage.tsx').then((m) => ({ default: m.TermsPage }))) },
  { path: paths.cookies, page: lazy(() => import('../features/legal/CookiesPage.tsx').then((m) => ({ default: m.CookiesPage }))) },
  { path: paths.adminPlays, page: lazy(() => import('../features/admin/AdminPlaysPage.tsx').then((m) => ({ default: m.AdminPlaysPage }))) },
];
