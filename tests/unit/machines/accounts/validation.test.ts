import { describe, expect, it } from 'vitest';
import en from '../../../../machines/accounts/locales/en.ts';
import es from '../../../../machines/accounts/locales/es.ts';
import { RULE_CODES, type MessageKey } from '../../../../machines/accounts/messages.ts';
import {
  changeEmailSchema,
  changePasswordRequestSchema,
  changePasswordSchema,
  deleteAccountSchema,
  fieldErrors,
  firstError,
  forgotPasswordSchema,
  loginSchema,
  registerRequestSchema,
  registerSchema,
  resetPasswordSchema,
} from '../../../../machines/accounts/validation.ts';

const OK = 'Barca2024';

describe('the texts of section 5', () => {
  // The English texts the spec gives word for word; the Spanish ones are ours.
  it.each([
    ['identifierRequired', 'Field required.'],
    ['identifierInvalid', 'Enter a valid email or username (no spaces, 3-20 characters)'],
    ['passwordRequired', 'Password is required.'],
    ['passwordMin', 'Min. 6 characters.'],
    ['passwordMax', 'Max. 30 characters.'],
    ['passwordWeak', 'Needs upper, lower & number.'],
    ['passwordSpaces', 'No spaces.'],
    ['usernameRequired', 'Username is required.'],
    ['usernameMin', 'Username must be at least 3 characters long.'],
    ['usernameMax', 'Username cannot be longer than 20 characters.'],
    ['usernameChars', 'Only letters and numbers allowed.'],
    // Not section 5's 'Invalid email or username.': the register form has no username in that field (issue 26).
    ['emailInvalid', 'Invalid email address.'],
    ['emailTooLong', 'Email is too long.'],
    ['newPasswordMin', 'Password must be at least 6 characters long.'],
    ['newPasswordMax', 'Password cannot be longer than 30 characters.'],
    ['newPasswordWeak', 'Password must contain at least one uppercase letter, one lowercase letter and one number.'],
    ['confirmRequired', 'You must confirm your password.'],
    ['confirmMismatch', 'Passwords do not match.'],
    ['forgotEmailRequired', 'Please enter your email.'],
    ['forgotEmailInvalid', 'Enter a valid email address.'],
    ['allFieldsRequired', 'All fields are required'],
    ['passwordsDoNotMatch', 'Passwords do not match'],
    ['invalidEmail', 'The email format is not valid'],
    ['sameEmail', 'The new email cannot be the same as the current one'],
  ] as [MessageKey, string][])('%s reads "%s" in English', (key, text) => {
    expect(en[key]).toBe(text);
  });

  it('given the confirmation message, then it starts as the spec says and names both accepted texts', () => {
    expect(en.confirmationTextIncorrect).toMatch(/^The confirmation text does not match/);
    for (const texts of [es, en]) {
      expect(texts.confirmationTextIncorrect).toContain('ELIMINAR MI CUENTA');
      expect(texts.confirmationTextIncorrect).toContain('DELETE MY ACCOUNT');
    }
  });

  it('given every message, then it has a Spanish text of its own and a server code', () => {
    for (const [key, code] of Object.entries(RULE_CODES) as [MessageKey, string][]) {
      expect(es[key], key).not.toBe('');
      expect(es[key], key).not.toBe(en[key]);
      expect(code, key).toMatch(/^[A-Z_]+$/);
    }
  });

  it.each([
    ['allFieldsRequired', 'FIELDS_REQUIRED'],
    ['passwordTooShort', 'PASSWORD_TOO_SHORT'],
    ['invalidEmail', 'INVALID_EMAIL'],
    ['confirmationTextIncorrect', 'CONFIRMATION_TEXT_INCORRECT'],
  ] as [MessageKey, string][])('given %s, then the server answers with the section 8 code %s', (key, code) => {
    expect(RULE_CODES[key]).toBe(code);
  });
});

