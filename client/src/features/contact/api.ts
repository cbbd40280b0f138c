import {
  CONTACT_LIMITS,
  checkContact,
  contactSendSchema,
  type ContactValues,
} from '../../../../machines/contact/schema.ts';
import { type Language, textsOf } from '../../i18n/index.ts';
import { post } from '../../lib/api.ts';

/** Where to write when the form itself fails; the server's CONTACT_TO should match it. */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'contacto@futboltrivia.local';

/** POST /contact/send, after the second validation layer of section 5 (checked right before sending). */
export async function sendContactMessage(values: ContactValues, language: Language): Promise<void> {
  const check = checkContact(contactSendSchema, values);
  if (!check.ok)
    throw Object.assign(new Error(textsOf('contactForm')(check.first, CONTACT_LIMITS)), { code: 'VALIDATION_ERROR' });
  await post('/contact/send', { ...check.data, language });
}
