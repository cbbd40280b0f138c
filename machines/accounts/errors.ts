// What the account screens show for a failed call (spec section 8): the server's code (or, as the
// section documents it, its message) decides the text and the field it is shown on. The texts are
// keys of the `accounts` catalogue (locales/).
import type texts from './locales/es.ts';
import type { MessageKey } from './messages.ts';

/** The failures the forms show, beside the rules' messages. */
export type ErrorTextKey = Extract<
  keyof typeof texts,
  | 'invalidCredentials'
  | 'userNotFound'
  | 'loginError'
  | 'emailTaken'
  | 'usernameTaken'
  | 'usernameLookalike'
  | 'usernameProfane'
  | 'registerError'
  | 'tooManyAttempts'
  | 'forgotError'
  | 'incorrectPassword'
  | 'emailInUse'
  | 'errorUpdatingPassword'
  | 'errorUpdatingEmail'
  | 'errorDeletingAccount'
>;
export type AccountTextKey = MessageKey | ErrorTextKey;

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

/** What section 8 says the server's message contains for a failure (in either language). */
const SECTION_8 = {
  invalidCredentials: ['Credenciales inválidas', 'Invalid credentials'],
  userNotFound: ['Usuario no encontrado', 'User not found'],
  emailTaken: ['email ya está registrado', 'email is already registered'],
  usernameTaken: ['nombre de usuario ya está en uso', 'username is already taken'],
} as const;

/** The answer is the server's `code`, or (as section 8 documents) its message. */
const says = (failure: CallFailure, code: string, key: keyof typeof SECTION_8) =>
  failure.code === code || SECTION_8[key].some((words) => failure.message.includes(words));

export function loginFailure(failure: CallFailure): FormFailure<'email' | 'password'> {
  if (says(failure, 'INVALID_CREDENTIALS', 'invalidCredentials')) {
    return { fields: { email: 'invalidCredentials', password: 'invalidCredentials' }, general: null };
  }
  if (says(failure, 'USER_NOT_FOUND', 'userNotFound')) return { fields: { email: 'userNotFound' }, general: null };
  return { fields: {}, general: rateLimited(failure) ? 'tooManyAttempts' : 'loginError' };
}

export function registerFailure(failure: CallFailure): FormFailure<'username' | 'email' | 'password'> {
  if (says(failure, 'EMAIL_IN_USE', 'emailTaken')) return { fields: { email: 'emailTaken' }, general: null };
  if (says(failure, 'USERNAME_IN_USE', 'usernameTaken')) {
    return { fields: { username: 'usernameTaken' }, general: null };
  }
  if (failure.code === 'USERNAME_LOOKALIKE') return { fields: { username: 'usernameLookalike' }, general: null };
  if (failure.code === 'USERNAME_NOT_ALLOWED') return { fields: { username: 'usernameProfane' }, general: null };
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
