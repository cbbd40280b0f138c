// Texts of the contact page (spec sections 2, 5 and 8). The kinds of message, the field rules and
// the sent answer are the `contactForm` catalogue's (machines/contact/locales), in Spanish
// (namespace `contact`).
export default {
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
} as const;
