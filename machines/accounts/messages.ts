// The account rules' codes: each message a schema of validation.ts gives is a key of the `accounts`
// catalogue (locales/, its texts) and answers the API with one of these codes. No zod here, so
// the client's text bundle does not pull the schemas in.
import type texts from './locales/es.ts';

export const RULE_CODES = {
  // Login
  identifierRequired: 'FIELDS_REQUIRED',
  identifierInvalid: 'INVALID_IDENTIFIER',
  passwordRequired: 'FIELDS_REQUIRED',
  passwordMin: 'PASSWORD_TOO_SHORT',
  passwordMax: 'PASSWORD_TOO_LONG',
  passwordWeak: 'PASSWORD_TOO_WEAK',
  passwordSpaces: 'PASSWORD_HAS_SPACES',
  // Register
  usernameRequired: 'FIELDS_REQUIRED',
  usernameMin: 'INVALID_USERNAME',
  usernameMax: 'INVALID_USERNAME',
  usernameChars: 'INVALID_USERNAME',
  emailRequired: 'FIELDS_REQUIRED',
  emailInvalid: 'INVALID_EMAIL',
  emailTooLong: 'INVALID_EMAIL',
  newPasswordMin: 'PASSWORD_TOO_SHORT',
  newPasswordMax: 'PASSWORD_TOO_LONG',
  newPasswordWeak: 'PASSWORD_TOO_WEAK',
  newPasswordSpaces: 'PASSWORD_HAS_SPACES',
  confirmRequired: 'FIELDS_REQUIRED',
  confirmMismatch: 'PASSWORDS_DO_NOT_MATCH',
  // Forgot password
  forgotEmailRequired: 'FIELDS_REQUIRED',
  forgotEmailInvalid: 'INVALID_EMAIL',
  // Profile: change password, change e-mail, delete account
  allFieldsRequired: 'FIELDS_REQUIRED',
  passwordTooShort: 'PASSWORD_TOO_SHORT',
  passwordsDoNotMatch: 'PASSWORDS_DO_NOT_MATCH',
  invalidEmail: 'INVALID_EMAIL',
  sameEmail: 'SAME_EMAIL',
  confirmationTextIncorrect: 'CONFIRMATION_TEXT_INCORRECT',
} as const satisfies Partial<Record<keyof typeof texts, string>>;

export type MessageKey = keyof typeof RULE_CODES;
