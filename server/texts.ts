// The server's texts: one i18next instance holding every catalogue the server speaks, in both
// languages, loaded at start (a handful of KB). A request reads its caller's language through
// `request.t` (server/http/language.ts); mails and jobs pick theirs with `translator(language)`.
import i18next, { type TFunction } from 'i18next';
import type { Language } from '../contracts/language.ts';
import accountsEn from '../machines/accounts/locales/en.ts';
import accountsEs from '../machines/accounts/locales/es.ts';
import achievementsEn from '../machines/achievements/locales/en.ts';
import achievementsEs from '../machines/achievements/locales/es.ts';
import contactFormEn from '../machines/contact/locales/en.ts';
import contactFormEs from '../machines/contact/locales/es.ts';
import leagueRulesEn from '../machines/leagues/locales/en.ts';
import leagueRulesEs from '../machines/leagues/locales/es.ts';
import adminToolsEn from './admin/locales/en.ts';
import adminToolsEs from './admin/locales/es.ts';
import httpEn from './http/locales/en.ts';
import httpEs from './http/locales/es.ts';
import mailsEn from './mail/locales/en.ts';
import mailsEs from './mail/locales/es.ts';
import playsEn from './plays/locales/en.ts';
import playsEs from './plays/locales/es.ts';
import reportsEn from './reports/locales/en.ts';
import reportsEs from './reports/locales/es.ts';
import bankEditorEn from './questions/locales/en.ts';
import bankEditorEs from './questions/locales/es.ts';

declare module 'i18next' {
  interface ResourceNamespaceMap {
    /** What the API answers a request it cannot take (server/http). */
    http: typeof httpEs;
    /** The game's refusals (server/plays). */
    plays: typeof playsEs;
    /** The admin tools' messages and refusals (server/admin). */
    adminTools: typeof adminToolsEs;
    /** The mails (server/mail). */
    mails: typeof mailsEs;
    /** Players' reports of a question and the admins' queue (server/reports). */
    reports: typeof reportsEs;
    /** The admins' question editor and the bank's checks (server/questions). */
    bankEditor: typeof bankEditorEs;
  }
}

/** The server's namespaces; keys are always written with theirs ('plays:NO_HINTS_LEFT'). */
export const NAMESPACES = [
  'http',
  'plays',
  'adminTools',
  'mails',
  'accounts',
  'contactForm',
  'leagueRules',
  'achievements',
  'reports',
  'bankEditor',
] as const;
export type ServerNamespace = (typeof NAMESPACES)[number];

const resources = {
  es: {
    http: httpEs,
    plays: playsEs,
    adminTools: adminToolsEs,
    mails: mailsEs,
    accounts: accountsEs,
    contactForm: contactFormEs,
    leagueRules: leagueRulesEs,
    achievements: achievementsEs,
    reports: reportsEs,
    bankEditor: bankEditorEs,
  },
  en: {
    http: httpEn,
    plays: playsEn,
    adminTools: adminToolsEn,
    mails: mailsEn,
    accounts: accountsEn,
    contactForm: contactFormEn,
    leagueRules: leagueRulesEn,
    achievements: achievementsEn,
    reports: reportsEn,
    bankEditor: bankEditorEn,
  },
} satisfies Record<Language, Record<ServerNamespace, object>>;

const texts = i18next.createInstance();
void texts.init({
  resources,
  lng: 'es',
  fallbackLng: false,
  supportedLngs: ['es', 'en'],
  ns: NAMESPACES,
  defaultNS: false,
  // Plain text and JSON: nothing is HTML-escaped (pages escape what they show).
  interpolation: { escapeValue: false },
  initAsync: false,
});

export type ServerT = TFunction<typeof NAMESPACES>;

const translators: Record<Language, ServerT> = {
  es: texts.getFixedT('es') as ServerT,
  en: texts.getFixedT('en') as ServerT,
};

/**
 * A text whose key is known only when it runs (a refusal's code and reason): the caller vouches
 * for the key and its params, the type check for each catalogue's keys (server/http/errors.ts).
 */
export const textOf = (t: ServerT, key: string, params?: object): string =>
  (t as unknown as (key: string, options?: object) => string)(key, params);

/** The texts of one language. */
export const translator = (language: Language): ServerT => translators[language];
