import { describe, expect, it } from 'vitest';
import {
  answerStructure,
  buildGuess,
  isAllowedLetter,
  isValidGuess,
  lettersCount,
  normalizeLetters,
} from '../../../../machines/game/normalize.ts';

describe('normalizeLetters', () => {
  it.each([
    { given: 'iker casillas', then: 'IKER CASILLAS', why: 'uppercases and keeps spaces' },
    { given: 'ÁÉÍÓÚ', then: 'AEIOU', why: 'folds acute accents' },
    { given: 'áéíóú', then: 'AEIOU', why: 'folds lowercase acute accents' },
    { given: 'ÀÈÌÒÙ', then: 'AEIOU', why: 'folds grave accents' },
    { given: 'Üü', then: 'UU', why: 'folds diaeresis' },
    { given: 'Çâ', then: 'CA', why: 'folds cedilla and circumflex' },
    { given: 'ñÑ', then: 'ÑÑ', why: 'keeps Ñ distinct from N' },
    { given: 'N\u0303', then: 'Ñ', why: 'composes a decomposed Ñ and keeps it' },
    { given: 'A\u0301', then: 'A', why: 'folds a decomposed accent' },
    { given: 'Muñoz Güiza', then: 'MUÑOZ GUIZA', why: 'mixes both rules' },
    { given: 'ß', then: 'ß', why: 'never changes the length of the string' },
  ])('given "$given", then "$then" ($why)', ({ given, then }) => {
    expect(normalizeLetters(given)).toBe(then);
  });
});

describe('isAllowedLetter', () => {
  it.each([
    ['A', true],
    ['z', true],
    ['Ñ', true],
    ['ñ', true],
    ['Á', true],
    ['ü', true],
    ['Ç', true],
    ['A\u0301', true],
    [' ', false],
    ['', false],
    ['AB', false],
    ['1', false],
    ['-', false],
    ['ß', false],
    ['Ω', false],
    ['Ж', false],
  ])('given %j, then allowed is %s', (ch, allowed) => {
    expect(isAllowedLetter(ch)).toBe(allowed);
  });
});

describe('answerStructure and lettersCount', () => {
  it.each([
    { answer: 'PEDRI', patron: '_____', longitud: 5, espacios: [], letters: 5 },
    { answer: 'IKER CASILLAS', patron: '____ ________', longitud: 13, espacios: [4], letters: 12 },
    { answer: 'ANDRÉS INIESTA', patron: '______ _______', longitud: 14, espacios: [6], letters: 13 },
    { answer: 'DE LA PEÑA', patron: '__ __ ____', longitud: 10, espacios: [2, 5], letters: 8 },
    { answer: 'ANDRE\u0301S', patron: '______', longitud: 6, espacios: [], letters: 6 },
  ])('given "$answer", then patron "$patron", longitud $longitud, espacios $espacios', (row) => {
    const structure = answerStructure(row.answer);
    expect(structure).toEqual({ patron: row.patron, longitud: row.longitud, espacios: row.espacios });
    expect(lettersCount(structure)).toBe(row.letters);
  });
});

describe('isValidGuess', () => {
  const iker = { longitud: 13, espacios: [4] };
  it.each([
    { guess: 'IKER CASILLAS', valid: true, why: 'letters with the space in place' },
    { guess: 'ÍKER CAÑÍLLAS', valid: true, why: 'accented letters and Ñ are letters' },
    { guess: 'iker casillas', valid: true, why: 'either case' },
    { guess: 'IKERCASILLAS', valid: false, why: 'too short' },
    { guess: 'IKER CASILLASX', valid: false, why: 'too long' },
    { guess: 'IKE RCASILLAS', valid: false, why: 'space in the wrong place' },
    { guess: 'IKERXCASILLAS', valid: false, why: 'letter where the space goes' },
    { guess: 'IKER CASI LAS', valid: false, why: 'extra space' },
    { guess: 'IKER CAS1LLAS', valid: false, why: 'a digit' },
    { guess: 'IKER-CASILLAS', valid: false, why: 'punctuation' },
  ])('given "$guess", then valid is $valid ($why)', ({ guess, valid }) => {
    expect(isValidGuess(guess, iker)).toBe(valid);
  });

  it('given a non-string guess (a malformed stored event), then it is invalid', () => {
    expect(isValidGuess(42 as unknown as string, iker)).toBe(false);
  });
});

describe('buildGuess', () => {
  it.each([
    { letters: 'PEDRI', structure: { longitud: 5, espacios: [] }, then: 'PEDRI' },
    { letters: 'IKERCASILLAS', structure: { longitud: 13, espacios: [4] }, then: 'IKER CASILLAS' },
    { letters: 'DELAPEÑA', structure: { longitud: 10, espacios: [2, 5] }, then: 'DE LA PEÑA' },
    { letters: 'DEL', structure: { longitud: 10, espacios: [2, 5] }, then: 'DE L ' },
  ])('given letters "$letters" and espacios $structure.espacios, then "$then"', ({ letters, structure, then }) => {
    expect(buildGuess([...letters], structure)).toBe(then);
  });

  it('given a full row, then the rebuilt guess is valid for the structure', () => {
    const structure = answerStructure('DE LA PEÑA');
    expect(isValidGuess(buildGuess([...'ÁBCDEFGH'], structure), structure)).toBe(true);
  });
});
