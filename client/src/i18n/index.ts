import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { KEYS, readString, writeString } from '../lib/storage.ts';
import { common } from './common.ts';

export type Language = 'es' | 'en';

/**
 * Each feature owns its texts ({ es, en }) and is merged here under its own key,
 * so `t('game.title')` reads the game feature's texts.
 */
const features: Record<string, { es: object; en: object }> = {};

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
