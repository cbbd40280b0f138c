// The account texts in Spanish (namespace `accounts`): the rules of spec section 5 (keyed as the
// schemas of ../validation.ts name them), what the forms show for a failed call (section 8), and
// what the API answers. The forms and the API show the same text for the same thing.
export default {
  // Rules: sign-in
  identifierRequired: 'Campo obligatorio.',
  identifierInvalid: 'Introduce un email o nombre de usuario válido (sin espacios, 3-20 caracteres)',
  passwordRequired: 'La contraseña es obligatoria.',
  passwordMin: 'Mín. 6 caracteres.',
  passwordMax: 'Máx. 30 caracteres.',
  passwordWeak: 'Necesita mayúscula, minúscula y número.',
  passwordSpaces: 'Sin espacios.',
  // Rules: registration
  usernameRequired: 'El nombre de usuario es obligatorio.',
  usernameMin: 'El nombre de usuario debe tener al menos 3 caracteres.',
  usernameMax: 'El nombre de usuario no puede tener más de 20 caracteres.',
  usernameChars: 'Solo se permiten letras y números.',
  usernameLookalike:
    'Ese nombre lleva caracteres invisibles, formas especiales o letras de alfabetos mezclados que lo harían pasar por otro. Escríbelo con letras normales de un solo alfabeto.',
  usernameProfane: 'Ese nombre de usuario no está permitido. Elige otro.',
  emailRequired: 'El email es obligatorio.',
  emailInvalid: 'El email no es válido.',
  emailTooLong: 'El email es demasiado largo.',
  newPasswordMin: 'La contraseña debe tener al menos 6 caracteres.',
  newPasswordMax: 'La contraseña no puede tener más de 30 caracteres.',
  newPasswordWeak: 'La contraseña debe contener al menos una letra mayúscula, una minúscula y un número.',
  newPasswordSpaces: 'La contraseña no puede contener espacios.',
  confirmRequired: 'Debes confirmar tu contraseña.',
  confirmMismatch: 'Las contraseñas no coinciden.',
  // Rules: forgotten password
  forgotEmailRequired: 'Por favor, introduce tu email.',
  forgotEmailInvalid: 'Introduce un email válido.',
  // Rules: profile (change password, change e-mail, delete account)
  allFieldsRequired: 'Todos los campos son obligatorios',
  passwordTooShort: 'La nueva contraseña debe tener al menos 6 caracteres',
  passwordsDoNotMatch: 'Las contraseñas no coinciden',
  invalidEmail: 'El formato del email no es válido',
  sameEmail: 'El nuevo email no puede ser igual al actual',
  confirmationTextIncorrect: 'El texto de confirmación no coincide. Escribe ELIMINAR MI CUENTA o DELETE MY ACCOUNT.',

  // Refusals, shown by the forms and answered by the API
  invalidCredentials: 'Credenciales inválidas',
  userNotFound: 'Usuario no encontrado',
  emailTaken: 'El email ya está registrado',
  usernameTaken: 'Este nombre de usuario ya está en uso.',
  incorrectPassword: 'La contraseña actual es incorrecta',
  emailInUse: 'Este email ya está en uso por otra cuenta',
  invalidResetLink: 'El enlace de recuperación de contraseña no es válido o ha caducado.',
  invalidConfirmationLink:
    'Este enlace de confirmación no es válido: ya se usó, se envió otro más reciente o el email de la cuenta cambió.',
  confirmationLinkExpired: 'Este enlace de confirmación ha caducado (dura 48 horas).',
  askForAnotherLink: 'Puedes pedir un enlace nuevo desde tu perfil.',
  // Refusals only the API answers
  tooManyFailedSignIns: 'Demasiados intentos fallidos. Inténtalo más tarde o restablece tu contraseña.',
  tooManyRegistrations: 'Demasiados intentos de registro con este email. Inténtalo más tarde.',
  emailAlreadyConfirmed: 'Tu email ya está confirmado',
  tooManyConfirmationLinks:
    'Ya te hemos enviado varios enlaces en la última hora. Revisa tu correo o inténtalo más tarde.',
  // What a form shows when a call fails otherwise
  loginError: 'Error al iniciar sesión. Inténtalo de nuevo.',
  registerError: 'Error al registrarse. Inténtalo de nuevo.',
  tooManyAttempts: 'Demasiados intentos. Espera unos minutos y vuelve a intentarlo.',
  forgotError: 'Error al enviar el email de recuperación',
  errorUpdatingPassword: 'Error al actualizar la contraseña',
  errorUpdatingEmail: 'Error al actualizar el email',
  errorDeletingAccount: 'Error al eliminar la cuenta',

  // What the API answers a successful call with (the Spanish as the spec words it)
  answers: {
    registered: 'Usuario registrado exitosamente',
    signedIn: 'Inicio de sesión exitoso',
    signedOut: 'Sesión cerrada',
    resetLinkSent: 'Si el email está registrado, recibirás un enlace para restablecer tu contraseña.',
    passwordReset: 'Contraseña restablecida correctamente',
    passwordChanged: 'Contraseña actualizada correctamente',
    emailChanged: 'Email actualizado correctamente',
    emailChangePending:
      'Te hemos enviado un enlace a {{email}}. Tu email cambiará cuando lo abras; hasta entonces sigue siendo el actual.',
    emailChangeCancelled: 'Cambio de email cancelado',
    accountDeleted: 'Cuenta eliminada correctamente',
    emailConfirmed: 'Email confirmado',
    confirmationSent: 'Te hemos enviado un enlace para confirmar tu email',
  },
} as const;
