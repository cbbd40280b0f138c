import type { Translation } from '../../../../../machines/texts.ts';
import type es from './es.ts';

export default {
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
} satisfies Translation<typeof es>;
