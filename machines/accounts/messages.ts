// The account texts: every rule message of section 5 and every answer text of section 8, in both
// languages. No zod here, so the client's text bundle does not pull the schemas in.
export type Language = 'es' | 'en';

export const MESSAGES = {
  // Login
  identifierRequired: { code: 'FIELDS_REQUIRED', en: 'Field required.', es: 'Campo obligatorio.' },
  identifierInvalid: {
    code: 'INVALID_IDENTIFIER',
    en: 'Enter a valid email or username (no spaces, 3-20 characters)',
    es: 'Introduce un email o nombre de usuario válido (sin espacios, 3-20 caracteres)',
  },
  passwordRequired: { code: 'FIELDS_REQUIRED', en: 'Password is required.', es: 'La contraseña es obligatoria.' },
  passwordMin: { code: 'PASSWORD_TOO_SHORT', en: 'Min. 6 characters.', es: 'Mín. 6 caracteres.' },
  passwordMax: { code: 'PASSWORD_TOO_LONG', en: 'Max. 30 characters.', es: 'Máx. 30 caracteres.' },
  passwordWeak: {
    code: 'PASSWORD_TOO_WEAK',
    en: 'Needs upper, lower & number.',
    es: 'Necesita mayúscula, minúscula y número.',
  },
  passwordSpaces: { code: 'PASSWORD_HAS_SPACES', en: 'No spaces.', es: 'Sin espacios.' },
  // Register
  usernameRequired: {
    code: 'FIELDS_REQUIRED',
    en: 'Username is required.',
    es: 'El nombre de usuario es obligatorio.',
  },
  usernameMin: {
    code: 'INVALID_USERNAME',
    en: 'Username must be at least 3 characters long.',
    es: 'El nombre de usuario debe tener al menos 3 caracteres.',
  },
  usernameMax: {
    code: 'INVALID_USERNAME',
    en: 'Username cannot be longer than 20 characters.',
    es: 'El nombre de usuario no puede tener más de 20 caracteres.',
  },
  usernameChars: {
    code: 'INVALID_USERNAME',
    en: 'Only letters and numbers allowed.',
    es: 'Solo se permiten letras y números.',
  },
  emailRequired: { code: 'FIELDS_REQUIRED', en: 'Email is required.', es: 'El email es obligatorio.' },
  emailInvalid: { code: 'INVALID_EMAIL', en: 'Invalid email or username.', es: 'Email o nombre de usuario no válido.' },
  emailTooLong: { code: 'INVALID_EMAIL', en: 'Email is too long.', es: 'El email es demasiado largo.' },
  newPasswordMin: {
    code: 'PASSWORD_TOO_SHORT',
    en: 'Password must be at least 6 characters long.',
    es: 'La contraseña debe tener al menos 6 caracteres.',
  },
  newPasswordMax: {
    code: 'PASSWORD_TOO_LONG',
    en: 'Password cannot be longer than 30 characters.',
    es: 'La contraseña no puede tener más de 30 caracteres.',
  },
  newPasswordWeak: {
    code: 'PASSWORD_TOO_WEAK',
    en: 'Password must contain at least one uppercase letter, one lowercase letter and one number.',
    es: 'La contraseña debe contener al menos una letra mayúscula, una minúscula y un número.',
  },
  newPasswordSpaces: {
    code: 'PASSWORD_HAS_SPACES',
    en: 'Password cannot contain spaces.',
    es: 'La contraseña no puede contener espacios.',
  },
  confirmRequired: {
    code: 'FIELDS_REQUIRED',
    en: 'You must confirm your password.',
    es: 'Debes confirmar tu contraseña.',
  },
  confirmMismatch: {
    code: 'PASSWORDS_DO_NOT_MATCH',
    en: 'Passwords do not match.',
    es: 'Las contraseñas no coinciden.',
  },
  // Forgot password
  forgotEmailRequired: {
    code: 'FIELDS_REQUIRED',
    en: 'Please enter your email.',
    es: 'Por favor, introduce tu email.',
  },
  forgotEmailInvalid: { code: 'INVALID_EMAIL', en: 'Enter a valid email address.', es: 'Introduce un email válido.' },
  // Profile: change password, change e-mail, delete account
  allFieldsRequired: {
    code: 'FIELDS_REQUIRED',
    en: 'All fields are required',
    es: 'Todos los campos son obligatorios',
  },
  passwordTooShort: {
    code: 'PASSWORD_TOO_SHORT',
    en: 'The new password must be at least 6 characters long',
    es: 'La nueva contraseña debe tener al menos 6 caracteres',
  },
  passwordsDoNotMatch: {
    code: 'PASSWORDS_DO_NOT_MATCH',
    en: 'Passwords do not match',
    es: 'Las contraseñas no coinciden',
  },
  invalidEmail: { code: 'INVALID_EMAIL', en: 'The email format is not valid', es: 'El formato del email no es válido' },
  sameEmail: {
    code: 'SAME_EMAIL',
    en: 'The new email cannot be the same as the current one',
    es: 'El nuevo email no puede ser igual al actual',
  },
  confirmationTextIncorrect: {
    code: 'CONFIRMATION_TEXT_INCORRECT',
    en: 'The confirmation text does not match. Type DELETE MY ACCOUNT or ELIMINAR MI CUENTA.',
    es: 'El texto de confirmación no coincide. Escribe ELIMINAR MI CUENTA o DELETE MY ACCOUNT.',
  },
} as const satisfies Record<string, { code: string; en: string; es: string }>;

export type MessageKey = keyof typeof MESSAGES;
