/** Texts of the contact page (spec sections 2, 5 and 8). Field rule messages live with the rules in machines/contact. */
import contactFormEn from '../../../../machines/contact/locales/en.ts';
import contactFormEs from '../../../../machines/contact/locales/es.ts';
import { addTexts } from '../../i18n/index.ts';

addTexts('contactForm', { es: contactFormEs, en: contactFormEn });

export const contact = addTexts('contact', {
  es: {
    title: 'Contacto',
    intro:
      '¿Tienes una pregunta, has encontrado un error o se te ocurre una mejora? Escríbenos y te responderemos por correo.',
    requiredNote: 'Los campos marcados con * son obligatorios.',
    required: '(obligatorio)',
    fields: {
      messageType: 'Tipo de mensaje',
      name: 'Nombre',
      email: 'Email',
      subject: 'Asunto',
      message: 'Mensaje',
    },
    placeholders: {
      name: 'Tu nombre',
      email: 'tu@email.com',
      subject: '¿Sobre qué nos escribes?',
      message: 'Cuéntanos con detalle…',
    },
    formErrors: 'Por favor, revisa los errores del formulario e inténtalo de nuevo.',
    submit: 'Enviar mensaje',
    sending: 'Enviando…',
    result: {
      successTitle: '¡Mensaje enviado!',
      errorTitle: 'Error al enviar el mensaje',
      unexpected: 'Ha ocurrido un error inesperado. Por favor, inténtalo de nuevo más tarde.',
      directContact: 'Si el problema continúa, escríbenos directamente a {{email}}.',
      rateLimited: 'Has enviado varios mensajes en poco tiempo. Espera unos minutos y vuelve a intentarlo.',
      understood: 'Entendido',
    },
    expect: {
      title: 'Qué puedes esperar',
      quick: {
        title: 'Respuesta rápida',
        text: 'Leemos todos los mensajes y contestamos personalmente, sin respuestas automáticas.',
      },
      languages: {
        title: 'Multilingüe: ES / EN',
        text: 'Escríbenos en español o en inglés y te responderemos en tu idioma.',
      },
      time: {
        title: 'De 24 a 72 horas',
        text: 'Es el plazo habitual de respuesta; los errores que impiden jugar van primero.',
      },
    },
  },
  en: {
    title: 'Contact',
    intro: 'Got a question, found a bug or thought of an improvement? Write to us and we will reply by e-mail.',
    requiredNote: 'Fields marked with * are required.',
    required: '(required)',
    fields: {
      messageType: 'Message type',
      name: 'Name',
      email: 'Email',
      subject: 'Subject',
      message: 'Message',
    },
    placeholders: {
      name: 'Your name',
      email: 'you@email.com',
      subject: 'What is it about?',
      message: 'Tell us in detail…',
    },
    formErrors: 'Please check the form errors and try again.',
    submit: 'Send message',
    sending: 'Sending…',
    result: {
      successTitle: 'Message sent!',
      errorTitle: 'Error sending message',
      unexpected: 'An unexpected error occurred. Please try again later.',
      directContact: 'If the problem persists, write to us directly at {{email}}.',
      rateLimited: 'You have sent several messages in a short time. Please wait a few minutes and try again.',
      understood: 'Understood',
    },
    expect: {
      title: 'What to expect',
      quick: {
        title: 'Quick response',
        text: 'We read every message and reply personally, with no automatic answers.',
      },
      languages: {
        title: 'Multilingual: ES / EN',
        text: 'Write to us in Spanish or English and we will reply in your language.',
      },
      time: {
        title: '24 to 72 hours',
        text: 'That is our usual response time; bugs that stop you from playing come first.',
      },
    },
  },
});
