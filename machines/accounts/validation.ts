// The account forms' rules (spec section 5) as zod schemas, shared by the client (field errors) and
// the server (400 answers with a code). A schema's messages are keys of RULE_CODES (messages.ts): the
// code the server answers with, and the key of the rule's text in the `accounts` catalogue.
import { z } from 'zod';
import { RULE_CODES, type MessageKey } from './messages.ts';
import { canonicalUsername, hasUsernameChars, usernameLength } from './username.ts';

export { RULE_CODES, type MessageKey } from './messages.ts';

export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 30;
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const EMAIL_MAX = 100;
/** Either text deletes the account, whatever the page's language. */
export const DELETE_CONFIRMATIONS = ['ELIMINAR MI CUENTA', 'DELETE MY ACCOUNT'] as const;

/** A basic e-mail: something@domain.tld with no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const STRONG_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)/;
const NO_SPACES = /^\S*$/;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value);
const isUsername = (value: string) =>
  hasUsernameChars(value) && usernameLength(value) >= USERNAME_MIN && usernameLength(value) <= USERNAME_MAX;

/** A form field: a missing or non-string value reads as empty, so it gets the "required" message. */
const field = <Rules extends z.ZodType<unknown, string>>(rules: Rules) => z.string().catch('').pipe(rules);

type PasswordKeys = { required: MessageKey; min: MessageKey; max: MessageKey; weak: MessageKey; spaces: MessageKey };

/** The password rules, checked in the order of section 5 (the first failing one is shown). */
const password = (keys: PasswordKeys) =>
  field(
    z
      .string()
      .min(1, keys.required)
      .min(PASSWORD_MIN, keys.min)
      .max(PASSWORD_MAX, keys.max)
      .regex(STRONG_PATTERN, keys.weak)
      .regex(NO_SPACES, keys.spaces),
  );

const loginPassword = password({
  required: 'passwordRequired',
  min: 'passwordMin',
  max: 'passwordMax',
  weak: 'passwordWeak',
  spaces: 'passwordSpaces',
});

const newPassword = (required: MessageKey, min: MessageKey) =>
  password({ required, min, max: 'newPasswordMax', weak: 'newPasswordWeak', spaces: 'newPasswordSpaces' });

export const loginSchema = z.object({
  email: field(
    z
      .string()
      .trim()
      .min(1, 'identifierRequired')
      .refine((value) => isEmail(value) || isUsername(value), 'identifierInvalid'),
  ),
  password: loginPassword,
});

const registerFields = {
  username: field(
    z
      .string()
      .transform(canonicalUsername)
      .pipe(
        z
          .string()
          .min(1, 'usernameRequired')
          .refine((name) => usernameLength(name) >= USERNAME_MIN, 'usernameMin')
          .refine((name) => usernameLength(name) <= USERNAME_MAX, 'usernameMax')
          .refine(hasUsernameChars, 'usernameChars'),
      ),
  ),
  email: field(
    z.string().trim().min(1, 'emailRequired').regex(EMAIL_PATTERN, 'emailInvalid').max(EMAIL_MAX, 'emailTooLong'),
  ),
  password: newPassword('passwordRequired', 'newPasswordMin'),
};

/** What the server receives (the confirmation is not sent). */
export const registerRequestSchema = z.object(registerFields);

export const registerSchema = z
  .object({ ...registerFields, confirmPassword: field(z.string().min(1, 'confirmRequired')) })
  .refine((form) => form.confirmPassword === '' || form.password === form.confirmPassword, {
    message: 'confirmMismatch',
    path: ['confirmPassword'],
  });

export const forgotPasswordSchema = z.object({
  email: field(
    z
      .string()
      .trim()
      .min(1, 'forgotEmailRequired')
      .regex(EMAIL_PATTERN, 'forgotEmailInvalid')
      .max(EMAIL_MAX, 'forgotEmailInvalid'),
  ),
});

/** The reset form: the login password rules plus a matching confirmation. */
export const resetPasswordSchema = z
  .object({ newPassword: loginPassword, confirmPassword: field(z.string().min(1, 'confirmRequired')) })
  .refine((form) => form.confirmPassword === '' || form.newPassword === form.confirmPassword, {
    message: 'confirmMismatch',
    path: ['confirmPassword'],
  });

export const resetPasswordRequestSchema = z.object({ newPassword: loginPassword });

const profileRequired = field(z.string().min(1, 'allFieldsRequired'));

const changePasswordFields = {
  passwordActual: profileRequired,
  nuevaPassword: field(
    z
      .string()
      .min(1, 'allFieldsRequired')
      .min(PASSWORD_MIN, 'passwordTooShort')
      .max(PASSWORD_MAX, 'newPasswordMax')
      .regex(STRONG_PATTERN, 'newPasswordWeak')
      .regex(NO_SPACES, 'newPasswordSpaces'),
  ),
};

/** The request; a new password follows the same policy as at registration. */
export const changePasswordRequestSchema = z.object(changePasswordFields);

export const changePasswordSchema = z
  .object({ ...changePasswordFields, confirmarPassword: profileRequired })
  .refine((form) => form.confirmarPassword === '' || form.nuevaPassword === form.confirmarPassword, {
    message: 'passwordsDoNotMatch',
    path: ['confirmarPassword'],
  });

/** The new e-mail must differ from `currentEmail` (case-insensitively). */
export const changeEmailSchema = (currentEmail: string) =>
  z
    .object({
      password: profileRequired,
      nuevoEmail: field(
        z
          .string()
          .trim()
          .min(1, 'allFieldsRequired')
          .regex(EMAIL_PATTERN, 'invalidEmail')
          .max(EMAIL_MAX, 'invalidEmail'),
      ),
    })
    .refine((form) => form.nuevoEmail.toLowerCase() !== currentEmail.toLowerCase(), {
      message: 'sameEmail',
      path: ['nuevoEmail'],
    });

export const deleteAccountSchema = z.object({
  password: profileRequired,
  confirmacion: field(
    z
      .string()
      .trim()
      .min(1, 'allFieldsRequired')
      .refine((value) => (DELETE_CONFIRMATIONS as readonly string[]).includes(value), 'confirmationTextIncorrect'),
  ),
});

const isMessageKey = (value: string): value is MessageKey => Object.hasOwn(RULE_CODES, value);

/** The first message of each field, in the order the rules are checked; empty when the form is valid. */
export function fieldErrors<Schema extends z.ZodType>(
  schema: Schema,
  values: unknown,
): Partial<Record<string, MessageKey>> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  const errors: Partial<Record<string, MessageKey>> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (errors[field] === undefined && isMessageKey(issue.message)) errors[field] = issue.message;
  }
  return errors;
}

/** The first problem of a form as one key (what the server answers with), or null. */
export function firstError<Schema extends z.ZodType>(schema: Schema, values: unknown): MessageKey | null {
  const result = schema.safeParse(values);
  if (result.success) return null;
  const key = result.error.issues.map((issue) => issue.message).find(isMessageKey);
  return key ?? 'allFieldsRequired';
}
