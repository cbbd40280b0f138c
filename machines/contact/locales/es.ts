// The contact form's texts in Spanish (namespace `contactForm`): the kinds of message, the rules
// (keyed as ../schema.ts names them; the limits come from CONTACT_LIMITS) and the answer to a
// message sent.
export default {
  types: {
    generalInquiry: 'Consulta general',
    bugReport: 'Reportar un error',
    suggestion: 'Sugerencia',
    partnership: 'Colaboración',
    technicalSupport: 'Soporte técnico',
  },
  invalidMessageType: 'Tipo de mensaje no válido',
  nameRequired: 'El nombre es obligatorio',
  nameTooLong: 'El nombre no puede exceder los {{nameMax}} caracteres',
  emailRequired: 'El email es obligatorio',
  emailInvalid: 'Formato de email inválido',
  emailTooLong: 'El email es demasiado largo',
  subjectRequired: 'El asunto es obligatorio',
  subjectTooShort: 'El asunto debe tener al menos {{subjectMin}} caracteres',
  subjectTooLong: 'El asunto no puede exceder los {{subjectMax}} caracteres',
  messageRequired: 'El mensaje es obligatorio',
  messageTooShort: 'El mensaje debe tener al menos {{messageMin}} caracteres',
  messageTooLong: 'El mensaje no puede exceder los {{messageMax}} caracteres',
  sent: 'Tu mensaje ha sido enviado correctamente a nuestro equipo. Te responderemos lo antes posible.',
} as const;
