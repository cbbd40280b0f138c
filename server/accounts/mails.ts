// The account mails. In the player's language when it is known, otherwise Spanish then English.
import type { Language } from '../../machines/accounts/validation.ts';
import type { Mail } from '../mail/mailer.ts';

type Texts = { subject: string; body: string };
type Localised = Record<Language, Texts>;

function compose(to: string, texts: Localised, language: Language | undefined): Mail {
  const signature = '\n\n— Fútbol Trivia';
  if (language) return { to, subject: texts[language].subject, text: `${texts[language].body}${signature}` };
  return {
    to,
    subject: `${texts.es.subject} / ${texts.en.subject}`,
    text: `${texts.es.body}\n\n* * *\n\n${texts.en.body}${signature}`,
  };
}

export function resetMail(to: string, username: string, link: string, language?: Language): Mail {
  return compose(
    to,
    {
      es: {
        subject: 'Restablece tu contraseña',
        body:
          `Hola ${username}:\n\nHemos recibido una solicitud para restablecer la contraseña de tu cuenta de Fútbol Trivia. ` +
          `Abre este enlace para elegir una nueva (caduca en 1 hora y solo sirve una vez):\n\n${link}\n\n` +
          'Si no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
      },
      en: {
        subject: 'Reset your password',
        body:
          `Hi ${username},\n\nWe received a request to reset the password of your Fútbol Trivia account. ` +
          `Open this link to choose a new one (it expires in 1 hour and works only once):\n\n${link}\n\n` +
          'If you did not ask for it, ignore this message: your password will not change.',
      },
    },
    language,
  );
}

export function passwordChangedMail(to: string, username: string, appUrl: string, language?: Language): Mail {
  const recover = `${appUrl}/login`;
  return compose(
    to,
    {
      es: {
        subject: 'Tu contraseña ha cambiado',
        body:
          `Hola ${username}:\n\nLa contraseña de tu cuenta de Fútbol Trivia acaba de cambiar y se han cerrado todas tus sesiones.\n\n` +
          `Si no has sido tú, recupera tu cuenta ahora con «¿Olvidaste tu contraseña?» en ${recover} y escríbenos desde la página de contacto.`,
      },
      en: {
        subject: 'Your password was changed',
        body:
          `Hi ${username},\n\nThe password of your Fútbol Trivia account was just changed and all your sessions were signed out.\n\n` +
          `If this was not you, recover your account now with "Forgot your password?" at ${recover} and write to us from the contact page.`,
      },
    },
    language,
  );
}

export function verifyEmailMail(to: string, username: string, link: string, language?: Language): Mail {
  return compose(
    to,
    {
      es: {
        subject: 'Confirma tu email',
        body:
          `Hola ${username}:\n\nConfirma que esta dirección es tuya abriendo este enlace (caduca en 48 horas y solo sirve una vez):\n\n${link}\n\n` +
          'Si no has creado una cuenta en Fútbol Trivia ni cambiado tu email, ignora este mensaje.',
      },
      en: {
        subject: 'Confirm your email',
        body:
          `Hi ${username},\n\nConfirm this address is yours by opening this link (it expires in 48 hours and works only once):\n\n${link}\n\n` +
          'If you did not create a Fútbol Trivia account or change your email, ignore this message.',
      },
    },
    language,
  );
}

export function emailChangedMail(
  to: string,
  username: string,
  newEmail: string,
  appUrl: string,
  language?: Language,
): Mail {
  return compose(
    to,
    {
      es: {
        subject: 'Tu email ha cambiado',
        body:
          `Hola ${username}:\n\nEl email de tu cuenta de Fútbol Trivia ha cambiado a ${newEmail}. ` +
          `Si no has sido tú, escríbenos cuanto antes desde ${appUrl}/contact.`,
      },
      en: {
        subject: 'Your email was changed',
        body:
          `Hi ${username},\n\nThe email of your Fútbol Trivia account was changed to ${newEmail}. ` +
          `If this was not you, write to us as soon as possible from ${appUrl}/contact.`,
      },
    },
    language,
  );
}
