import type { ComponentType } from 'react';
import { BeingBuilt } from '../components/BeingBuilt.tsx';
import { paths } from './paths.ts';

const placeholder = (titleKey: string): ComponentType => () => <BeingBuilt titleKey={titleKey} />;

/** The route table of spec section 2: path → page (pages load lazily, one chunk each). */
export const routes: { path: string; page: ComponentType }[] = [
  { path: paths.home, page: placeholder('app.name') },
  { path: paths.game, page: placeholder('app.name') },
  { path: paths.alreadyPlayed, page: placeholder('app.name') },
  { path: paths.login, page: placeholder('nav.login') },
  { path: paths.register, page: placeholder('nav.login') },
  { path: paths.resetPassword, page: placeholder('nav.login') },
  { path: paths.about, page: placeholder('nav.about') },
  { path: paths.howToPlay, page: placeholder('nav.howToPlay') },
  { path: paths.leaderboard, page: placeholder('nav.leaderboard') },
  { path: paths.faq, page: placeholder('nav.faq') },
  { path: paths.contact, page: placeholder('nav.contact') },
  { path: paths.profile, page: placeholder('nav.profile') },
  { path: paths.pastGames, page: placeholder('nav.pastGames') },
  { path: paths.privacy, page: placeholder('footer.privacy') },
  { path: paths.terms, page: placeholder('footer.terms') },
  { path: paths.cookies, page: placeholder('footer.cookies') },
];
