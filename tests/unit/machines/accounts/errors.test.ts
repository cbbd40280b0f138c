import { describe, expect, it } from 'vitest';
import { loginFailure, profileFailure, registerFailure } from '../../../../machines/accounts/errors.ts';
import en from '../../../../machines/accounts/locales/en.ts';
import es from '../../../../machines/accounts/locales/es.ts';

const accountTexts = (language: 'es' | 'en') => ({ es, en })[language];

const failure = (status: number, code: string, message: string) => ({ status, code, message });

describe('the texts of section 8', () => {
  it.each([
    ['invalidCredentials', 'en', 'Invalid credentials'],
    ['userNotFound', 'en', 'User not found'],
    ['loginError', 'en', 'Error logging in. Please try again.'],
    ['emailTaken', 'es', 'El email ya está registrado'],
    ['usernameTaken', 'en', 'This username is already taken.'],
    ['registerError', 'es', 'Error al registrarse. Inténtalo de nuevo.'],
    ['forgotError', 'en', 'Error sending recovery email'],
    ['incorrectPassword', 'en', 'The current password is incorrect'],
    ['emailInUse', 'en', 'This email is already being used by another account'],
    ['errorUpdatingPassword', 'en', 'Error updating password'],
    ['errorUpdatingEmail', 'en', 'Error updating email'],
    ['errorDeletingAccount', 'en', 'Error deleting account'],
  ] as const)('%s in %s reads "%s"', (key, language, text) => {
    expect(accountTexts(language)[key]).toBe(text);
  });

  it('given a language, then every account text is there', () => {
    expect(accountTexts('es').sameEmail).toBe('El nuevo email no puede ser igual al actual');
    expect(accountTexts('en').invalidCredentials).toBe('Invalid credentials');
  });
});

describe('login failures', () => {
  it.each([
    {
      message: '401: Credenciales inválidas',
      shown: { fields: { email: 'invalidCredentials', password: 'invalidCredentials' }, general: null },
    },
    { message: 'Usuario no encontrado', shown: { fields: { email: 'userNotFound' }, general: null } },
    { message: 'Algo falló', shown: { fields: {}, general: 'loginError' } },
  ])('given the server says $message, then $shown', ({ message, shown }) => {
    expect(loginFailure(failure(401, 'X', message))).toEqual(shown);
  });

  it('given a 429, then the player is told to wait', () => {
    expect(loginFailure(failure(429, 'TOO_MANY_ATTEMPTS', 'Demasiados intentos'))).toEqual({
      fields: {},
      general: 'tooManyAttempts',
    });
  });
});

describe('register failures', () => {
  it.each([
    { message: 'El email ya está registrado', shown: { fields: { email: 'emailTaken' }, general: null } },
    { message: 'El nombre de usuario ya está en uso', shown: { fields: { username: 'usernameTaken' }, general: null } },
    { message: 'Error interno del servidor', shown: { fields: {}, general: 'registerError' } },
  ])('given the server says $message, then $shown', ({ message, shown }) => {
    expect(registerFailure(failure(409, 'X', message))).toEqual(shown);
  });
  it.each([
    ['USERNAME_LOOKALIKE', 'usernameLookalike'],
    ['USERNAME_NOT_ALLOWED', 'usernameProfane'],
  ])('given the code %s, then the username field says %s', (code, key) => {
    expect(registerFailure(failure(400, code, 'x'))).toEqual({ fields: { username: key }, general: null });
  });
});

describe('profile failures', () => {
  it.each([
    ['changePassword', 'INCORRECT_PASSWORD', 'incorrectPassword'],
    ['changePassword', 'PASSWORD_TOO_SHORT', 'passwordTooShort'],
    ['changePassword', 'FIELDS_REQUIRED', 'allFieldsRequired'],
    ['changePassword', 'PASSWORD_TOO_WEAK', 'newPasswordWeak'],
    ['changePassword', 'INTERNAL_ERROR', 'errorUpdatingPassword'],
    ['changeEmail', 'INCORRECT_PASSWORD', 'incorrectPassword'],
    ['changeEmail', 'EMAIL_IN_USE', 'emailInUse'],
    ['changeEmail', 'INVALID_EMAIL', 'invalidEmail'],
    ['changeEmail', 'FIELDS_REQUIRED', 'allFieldsRequired'],
    ['changeEmail', 'SAME_EMAIL', 'sameEmail'],
    ['changeEmail', 'NETWORK_ERROR', 'errorUpdatingEmail'],
    ['deleteAccount', 'INCORRECT_PASSWORD', 'incorrectPassword'],
    ['deleteAccount', 'CONFIRMATION_TEXT_INCORRECT', 'confirmationTextIncorrect'],
    ['deleteAccount', 'FIELDS_REQUIRED', 'allFieldsRequired'],
    ['deleteAccount', 'EMAIL_IN_USE', 'errorDeletingAccount'],
  ] as const)('given %s answered %s, then %s', (action, code, key) => {
    expect(profileFailure(action, failure(400, code, ''))).toBe(key);
  });
});