describe('login', () => {
  it.each([
    { why: 'nothing', values: {}, email: 'identifierRequired', password: 'passwordRequired' },
    { why: 'blank identifier', values: { email: '   ', password: OK }, email: 'identifierRequired' },
    { why: 'an identifier with a space', values: { email: 'pe dri', password: OK }, email: 'identifierInvalid' },
    { why: 'a 2-letter username', values: { email: 'ab', password: OK }, email: 'identifierInvalid' },
    { why: 'a 21-letter username', values: { email: 'a'.repeat(21), password: OK }, email: 'identifierInvalid' },
    { why: 'a username with a symbol', values: { email: 'pedri_8', password: OK }, email: 'identifierInvalid' },
    { why: 'an e-mail without a domain', values: { email: 'pedri@barca', password: OK }, email: 'identifierInvalid' },
    { why: 'a 5-character password', values: { email: 'pedri', password: 'Ab1cd' }, password: 'passwordMin' },
    {
      why: 'a 31-character password',
      values: { email: 'pedri', password: `Ab1${'c'.repeat(28)}` },
      password: 'passwordMax',
    },
    { why: 'no upper case', values: { email: 'pedri', password: 'barca2024' }, password: 'passwordWeak' },
    { why: 'no lower case', values: { email: 'pedri', password: 'BARCA2024' }, password: 'passwordWeak' },
    { why: 'no digit', values: { email: 'pedri', password: 'BarcaBarca' }, password: 'passwordWeak' },
    {
      why: 'a space (checked after strength)',
      values: { email: 'pedri', password: 'Barca 2024' },
      password: 'passwordSpaces',
    },
    {
      why: 'a short weak password (length first)',
      values: { email: 'pedri', password: 'abc' },
      password: 'passwordMin',
    },
  ])('given $why, then the first errors are $email / $password', ({ values, email, password }) => {
    expect(fieldErrors(loginSchema, values)).toEqual({
      ...(email ? { email } : {}),
      ...(password ? { password } : {}),
    });
  });

  it.each(['pedri', 'Pedri8', 'abc', 'a'.repeat(20), 'pedri@barca.es', ' pedri@barca.es '])(
    'given %j, then it is a valid identifier',
    (email) => {
      expect(fieldErrors(loginSchema, { email, password: OK })).toEqual({});
    },
  );

  it('given an identifier with spaces around, then it is sent trimmed', () => {
    expect(loginSchema.parse({ email: ' pedri@barca.es ', password: OK }).email).toBe('pedri@barca.es');
  });
});

describe('register', () => {
  const valid = { username: 'Pedri8', email: 'pedri@barca.es', password: OK, confirmPassword: OK };
  it.each([
    {
      why: 'nothing',
      values: {},
      errors: {
        username: 'usernameRequired',
        email: 'emailRequired',
        password: 'passwordRequired',
        confirmPassword: 'confirmRequired',
      },
    },
    { why: 'a 2-character username', values: { ...valid, username: 'ab' }, errors: { username: 'usernameMin' } },
    {
      why: 'a 21-character username',
      values: { ...valid, username: 'a'.repeat(21) },
      errors: { username: 'usernameMax' },
    },
    { why: 'a username with a space', values: { ...valid, username: 'pe dri' }, errors: { username: 'usernameChars' } },
    {
      why: 'a username with an underscore',
      values: { ...valid, username: 'mu_noz' },
      errors: { username: 'usernameChars' },
    },
    { why: 'a malformed e-mail', values: { ...valid, email: 'pedri.barca.es' }, errors: { email: 'emailInvalid' } },
    {
      why: 'a 101-character e-mail',
      values: { ...valid, email: `${'a'.repeat(92)}@barca.es` },
      errors: { email: 'emailTooLong' },
    },
    {
      why: 'a short password',
      values: { ...valid, password: 'Ab1', confirmPassword: 'Ab1' },
      errors: { password: 'newPasswordMin' },
    },
    {
      why: 'a long password',
      values: { ...valid, password: `Ab1${'c'.repeat(28)}`, confirmPassword: `Ab1${'c'.repeat(28)}` },
      errors: { password: 'newPasswordMax' },
    },
    {
      why: 'a weak password',
      values: { ...valid, password: 'barca2024', confirmPassword: 'barca2024' },
      errors: { password: 'newPasswordWeak' },
    },
    {
      why: 'a password with a space',
      values: { ...valid, password: 'Barca 2024', confirmPassword: 'Barca 2024' },
      errors: { password: 'newPasswordSpaces' },
    },
    {
      why: 'no confirmation',
      values: { ...valid, confirmPassword: '' },
      errors: { confirmPassword: 'confirmRequired' },
    },
    {
      why: 'a different confirmation',
      values: { ...valid, confirmPassword: 'Barca2025' },
      errors: { confirmPassword: 'confirmMismatch' },
    },
  ])('given $why, then $errors', ({ values, errors }) => {
    expect(fieldErrors(registerSchema, values)).toEqual(errors);
  });

  it('given valid fields, then the request carries no confirmation', () => {
    expect(fieldErrors(registerSchema, valid)).toEqual({});
    expect(registerRequestSchema.parse(valid)).toEqual({ username: 'Pedri8', email: 'pedri@barca.es', password: OK });
  });
});

