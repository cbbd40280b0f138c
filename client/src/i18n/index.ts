import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '../../../contracts/language.ts';
import { KEYS, readString, writeString } from '../lib/storage.ts';
import { common } from './common.ts';

export type { Language };

const stored = readString(KEYS.lang);
export const initialLanguage: Language = stored === 'en' ? 'en' : 'es';

void i18n.use(initReactI18next).init({
  lng: initialLanguage,
  fallbackLng: 'es',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  returnNull: false,
  resources: { es: { translation: common.es }, en: { translation: common.en } },
});

/**
 * A feature's texts ({ es, en }), added under its own key when the feature's code loads, so
 * `t('game.title')` reads the game feature's texts and a page carries only its own.
 */
export function addTexts<Texts extends Record<Language, object>>(namespace: string, texts: Texts): Texts {
  for (const language of LANGUAGES) i18n.addResourceBundle(language, 'translation', { [namespace]: texts[language] }, true, true);
  return texts;
}

i18n.on('languageChanged', (language) => {
  writeString(KEYS.lang, language);
  document.documentElement.setAttribute('lang', language);
});

/** The one locale of each language for dates and numbers (English dates are British everywhere). */
export const localeOf = (language: string) => (language === 'en' ? 'en-GB' : 'es-ES');

export default i18n;
