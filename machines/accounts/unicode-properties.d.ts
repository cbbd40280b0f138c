// The part of unicode-properties (which ships no types) that names.ts uses.
declare module 'unicode-properties' {
  /** The Unicode Script property's long name ("Latin", "Cyrillic", "Common", "Inherited"…). */
  export function getScript(codePoint: number): string;
}