describe('forgot password', () => {
  it.each([
    { email: '', key: 'forgotEmailRequired' },
    { email: '  ', key: 'forgotEmailRequired' },
    { email: 'pedri', key: 'forgotEmailInvalid' },
    { email: 'pe dri@barca.es', key: 'forgotEmailInvalid' },
    { email: ' pedri@barca.es ', key: undefined },
  ])('given $email, then $key', ({ email, key }) => {
    expect(fieldErrors(forgotPasswordSchema, { email }).email).toBe(key);
  });

  it('given spaces around the e-mail, then it is sent trimmed', () => {
    expect(forgotPasswordSchema.parse({ email: ' pedri@barca.es ' }).email).toBe('pedri@barca.es');
  });
});

describe('reset password', () => {
  it.each([
    { values: {}, errors: { newPassword: 'passwordRequired', confirmPassword: 'confirmRequired' } },
    { values: { newPassword: 'Ab1', confirmPassword: 'Ab1' }, errors: { newPassword: 'passwordMin' } },
    { values: { newPassword: 'barca2024', confirmPassword: 'barca2024' }, errors: { newPassword: 'passwordWeak' } },
    { values: { newPassword: 'Barca 2024', confirmPassword: 'Barca 2024' }, errors: { newPassword: 'passwordSpaces' } },
    { values: { newPassword: OK, confirmPassword: 'Barca2025' }, errors: { confirmPassword: 'confirmMismatch' } },
    { values: { newPassword: OK, confirmPassword: OK }, errors: {} },
  ])('given $values, then $errors', ({ values, errors }) => {
    expect(fieldErrors(resetPasswordSchema, values)).toEqual(errors);
  });
});

describe('change password', () => {
  const valid = { passwordActual: 'Old12345', nuevaPassword: OK, confirmarPassword: OK };
  it.each([
    { why: 'nothing', values: {}, key: 'allFieldsRequired' },
    { why: 'no current password', values: { ...valid, passwordActual: '' }, key: 'allFieldsRequired' },
    { why: 'no confirmation', values: { ...valid, confirmarPassword: '' }, key: 'allFieldsRequired' },
    {
      why: 'a 5-character new password',
      values: { ...valid, nuevaPassword: 'Ab1cd', confirmarPassword: 'Ab1cd' },
      key: 'passwordTooShort',
    },
    {
      why: 'a different confirmation',
      values: { ...valid, confirmarPassword: 'Barca2025' },
      key: 'passwordsDoNotMatch',
    },
    {
      why: 'a weak new password',
      values: { ...valid, nuevaPassword: 'barca2024', confirmarPassword: 'barca2024' },
      key: 'newPasswordWeak',
    },
    { why: 'valid fields', values: valid, key: null },
  ])('given $why, then $key', ({ values, key }) => {
    expect(firstError(changePasswordSchema, values)).toBe(key);
  });

  it('given the request without a confirmation, then the server schema accepts it', () => {
    expect(firstError(changePasswordRequestSchema, { passwordActual: 'x', nuevaPassword: OK })).toBeNull();
  });
});

describe('change e-mail', () => {
  const schema = changeEmailSchema('Pedri@Barca.es');
  it.each([
    { values: {}, key: 'allFieldsRequired' },
    { values: { password: OK, nuevoEmail: '' }, key: 'allFieldsRequired' },
    { values: { password: '', nuevoEmail: 'new@barca.es' }, key: 'allFieldsRequired' },
    { values: { password: OK, nuevoEmail: 'new.barca.es' }, key: 'invalidEmail' },
    { values: { password: OK, nuevoEmail: 'pedri@BARCA.es' }, key: 'sameEmail' },
    { values: { password: OK, nuevoEmail: 'new@barca.es' }, key: null },
  ])('given $values, then $key', ({ values, key }) => {
    expect(firstError(schema, values)).toBe(key);
  });
});

describe('delete account', () => {
  it.each([
    { values: {}, key: 'allFieldsRequired' },
    { values: { password: OK, confirmacion: '' }, key: 'allFieldsRequired' },
    { values: { password: '', confirmacion: 'ELIMINAR MI CUENTA' }, key: 'allFieldsRequired' },
    { values: { password: OK, confirmacion: 'eliminar mi cuenta' }, key: 'confirmationTextIncorrect' },
    { values: { password: OK, confirmacion: 'BORRAR' }, key: 'confirmationTextIncorrect' },
    { values: { password: OK, confirmacion: 'ELIMINAR MI CUENTA' }, key: null },
    { values: { password: OK, confirmacion: 'DELETE MY ACCOUNT' }, key: null },
    { values: { password: OK, confirmacion: ' DELETE MY ACCOUNT ' }, key: null },
  ])('given $values, then $key', ({ values, key }) => {
    expect(firstError(deleteAccountSchema, values)).toBe(key);
  });
});
