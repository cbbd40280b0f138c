// The page's texts in Spanish and English: a small translator with what the product uses of
// i18next (nested keys, {{name}} placeholders, `count` plurals through Intl.PluralRules, lists and
// objects as they are stored), so no i18n library weighs on the first load. Each feature adds its
// own texts when its code loads (addTexts); `useTranslation` re-renders on a language change.
import { useSyncExternalStore } from 'react';
import { LANGUAGES, type Language } from '../../../contracts/language.ts';
import { KEYS, readString, writeString } from '../lib/storage.ts';
import { common } from './common.ts';

export type { Language };

const stored = readString(KEYS.lang);
export const initialLanguage: Language = stored === 'en' ? 'en' : 'es';

type Texts = Record<string, unknown>;
type Params = Record<string, unknown> & { count?: number; returnObjects?: boolean };

const resources: Record<Language, Texts> = { es: { ...common.es }, en: { ...common.en } };
const listeners = new Set<(language: Language) => void>();
const plurals = new Map<Language, Intl.PluralRules>();

function lookup(language: Language, key: string): unknown {
  let node: unknown = resources[language];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Texts)[part];
  }
  return node;
}

function resolve(language: Language, key: string, count: number | undefined): unknown {
  if (count !== undefined) {
    let rules = plurals.get(language);
    if (!rules) plurals.set(language, (rules = new Intl.PluralRules(language)));
    for (const suffix of [rules.select(count), 'other']) {
      const plural = lookup(language, `${key}_${suffix}`);
      if (plural !== undefined) return plural;
    }
  }
  return lookup(language, key);
}

const fill = (text: string, params: Params) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );

export type TFunction = {
  /** A list or an object of texts, as stored. */
  (key: string, params: Params & { returnObjects: true }): unknown;
  (key: string, params?: Params): string;
};

const i18n = {
  language: initialLanguage as Language,
  /** A text of the current language (Spanish when it has none); the key itself when neither has it. */
  t: ((key: string, params: Params = {}) => {
    const value = resolve(i18n.language, key, params.count) ?? resolve('es', key, params.count);
    if (typeof value === 'string') return fill(value, params);
    if (value !== undefined && params.returnObjects) return value;
    return key;
  }) as TFunction,
  exists: (key: string) =>
    lookup(i18n.language, key) !== undefined || lookup(i18n.language, `${key}_other`) !== undefined,
  async changeLanguage(language: Language): Promise<void> {
    if (language === i18n.language) return;
    i18n.language = language;
    writeString(KEYS.lang, language);
    document.documentElement.setAttribute('lang', language);
    for (const listener of listeners) listener(language);
  },
  on(_event: 'languageChanged', listener: (language: Language) => void) {
    listeners.add(listener);
  },
  off(_event: 'languageChanged', listener: (language: Language) => void) {
    listeners.delete(listener);
  },
};

/**
 * A feature's texts ({ es, en }), added under its own key when the feature's code loads, so
 * `t('game.title')` reads the game feature's texts and a page carries only its own.
 */
export function addTexts<T extends Record<Language, object>>(namespace: string, texts: T): T {
  for (const language of LANGUAGES) resources[language][namespace] = texts[language];
  return texts;
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const currentLanguage = () => i18n.language;

/** The translator and the language, as i18next's hook gives them; a language change re-renders. */
export function useTranslation(): { t: TFunction; i18n: typeof i18n } {
  useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  return { t: i18n.t, i18n };
}

/** The one locale of each language for dates and numbers (English dates are British everywhere). */
export const localeOf = (language: string) => (language === 'en' ? 'en-GB' : 'es-ES');

export { formatDate, type DateStyle } from './dates.ts';

// Number formatters are slow to make: one per language and options, kept.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A number in the language's locale. */
export function formatNumber(language: string, value: number, options: Intl.NumberFormatOptions = {}): string {
  const key = `${language}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(localeOf(language), options)));
  return format.format(value);
}

export default i18n;
