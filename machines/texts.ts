// The one text system (i18next) as the type checker sees it, for the browser and the server alike.
// Every text lives in the catalogue (namespace) of the feature that shows it: `locales/es.ts`
// holds the Spanish, the source of the keys and of their `{{placeholders}}`; `locales/en.ts`
// must be a `Translation` of it, so a key missing from one language, a key only one has, or a
// placeholder the English drops fails `npm run typecheck`. Each half registers its namespaces in
// i18next's ResourceNamespaceMap (client/src/app/texts.ts, server/texts.ts); the namespaces both
// halves show are registered here.
import type {} from 'i18next';
import type accounts from './accounts/locales/es.ts';
import type achievements from './achievements/locales/es.ts';
import type contactForm from './contact/locales/es.ts';
import type leagueRules from './leagues/locales/es.ts';

/** The `{{name}}` placeholders of a text. */
type Placeholders<Text extends string> = Text extends `${string}{{${infer Name}}}${infer Rest}`
  ? Name | Placeholders<Rest>
  : never;

/** Any text holding every placeholder of another (in any order). */
type Holding<Names extends string> = [Names] extends [never]
  ? string
  : string & UnionToIntersection<{ [Name in Names]: `${string}{{${Name}}}${string}` }[Names]>;

/** The values the placeholders of a text (or of every text of a union) take. */
export type TextParams<Text> = UnionToIntersection<
  Text extends string ? { [Name in Placeholders<Text>]: string | number } : never
>;

type UnionToIntersection<U> = (U extends unknown ? (value: U) => void : never) extends (value: infer I) => void
  ? I
  : never;

/** Another language's catalogue: the same keys (plural forms included), each text with the same placeholders. */
export type Translation<Source> = {
  readonly [Key in keyof Source]: Source[Key] extends string
    ? Holding<Placeholders<Source[Key]>>
    : Translation<Source[Key]>;
};

declare module 'i18next' {
  interface CustomTypeOptions {
    // No namespace is implied: every call names its own (useTranslation('game'), 'plays:NO_HINTS_LEFT').
    defaultNS: false;
  }
  interface ResourceNamespaceMap {
    /** The account forms' rules and the account refusals, shown by the forms and answered by the API. */
    accounts: typeof accounts;
    /** The contact form's rules. */
    contactForm: typeof contactForm;
    /** The private leagues' rules and refusals. */
    leagueRules: typeof leagueRules;
    /** The achievements' names and descriptions. */
    achievements: typeof achievements;
  }
}
