// The one rule for the names other players read (usernames and league names alike), on top of the
// character rule of username.ts: a name may not impersonate another (Unicode UTS #39) nor be
// profane. Checked on the server only: the confusables data and the word lists stay out of the pages.
//
// - Invisible: default-ignorable code points (variation selectors, zero-width joiners, the Hangul
//   fillers…) show nothing, so "Tester1\uFE0F" would read as "Tester1".
// - Compatibility forms: a character that NFKC changes (fullwidth "１", ligatures, superscripts) is a
//   look-alike of its plain form.
// - Marks left after NFC on a Latin word or a digit (a harpoon, an overlay, a Vedic stress mark):
//   accents that belong to a letter are precomposed by NFC; marks of the word's own script (Arabic,
//   Devanagari…) stay allowed.
// - Mixed scripts (UTS #39 "highly restrictive"): each word's letters are of one script, or of
//   Latin with Han and the Japanese kana, Bopomofo or Hangul; Cyrillic "Те" inside "Tester1" is not.
// - Confusable skeletons: names are unique by a skeleton (UTS #39: every character mapped to its
//   prototype from Unicode's confusables.txt, via unhomoglyph) on top of the folded key, so "Testerl",
//   "TesterI" and "Tester1" are one name, as are Cyrillic "сора" and Latin "copa".
import { getScript } from 'unicode-properties';
import unhomoglyph from 'unhomoglyph';
import { isProfane } from './profanity.ts';
import { usernameKey } from './username.ts';

const INVISIBLE = /\p{Default_Ignorable_Code_Point}/u;
/** Marks of no script of their own: only that of the letter they sit on, or a few scripts' (Script_Extensions). */
const INHERITED_MARK = /\p{Script=Inherited}/u;
/** Whether a character's Script_Extensions name a script (unicode-properties' long name); false for a name the engine lacks. */
const extensionsOf = new Map<string, RegExp | null>();
function extendsTo(char: string, script: string): boolean {
  if (!extensionsOf.has(script)) {
    try {
      extensionsOf.set(script, new RegExp(`\\p{Script_Extensions=${script}}`, 'u'));
    } catch {
      extensionsOf.set(script, null);
    }
  }
  return extensionsOf.get(script)?.test(char) ?? false;
}
const NEUTRAL = new Set(['Common', 'Inherited', 'Unknown']);
/** The mixes UTS #39 allows at its "highly restrictive" level, beside a single script. */
const ALLOWED_MIXES = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
];

function singleScript(word: string): boolean {
  const scripts = new Set<string>();
  for (const char of word) {
    const script = getScript(char.codePointAt(0) ?? 0);
    if (!NEUTRAL.has(script)) scripts.add(script);
  }
  return scripts.size <= 1 || ALLOWED_MIXES.some((mix) => [...scripts].every((script) => mix.has(script)));
}

/**
 * Whether every mark left after NFC belongs to a script of its word's letters other than Latin:
 * Latin's accents are precomposed by NFC, so a mark left on a Latin word or a digit (a harpoon, a
 * Vedic or Devanagari stress mark, a combining asterisk) only decorates a name that passes for another.
 */
function marksBelong(word: string): boolean {
  const scripts = new Set<string>();
  for (const char of word) {
    const script = getScript(char.codePointAt(0) ?? 0);
    if (!NEUTRAL.has(script) && script !== 'Latin') scripts.add(script);
  }
  return [...word].every(
    (char) => !INHERITED_MARK.test(char) || [...scripts].some((script) => extendsTo(char, script)),
  );
}

/** Why a name (already NFC, words one space apart) could pass for another one; null if it cannot. */
export function lookalike(name: string): 'invisible' | 'compatibility' | 'mark' | 'mixedScripts' | null {
  if (INVISIBLE.test(name)) return 'invisible';
  if (name.normalize('NFKC') !== name) return 'compatibility';
  if (!name.split(' ').every(marksBelong)) return 'mark';
  if (!name.split(' ').every(singleScript)) return 'mixedScripts';
  return null;
}

/** What a name may not be, checked for usernames and league names alike. */
export function nameRefusal(name: string): 'lookalike' | 'profane' | null {
  if (isProfane(name)) return 'profane';
  if (lookalike(name)) return 'lookalike';
  return null;
}

const prototypes = (text: string) => unhomoglyph(text.normalize('NFD')).normalize('NFD');

/**
 * The key two look-alike names share: the confusables skeleton, taken before and after folding case
 * and accents (as usernameKey), since "I" and "l" look alike only before, "0" and "o" only after.
 */
export const nameSkeleton = (name: string) => prototypes(usernameKey(prototypes(name))).normalize('NFC');
