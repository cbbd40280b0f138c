// What the account screens show for a failed call (spec section 8): the server's message or code
// decides the text and the field it is shown on.
import { MESSAGES, type Language, type MessageKey } from './messages.ts';

/** Texts for server answers, beside the validation messages. */
export const ERROR_TEXTS = {
  invalidCredentials: { en: 'Invalid credentials', es: 'Credenciales inválidas' },
  userNotFound: { en: 'User not found', es: 'Usuario no encontrado' },
  loginError: { en: 'Error logging in. Please try again.', es: 'Error al iniciar sesión. Inténtalo de nuevo.' },
  emailTaken: { en: 'This email is already registered.', es: 'El email ya está registrado' },
  usernameTaken: { en: 'This username is already taken.', es: 'Este nombre de usuario ya está en uso.' },
  registerError: { en: 'Error registering. Please try again.', es: 'Error al registrarse. Inténtalo de nuevo.' },
  tooManyAttempts: {
    en: 'Too many attempts. Please wait a few minutes and try again.',
    es: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  },
  forgotError: { en: 'Error sending recovery email', es: 'Error al enviar el email de recuperación' },
  incorrectPassword: { en: 'The current password is incorrect', es: 'La contraseña actual es incorrecta' },
  emailInUse: {
    en: 'This email is already being used by another account',
    es: 'Este email ya está en uso por otra cuenta',
  },
  errorUpdatingPassword: { en: 'Error updating password', es: 'Error al actualizar la contraseña' },
  errorUpdatingEmail: { en: 'Error updating email', es: 'Error al actualizar el email' },
  errorDeletingAccount: { en: 'Error deleting account', es: 'Error al eliminar la cuenta' },
} as const satisfies Record<string, { en: string; es: string }>;

export type ErrorTextKey = keyof typeof ERROR_TEXTS;
export type AccountTextKey = MessageKey | ErrorTextKey;

/** Every account text of one language, keyed as the screens use them. */
export function accountTexts(language: Language): Record<AccountTextKey, string> {
  const entries = [...Object.entries(MESSAGES), ...Object.entries(ERROR_TEXTS)].map(([key, texts]) => [
    key,
    texts[language],
  ]);
  return Object.fromEntries(entries) as Record<AccountTextKey, string>;
}

/** A failed call as the client sees it (status 0: no answer). */
export interface CallFailure {
  status: number;
  code: string;
  message: string;
}

/** Where a failure is shown: on fields (as their placeholder) or as one general message. */
export interface FormFailure<Field extends string> {
  fields: Partial<Record<Field, AccountTextKey>>;
  general: AccountTextKey | null;
}

const rateLimited = (failure: CallFailure) => failure.status === 429;

/** The answer is the server's `code`, or (as section 8 documents) its message, in either language. */
const says = (failure: CallFailure, code: string, key: ErrorTextKey) =>
  failure.code === code ||
  failure.message.includes(ERROR_TEXTS[key].es) ||
  failure.message.includes(ERROR_TEXTS[key].en);

export function loginFailure(failure: CallFailure): FormFailure<'email' | 'password'> {
  if (says(failure, 'INVALID_CREDENTIALS', 'invalidCredentials')) {
    return { fields: { email: 'invalidCredentials', password: 'invalidCredentials' }, general: null };
  }
  if (says(failure, 'USER_NOT_FOUND', 'userNotFound')) return { fields: { email: 'userNotFound' }, general: null };
  return { fields: {}, general: rateLimited(failure) ? 'tooManyAttempts' : 'loginError' };
}

export function registerFailure(failure: CallFailure): FormFailure<'username' | 'email' | 'password'> {
  if (says(failure, 'EMAIL_IN_USE', 'emailTaken') || failure.message.includes('email ya está registrado')) {
    return { fields: { email: 'emailTaken' }, general: null };
  }
  if (
    says(failure, 'USERNAME_IN_USE', 'usernameTaken') ||
    failure.message.includes('nombre de usuario ya está en uso')
  ) {
    return { fields: { username: 'usernameTaken' }, general: null };
  }
  return { fields: {}, general: rateLimited(failure) ? 'tooManyAttempts' : 'registerError' };
}

export type ProfileAction = 'changePassword' | 'changeEmail' | 'deleteAccount';

const PROFILE_CODES: Record<ProfileAction, Record<string, AccountTextKey>> = {
  changePassword: {
    INCORRECT_PASSWORD: 'incorrectPassword',
    PASSWORD_TOO_SHORT: 'passwordTooShort',
    FIELDS_REQUIRED: 'allFieldsRequired',
    PASSWORD_TOO_LONG: 'newPasswordMax',
    PASSWORD_TOO_WEAK: 'newPasswordWeak',
    PASSWORD_HAS_SPACES: 'newPasswordSpaces',
  },
  changeEmail: {
    INCORRECT_PASSWORD: 'incorrectPassword',
    EMAIL_IN_USE: 'emailInUse',
    INVALID_EMAIL: 'invalidEmail',
    FIELDS_REQUIRED: 'allFieldsRequired',
    SAME_EMAIL: 'sameEmail',
  },
  deleteAccount: {
    INCORRECT_PASSWORD: 'incorrectPassword',
    CONFIRMATION_TEXT_INCORRECT: 'confirmationTextIncorrect',
    FIELDS_REQUIRED: 'allFieldsRequired',
  },
};

const PROFILE_FALLBACK: Record<ProfileAction, ErrorTextKey> = {
  changePassword: 'errorUpdatingPassword',
  changeEmail: 'errorUpdatingEmail',
  deleteAccount: 'errorDeletingAccount',
};

/** The profile's error codes table; an unknown code gets the action's general error. */
export function profileFailure(action: ProfileAction, failure: CallFailure): AccountTextKey {
  if (rateLimited(failure)) return 'tooManyAttempts';
  return PROFILE_CODES[action][failure.code] ?? PROFILE_FALLBACK[action];
}
