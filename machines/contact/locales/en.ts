import type { Translation } from '../../texts.ts';
import type es from './es.ts';

export default {
  types: {
    generalInquiry: 'General inquiry',
    bugReport: 'Bug report',
    suggestion: 'Suggestion',
    partnership: 'Partnership',
    technicalSupport: 'Technical support',
  },
  invalidMessageType: 'Invalid message type',
  nameRequired: 'Name is required',
  nameTooLong: 'Name cannot exceed {{nameMax}} characters',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email format',
  emailTooLong: 'Email is too long',
  subjectRequired: 'Subject is required',
  subjectTooShort: 'Subject must be at least {{subjectMin}} characters',
  subjectTooLong: 'Subject cannot exceed {{subjectMax}} characters',
  messageRequired: 'Message is required',
  messageTooShort: 'Message must be at least {{messageMin}} characters',
  messageTooLong: 'Message cannot exceed {{messageMax}} characters',
  sent: 'Your message has been sent to our team. We will reply as soon as possible.',
} satisfies Translation<typeof es>;
