import type { Translation } from '../../../machines/texts.ts';
import type es from './es.ts';

export default {
  signature: '— Fútbol Trivia',
  reset: {
    subject: 'Reset your password',
    body: 'Hello,\n\nWe received a request to reset the password of your Fútbol Trivia account. Open this link to choose a new one (it expires in 1 hour and works only once):\n\n{{link}}\n\nIf you did not ask for it, ignore this message: your password will not change.',
  },
  passwordChanged: {
    subject: 'Your password was changed',
    body: 'Hello,\n\nThe password of your Fútbol Trivia account was just changed and all your sessions were signed out.\n\nIf this was not you, recover your account now with "Forgot your password?" at {{appUrl}}/login and write to us from the contact page.',
  },
  verifyEmail: {
    subject: 'Confirm your email',
    body: 'Hello,\n\nConfirm this address is yours by opening this link (it expires in 48 hours and works only once):\n\n{{link}}\n\nIf you did not create a Fútbol Trivia account or change your email, ignore this message.',
  },
  emailChanged: {
    subject: 'Your email was changed',
    body: 'Hello,\n\nThe email of your Fútbol Trivia account was changed to {{newEmail}}. If this was not you, write to us as soon as possible from {{appUrl}}/contact.',
  },
  contact: {
    subject: '[Fútbol Trivia] {{type}}: {{subject}}',
    type: 'Type: {{type}}',
    name: 'Name: {{name}}',
    email: 'Email: {{email}}',
    language: 'Language: {{language}}',
    languages: { es: 'Spanish', en: 'English' },
    number: 'Message no. {{id}}',
  },
} satisfies Translation<typeof es>;
