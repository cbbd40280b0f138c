// The page's texts through i18next: only the active language is loaded, one chunk per namespace,
// the first time a page needs it (the app's catalogue table, client/src/app/texts.ts, says where
// each is). A language change loads every namespace in use in the other language before it
// switches, so a page never shows a key. `useTranslation(ns)` re-renders on a change and waits
// (Suspense) for a namespace not loaded yet.
import i18next, { type BackendModule, type FlatNamespace, type TFunction } from 'i18next';
import { use, useMemo, useSyncExternalStore } from 'react';
import type { Language } from '../../../contracts/language.ts';
import { KEYS, readString, writeString } from '../lib/storage.ts';
import { formatNumber, type NumberOptions } from './numbers.ts';

export type { Language };

export const initialLanguage: Language = readString(KEYS.lang) === 'en' ? 'en' : 'es';

/** Where each namespace's catalogue of each language comes from. */
export type CatalogueLoaders = Record<string, Record<Language, () => Promise<{ default: object }>>>;

const i18n = i18next.createInstance();
let started: Promise<unknown> | null = null;

/**
 * Starts the text system with the shell's namespace and `namespaces` (the opened page's) in the
 * stored language; the first render waits for it.
 */
export function startTexts(catalogues: CatalogueLoaders, namespaces: readonly string[]): Promise<unknown> {
  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, namespace, done) {
      const load = catalogues[namespace]?.[language as Language];
      if (!load) return done(new Error(`no catalogue ${language}/${namespace}`), false);
      load().then(
        (module) => done(null, module.default as Record<string, unknown>),
        (error: Error) => done(error, false),
      );
    },
  };
  i18n.on('languageChanged', (language) => {
    writeString(KEYS.lang, language);
    document.documentElement.setAttribute('lang', language);
  });
  started = i18n.use(backend).init({
    lng: initialLanguage,
    supportedLngs: ['es', 'en'],
    fallbackLng: false,
    ns: ['common', ...namespaces],
    defaultNS: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  // `{{count, number}}` in a catalogue, `{{n, number(maximumFractionDigits: 1)}}` too: the number in
  // the language's locale through the formatters kept below (i18next's own makes one per value).
  i18n.services.formatter?.add('number', (value, language, options) =>
    formatNumber(language ?? i18n.language, Number(value), digitsOf(options)),
  );
  return started;
}

/** The digits a catalogue's `number(…)` asks for (the rest of a t call's options are its values). */
function digitsOf(options: Record<string, unknown>): NumberOptions {
  const { minimumFractionDigits, maximumFractionDigits } = options;
  return {
    ...(typeof minimumFractionDigits === 'number' && { minimumFractionDigits }),
    ...(typeof maximumFractionDigits === 'number' && { maximumFractionDigits }),
  };
}

const subscribe = (onChange: () => void) => {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
};

/** The active language. */
export const currentLanguage = () => i18n.language as Language;

/** Loads every namespace in use in the other language, then switches (a change re-renders every text). */
const changeLanguage = (language: Language) => i18n.changeLanguage(language);

/** A namespace's texts outside a component, in the language active when each is read. */
export const textsOf = <const Ns extends FlatNamespace>(ns: Ns): TFunction<Ns> => i18n.getFixedT(null, ns);

// One promise per language and namespaces, so a suspended render finds the same one again.
const loading = new Map<string, Promise<void>>();
function loaded(language: string, namespaces: readonly string[]): Promise<void> {
  const key = `${language}|${namespaces.join(',')}`;
  let promise = loading.get(key);
  if (!promise) {
    promise = i18n.loadNamespaces([...namespaces]);
    loading.set(key, promise);
  }
  return promise;
}

/** Loads namespaces in the active language (a route's, before it renders). */
export const loadTexts = async (namespaces: readonly string[]) => {
  await started;
  await loaded(i18n.language, namespaces);
};

/**
 * The texts of a namespace (the first of several is the default; the others are written
 * `other:key`), in the active language; a language change re-renders.
 */
export function useTranslation<const Ns extends FlatNamespace | readonly FlatNamespace[]>(
  ns: Ns,
): { t: TFunction<Ns>; i18n: { language: Language; changeLanguage: typeof changeLanguage } } {
  const language = useSyncExternalStore(subscribe, currentLanguage, currentLanguage);
  const namespaces: readonly string[] = typeof ns === 'string' ? [ns] : (ns as readonly string[]);
  if (!namespaces.every((namespace) => i18n.hasLoadedNamespace(namespace))) use(loaded(language, namespaces));
  const key = namespaces.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the namespaces.
  const t = useMemo(() => i18n.getFixedT(language, namespaces as Ns) as TFunction<Ns>, [language, key]);
  return { t, i18n: { language, changeLanguage } };
}

/** The one locale of each language for dates and numbers (English is en-US everywhere, as the spec writes dates). */
export const localeOf = (language: string) => (language === 'en' ? 'en-US' : 'es-ES');

export { capitalized, formatDate, formatDayRange, type DateStyle } from './dates.ts';

export { formatNumber, type NumberOptions } from './numbers.ts';
