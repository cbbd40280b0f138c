// Accounts for the browser tests: create one through the API, or start a page already signed in.
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { hashToken } from '../../server/accounts/links.ts';
import { query } from './e2e-db.ts';
import { readMailDir, type CapturedMail } from './smtp-sink.ts';
import { freshUsername } from './users.ts';

export interface E2EAccount {
  token: string;
  usuario: {
    id: number;
    username: string;
    email: string;
    email_confirmado: boolean;
    email_pendiente: string | null;
    admin: boolean;
    fecha_registro: string;
  };
  password: string;
}

export const E2E_PASSWORD = 'Secreto123';

/** Registers a fresh account (unique username and e-mail unless given). */
export async function createAccount(
  request: APIRequestContext,
  overrides: Partial<{ username: string; email: string; password: string }> = {},
): Promise<E2EAccount> {
  const username = overrides.username ?? freshUsername('e2e');
  const email = overrides.email ?? `${username.toLowerCase()}@e2e.test`;
  const password = overrides.password ?? E2E_PASSWORD;
  const response = await request.post('/api/usuarios/registro', { data: { username, email, password } });
  expect(response.status(), await response.text()).toBe(201);
  const { token, usuario } = await response.json();
  return { token, usuario, password };
}

/**
 * Creates an account and stores its session in the page's tab before the first navigation, as a
 * sign-in would (keys `token` and `user`). Logging out later in the test is not undone.
 */
export async function signedIn(page: Page, overrides: Parameters<typeof createAccount>[1] = {}): Promise<E2EAccount> {
  const account = await createAccount(page.request, overrides);
  await page.addInitScript(
    ([token, user]) => {
      if (sessionStorage.getItem('e2e-session-stored')) return;
      sessionStorage.setItem('e2e-session-stored', '1');
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [account.token, JSON.stringify(account.usuario)],
  );
  return account;
}

/**
 * The links to `page` (`verificar-email`, `reset-password`) mailed to an address that `pick` chooses
 * among them, in the order received (the e2e server's SMTP sink keeps every mail), polled until it
 * chooses one.
 */
export async function mailedLink(
  email: string,
  page: string,
  pick: (links: string[]) => string | undefined | Promise<string | undefined>,
  mails: (mail: CapturedMail) => boolean = () => true,
): Promise<string> {
  const pattern = new RegExp(`https?://\\S+/${page}\\?token=[\\w-]+`);
  let link = '';
  await expect
    .poll(
      async () => {
        const links = (await readMailDir(process.env.MAIL_DIR!))
          .filter((mail) => mail.to.includes(email.toLowerCase()) && mails(mail))
          .map((mail) => pattern.exec(mail.text)?.[0] ?? '')
          .filter(Boolean);
        link = (await pick(links)) ?? '';
        return link;
      },
      { timeout: 20_000 },
    )
    .not.toBe('');
  return link;
}

/** The latest confirmation link mailed to an address. */
export const confirmationLinkFor = (email: string) =>
  mailedLink(
    email,
    'verificar-email',
    (links) => links.at(-1),
    (mail) => /Confirm/.test(mail.subject),
  );

/** The confirmation link mailed to an address whose token is still live (its hash unused in email_verifications). */
export const liveConfirmationLinkFor = (email: string) =>
  mailedLink(email, 'verificar-email', async (links) => {
    const live = new Set(
      (
        await query<{ hash: string }>(
          `select encode(token_hash, 'hex') as hash from email_verifications
            where lower(email) = lower($1) and used_at is null and token_hash is not null`,
          [email],
        )
      ).map((row) => row.hash),
    );
    return links.find((link) => live.has(hashToken(new URL(link).searchParams.get('token')!).toString('hex')));
  });

export const confirmationTokenFor = async (email: string) =>
  new URL(await confirmationLinkFor(email)).searchParams.get('token')!;
