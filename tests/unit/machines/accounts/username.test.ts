import { describe, expect, test } from 'vitest';
import { usernameKey } from '../../../../machines/accounts/username.ts';
import { firstError, registerRequestSchema } from '../../../../machines/accounts/validation.ts';

const registration = (username: string) => ({ username, email: 'a@example.com', password: 'Secreto123' });

describe('usernames of Unicode letters and digits', () => {
  test.each(['Muñoz7', 'Álvaro', 'Çağlar', 'Iñaki10', 'Ødegaard', 'Σωκράτης', '李小龙', 'Кузьмин', 'abc'])(
    'given %s, then it is a valid username',
    (name) => {
      expect(firstError(registerRequestSchema, registration(name))).toBeNull();
    },
  );

  test.each([
    ['Ana Belén', 'usernameChars'],
    ['pedri_8', 'usernameChars'],
    ['⚽goal', 'usernameChars'],
    ['ab', 'usernameMin'],
    ['Ñu', 'usernameMin'],
    ['a'.repeat(21), 'usernameMax'],
  ])('given %s, then %s', (name, key) => {
    expect(firstError(registerRequestSchema, registration(name))).toBe(key);
  });

  test('given 20 accented letters typed with combining marks, then they count as 20 characters and are stored precomposed', () => {
    const decomposed = 'A\u0301'.repeat(20);
    expect(firstError(registerRequestSchema, registration(decomposed))).toBeNull();
    expect(registerRequestSchema.parse(registration(decomposed)).username).toBe('Á'.repeat(20));
  });
});

describe('the key that makes two names one', () => {
  test.each([
    ['Muñoz7', 'MUÑOZ7'],
    ['Álvaro', 'alvaro'],
    ['ÇAĞLAR', 'caglar'],
    ['Mun\u0303oz', 'Muñoz'],
    ['PEDRI', 'pedri'],
  ])('given %s and %s, then one key', (a, b) => {
    expect(usernameKey(a)).toBe(usernameKey(b));
  });

  test('given Ñ and N, then two names (Spanish has both letters)', () => {
    expect(usernameKey('Muñoz')).not.toBe(usernameKey('Munoz'));
    expect(usernameKey('Muñoz')).toBe('muñoz');
  });

  test('given an ASCII name, then its key is its lower case (what the migration gave existing accounts)', () => {
    for (const name of ['Aitana11', 'pedri', 'XAVI6']) expect(usernameKey(name)).toBe(name.toLowerCase());
  });
});
