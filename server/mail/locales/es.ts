// The mails in Spanish (namespace `mails`): the account mails a player gets, and the contact
// form's message as the team reads it.
export default {
  signature: '— Fútbol Trivia',
  reset: {
    subject: 'Restablece tu contraseña',
    body: 'Hola:\n\nHemos recibido una solicitud para restablecer la contraseña de tu cuenta de Fútbol Trivia. Abre este enlace para elegir una nueva (caduca en 1 hora y solo sirve una vez):\n\n{{link}}\n\nSi no lo has pedido tú, ignora este mensaje: tu contraseña no cambiará.',
  },
  passwordChanged: {
    subject: 'Tu contraseña ha cambiado',
    body: 'Hola:\n\nLa contraseña de tu cuenta de Fútbol Trivia acaba de cambiar y se han cerrado todas tus sesiones.\n\nSi no has sido tú, recupera tu cuenta ahora con «¿Olvidaste tu contraseña?» en {{appUrl}}/login y escríbenos desde la página de contacto.',
  },
  verifyEmail: {
    subject: 'Confirma tu email',
    body: 'Hola:\n\nConfirma que esta dirección es tuya abriendo este enlace (caduca en 48 horas y solo sirve una vez):\n\n{{link}}\n\nSi no has creado una cuenta en Fútbol Trivia ni cambiado tu email, ignora este mensaje.',
  },
  emailChanged: {
    subject: 'Tu email ha cambiado',
    body: 'Hola:\n\nEl email de tu cuenta de Fútbol Trivia ha cambiado a {{newEmail}}. Si no has sido tú, escríbenos cuanto antes desde {{appUrl}}/contact.',
  },
  contact: {
    subject: '[Fútbol Trivia] {{type}}: {{subject}}',
    type: 'Tipo: {{type}}',
    name: 'Nombre: {{name}}',
    email: 'Email: {{email}}',
    language: 'Idioma: {{language}}',
    languages: { es: 'español', en: 'inglés' },
    number: 'Mensaje n.º {{id}}',
  },
} as const;
