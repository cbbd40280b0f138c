// Contact form rules of spec section 5, shared by the client (both layers) and the server.
// Issues carry a message key, not a text, so each side shows them in its own language.
import { z } from 'zod';
import type texts from './locales/es.ts';

export const MESSAGE_TYPES = ['generalInquiry', 'bugReport', 'suggestion', 'partnership', 'technicalSupport'] as const;
export type MessageType = (typeof MESSAGE_TYPES)[number];
export const DEFAULT_MESSAGE_TYPE: MessageType = 'generalInquiry';

export const CONTACT_FIELDS = ['messageType', 'name', 'email', 'subject', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactValues = Record<ContactField, string>;

export const CONTACT_LIMITS = {
  nameMax: 100,
  emailMax: 100,
  subjectMin: 5,
  subjectMax: 200,
  messageMin: 10,
  messageMax: 2000,
} as const;

// "{email}, no spaces": something@something.something, and exactly one address: none of the
// characters that separate, quote or group addresses in a mail header (",;:<>()[]\"").
const ADDRESS_PART = '[^\\s@,;:<>()[\\]\\\\"]+';
const EMAIL_PATTERN = new RegExp(`^${ADDRESS_PART}@${ADDRESS_PART}\\.${ADDRESS_PART}$`);

/** A rule's message: a key of the `contactForm` catalogue (locales/), filled with CONTACT_LIMITS. */
export type ContactErrorKey = Exclude<keyof typeof texts, 'types' | 'sent'>;
export type ContactErrors = Partial<Record<ContactField, ContactErrorKey>>;

// Checks run in the table's order (required, format, maximum, minimum); a field shows its first failure.
const text = (required: ContactErrorKey) => z.string({ error: required }).trim().min(1, { error: required });

/** First layer: the form, checked when the user submits (every rule of the table). */
export const contactFormSchema = z.object({
  messageType: z.enum(MESSAGE_TYPES, { error: 'invalidMessageType' }),
  name: text('nameRequired').max(CONTACT_LIMITS.nameMax, { error: 'nameTooLong' }),
  email: text('emailRequired')
    .regex(EMAIL_PATTERN, { error: 'emailInvalid' })
    .max(CONTACT_LIMITS.emailMax, { error: 'emailTooLong' }),
  subject: text('subjectRequired')
    .max(CONTACT_LIMITS.subjectMax, { error: 'subjectTooLong' })
    .min(CONTACT_LIMITS.subjectMin, { error: 'subjectTooShort' }),
  message: text('messageRequired')
    .max(CONTACT_LIMITS.messageMax, { error: 'messageTooLong' })
    .min(CONTACT_LIMITS.messageMin, { error: 'messageTooShort' }),
});

/** Second layer: checked again right before sending; same required, format and maximum rules, no minimums, no e-mail length limit. */
export const contactSendSchema = z.object({
  messageType: z.enum(MESSAGE_TYPES, { error: 'invalidMessageType' }),
  name: text('nameRequired').max(CONTACT_LIMITS.nameMax, { error: 'nameTooLong' }),
  email: text('emailRequired').regex(EMAIL_PATTERN, { error: 'emailInvalid' }),
  subject: text('subjectRequired').max(CONTACT_LIMITS.subjectMax, { error: 'subjectTooLong' }),
  message: text('messageRequired').max(CONTACT_LIMITS.messageMax, { error: 'messageTooLong' }),
});

export type ContactMessage = z.output<typeof contactFormSchema>;

export type ContactCheck =
  | { ok: true; data: ContactMessage }
  | { ok: false; errors: ContactErrors; first: ContactErrorKey };

/** Validates with one of the two layers and keeps the first failure of each field. */
export function checkContact(
  schema: typeof contactFormSchema | typeof contactSendSchema,
  input: unknown,
): ContactCheck {
  // Anything but an object is an empty form, so every problem is reported per field.
  const isObject = typeof input === 'object' && input !== null && !Array.isArray(input);
  const result = schema.safeParse(isObject ? input : {});
  if (result.success) return { ok: true, data: result.data };
  const errors: ContactErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as ContactField;
    errors[field] ??= issue.message as ContactErrorKey;
  }
  // Report in the form's order, so "the first error" is the topmost field.
  const first = CONTACT_FIELDS.map((field) => errors[field]).find((key) => key !== undefined)!;
  return { ok: false, errors, first };
}

export const emptyContactValues = (): ContactValues => ({
  messageType: DEFAULT_MESSAGE_TYPE,
  name: '',
  email: '',
  subject: '',
  message: '',
});
