// The product's two languages; Spanish is the default everywhere.
export const LANGUAGES = ['es', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';

export const isLanguage = (value: unknown): value is Language => value === 'es' || value === 'en';
