// Usernames people really have: Unicode letters (ñ, accents, ç, …) and digits, shown as typed
// (in NFC), and unique regardless of case and accents through one key computed here only (the
// database stores it, it never computes it), so JavaScript and PostgreSQL cannot disagree.
// Ñ stays its own letter, as Spanish has it: "Muñoz" and "Munoz" are two names; "MUÑOZ" and
// "muñoz" one; "Álvaro" and "alvaro" one.

/** A letter or digit of any script, with the marks that belong to it. */
const USERNAME_CHARS = /^[\p{L}\p{Nd}][\p{L}\p{M}\p{Nd}]*$/u;

/** As it is shown and stored: NFC (a name typed with combining accents equals the precomposed one). */
export const canonicalUsername = (name: string) => name.normalize('NFC');

/** Characters, not UTF-16 units: "Muñoz" has 5 whichever way it was typed. */
export const usernameLength = (name: string) => [...canonicalUsername(name)].length;

export const hasUsernameChars = (name: string) => USERNAME_CHARS.test(canonicalUsername(name));

/**
 * A name of several words (a private league's: "Peña del Barrio"): each word follows the username
 * rule, one space between words (the callers collapse runs of spaces first).
 */
export const hasNameWordsChars = (name: string) => canonicalUsername(name).split(' ').every(hasUsernameChars);

/** The key that makes two names the same: case and accents folded, except the tilde of ñ. */
export function usernameKey(name: string): string {
  return canonicalUsername(name)
    .normalize('NFD')
    .replace(/(?<![nN])\u0303|[\u0300-\u0302\u0304-\u036f]/g, '')
    .toLowerCase()
    .normalize('NFC');
}
