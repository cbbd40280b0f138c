// The product's two languages; Spanish is the default everywhere.
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

/** A text a player may read, in both languages. */
export type Text = Record<Language, string>;

export const isLanguage = (value: unknown): value is Language => value === 'es' || value === 'en';
