// The account mails (texts in the `mails` catalogue). In the player's language when it is known,
// otherwise Spanish then English. None carries a word the account's holder typed (not even the
// username): the address they go to may not be the holder's yet, and a mail to someone else must not
// say what an attacker chose.
import type { Language } from '../../contracts/language.ts';
import type { Mail } from '../mail/index.ts';
import { translator, type ServerT } from '../texts.ts';

type Texts = { subject: string; body: string };

function compose(to: string, texts: (t: ServerT) => Texts, language: Language | undefined): Mail {
  const [first, second] = (language ? [language] : (['es', 'en'] as const)).map((lang) => texts(translator(lang)));
  const signature = `\n\n${translator(language ?? 'es')('mails:signature')}`;
  if (!second) return { to, subject: first.subject, text: `${first.body}${signature}` };
  return {
    to,
    subject: `${first.subject} / ${second.subject}`,
    text: `${first.body}\n\n* * *\n\n${second.body}${signature}`,
  };
}

export const resetMail = (to: string, link: string, language?: Language): Mail =>
  compose(to, (t) => ({ subject: t('mails:reset.subject'), body: t('mails:reset.body', { link }) }), language);

export const passwordChangedMail = (to: string, appUrl: string, language?: Language): Mail =>
  compose(
    to,
    (t) => ({
      subject: t('mails:passwordChanged.subject'),
      body: t('mails:passwordChanged.body', { appUrl }),
    }),
    language,
  );

export const verifyEmailMail = (to: string, link: string, language?: Language): Mail =>
  compose(
    to,
    (t) => ({ subject: t('mails:verifyEmail.subject'), body: t('mails:verifyEmail.body', { link }) }),
    language,
  );

export const emailChangedMail = (to: string, newEmail: string, appUrl: string, language?: Language): Mail =>
  compose(
    to,
    (t) => ({
      subject: t('mails:emailChanged.subject'),
      body: t('mails:emailChanged.body', { newEmail, appUrl }),
    }),
    language,
  );
