import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { KEYS, readString, writeString } from '../lib/storage.ts';
import { common } from './common.ts';
import { game } from '../features/game/i18n.ts';
import { home } from '../features/home/i18n.ts';
import { about } from '../features/about/i18n.ts';
import { howToPlay } from '../features/how-to-play/i18n.ts';
import { faq } from '../features/faq/i18n.ts';
import { legal } from '../features/legal/i18n.ts';
import { contact } from '../features/contact/i18n.ts';
import { auth } from '../features/auth/i18n.ts';
import { profile } from '../features/profile/i18n.ts';
import { admin } from '../features/admin/i18n.ts';
import { leaderboard } from '../features/leaderboard/i18n.ts';
import { pastGames } from '../features/past-games/i18n.ts';
import { profileStats } from '../features/profile-stats/i18n.ts';

export type Language = 'es' | 'en';

/**
 * Each feature owns its texts ({ es, en }) and is merged here under its own key,
 * so `t('game.title')` reads the game feature's texts.
 */
const features: Record<string, { es: object; en: object }> = {
  game,
  home,
  about,
  howToPlay,
  faq,
  legal,
  contact,
  auth,
  profile,
  admin,
  leaderboard,
  pastGames,
  profileStats,
};

const stored = readString(KEYS.lang);
export const initialLanguage: Language = stored === 'en' ? 'en' : 'es';

void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: 'es',
  supportedLngs: ['es', 'en'],
  interpolation: { escapeValue: false },
  returnNull: false,
  resources: {
    es: { translation: { ...common.es, ...mapFeatures('es') } },
    en: { translation: { ...common.en, ...mapFeatures('en') } },
  },
});

function mapFeatures(language: Language) {
  return Object.fromEntries(Object.entries(features).map(([name, texts]) => [name, texts[language]]));
}

i18n.on('languageChanged', (language) => {
  writeString(KEYS.lang, language);
  document.documentElement.setAttribute('lang', language);
});

export default i18n;
