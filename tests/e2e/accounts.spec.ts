import AxeBuilder from '@axe-core/playwright';
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  confirmationLinkFor,
  createAccount,
  liveConfirmationLinkFor,
  mailedLink,
  signedIn,
} from '../helpers/e2e-accounts.ts';
import { freshUsername } from '../helpers/users.ts';

/**
 * The latest recovery link mailed to an address. Found among every mail to it, not in its last one:
 * the notice of an earlier password change goes through another queue and may arrive after it.
 */
const resetLinkFor = (email: string) => mailedLink(email, 'reset-password', (links) => links.at(-1));

async function openMenuItem(page: Page, name: string | RegExp) {
  await page.getByTestId('menu-toggle').click();
  await page
    .getByTestId('menu-panel')
    .getByRole('button', { name })
    .or(page.getByTestId('menu-panel').getByRole('link', { name }))
    .click();
}

async function expectNoSeriousAxeIssue(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual(
    [],
  );
}

test('a player registers, manages the account, recovers the password by e-mail and deletes the account', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const username = freshUsername('Fan', 4);
  const email = `${username.toLowerCase()}@e2e.test`;

  // Register: then signed in and taken to /login (spec section 4).
  await page.goto('/registro');
  await page.locator('#register-username').fill(username);
  await page.locator('#register-email').fill(email);
  await page.locator('#register-password').fill('Primera111');
  await page.locator('#register-confirm').fill('Primera111');
  await page.getByTestId('register-submit').click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('user-badge')).toContainText(username);
  // A welcome, not the sign-in page: the account exists, a confirmation mail went out, Play now.
  const welcome = page.getByTestId('registered');
  await expect(welcome.getByRole('heading', { level: 1 })).toHaveText('¡Tu cuenta está creada!');
  await expect(welcome).toContainText(username);
  await expect(welcome).toContainText(`Te hemos enviado un correo para confirmar tu dirección a ${email}`);
  await expect(welcome.getByTestId('registered-play')).toHaveAttribute('href', '/juego');
  // Back on /login later, a signed-in player is told who they are.
  await page.goto('/about');
  await page.goto('/login');
  await expect(page.getByTestId('login-signed-in')).toContainText(username);

  // The profile: account, no stats yet, and a password change.
  await page.getByTestId('user-badge').click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByTestId('profile-username')).toHaveText(username);
  await expect(page.getByTestId('profile-email')).toHaveText(email);
  await expect(page.getByTestId('profile-member-since')).toContainText(String(new Date().getFullYear()));
  await expect(page.getByTestId('profile-no-stats')).toHaveText('Aún no hay estadísticas. ¡Juega más partidas!');
  await page.getByTestId('settings-password').getByRole('button', { name: 'Cambiar contraseña' }).click();
  await page.locator('#profile-current-password').fill('Primera111');
  await page.locator('#profile-new-password').fill('Segunda222');
  await page.locator('#profile-confirm-password').fill('Segunda222');
  await page.getByTestId('change-password-form').getByRole('button', { name: 'Actualizar contraseña' }).click();
  await expect(page.getByTestId('change-password-form').getByRole('status')).toHaveText(
    'Contraseña actualizada correctamente.',
  );
  await expect(page.locator('#profile-new-password')).toHaveValue('');
  // The fresh token keeps this session going.
  await page.reload();
  await expect(page.getByTestId('profile-username')).toHaveText(username);

  // Log out: the server ends the token too (a copy of it is worth nothing now).
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(
    (await page.request.get('/api/usuarios/perfil', { headers: { authorization: `Bearer ${token}` } })).status(),
  ).toBe(200);
  await openMenuItem(page, 'Cerrar sesión');
  await expect(page.getByTestId('login-button')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect
    .poll(async () =>
      (await page.request.get('/api/usuarios/perfil', { headers: { authorization: `Bearer ${token}` } })).status(),
    )
    .toBe(401);

  // Recover the password through the link in the mail.
  await page.goto('/login');
  await page.getByTestId('forgot-open').click();
  await page.locator('#forgot-email').fill(`  ${email} `);
  await page.getByTestId('forgot-submit').click();
  await expect(page.getByTestId('forgot-sent')).toHaveText(
    'Si el email está registrado, recibirás un enlace para restablecer tu contraseña.',
  );
  await expect(page.getByTestId('forgot-modal')).toBeHidden({ timeout: 6000 });
  const link = await resetLinkFor(email);
  expect(new URL(link).origin).toBe(new URL(page.url()).origin);
  await page.goto(link);
  await expect(page.getByTestId('reset-form')).toContainText(`Hola, ${username}`);
  await page.locator('#reset-password').fill('Tercera333');
  await page.locator('#reset-confirm').fill('Tercera333');
  await page.getByTestId('reset-submit').click();
  await expect(page.getByTestId('reset-success')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 6000 });

  // Sign in with the new password: home, with the badge.
  await page.locator('#login-email').fill(username);
  await page.locator('#login-password').fill('Tercera333');
  await page.getByTestId('login-submit').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-badge')).toContainText(username);

  // Delete the account.
  await page.goto('/profile');
  await page.getByTestId('settings-delete').getByRole('button', { name: 'Eliminar cuenta' }).click();
  await page.locator('#profile-delete-password').fill('Tercera333');
  await page.locator('#profile-delete-confirmation').fill('ELIMINAR MI CUENTA');
  await page.getByTestId('delete-account-form').getByRole('button', { name: 'Eliminar mi cuenta' }).click();
  await expect(page.getByTestId('delete-confirm')).toBeVisible();
  // The keyboard lands on the safe choice.
  await expect(page.getByTestId('delete-confirm').getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await page.getByTestId('delete-accept').click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('login-button')).toBeVisible();
  expect(await page.evaluate(() => [localStorage.getItem('token'), localStorage.getItem('user')])).toEqual([
    null,
    null,
  ]);

  // The account is gone.
  await page.goto('/login');
  await page.locator('#login-email').fill(email);
  await page.locator('#login-password').fill('Tercera333');
  await page.getByTestId('login-submit').click();
  await expect(page.locator('#login-password')).toHaveAccessibleDescription('Credenciales inválidas');
});

test.describe('login and register forms', () => {
  test('invalid fields keep what was typed, each rule whole under its field, in the current language, until corrected', async ({
    page,
  }) => {
    await page.goto('/login');
    await page.getByTestId('lang-toggle').click();
    const email = page.locator('#login-email');
    const password = page.locator('#login-password');
    await email.fill('two words');
    await password.fill('abc');
    await page.getByTestId('login-submit').click();
    const rule = 'Enter a valid email or username (no spaces, 3-20 characters)';
    await expect(email).toHaveValue('two words');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveAccessibleDescription(rule);
    await expect(page.locator('#login-email-error')).toHaveText(rule);
    await expect(email).toHaveAttribute('placeholder', 'you@email.com or your username');
    await expect(password).toHaveValue('abc');
    await expect(password).toHaveAccessibleDescription('Min. 6 characters.');
    // The first field in error has the focus, so a screen reader reads its rule at once.
    await expect(email).toBeFocused();

    // The errors follow the language; a field's error goes once it is right, the others stay.
    await page.getByTestId('lang-toggle').click();
    await expect(password).toHaveAccessibleDescription('Mín. 6 caracteres.');
    await password.fill('abcdef');
    await expect(password).toHaveAccessibleDescription('Necesita mayúscula, minúscula y número.');
    await password.fill('Abcdef12');
    await expect(password).not.toHaveAttribute('aria-invalid');
    await expect(page.locator('#login-password-error')).toHaveCount(0);
    await expect(email).toHaveAccessibleDescription(
      'Introduce un email o nombre de usuario válido (sin espacios, 3-20 caracteres)',
    );
  });

  test('a wrong password clears only the password and says so once for both fields; the password field toggles visibility', async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    await page.goto('/login');
    await page.locator('#login-email').fill(account.usuario.email);
    await page.locator('#login-password').fill('Wrong1234');
    await expect(page.locator('#login-password')).toHaveAttribute('type', 'password');
    await page.getByTestId('login-password-toggle').click();
    await expect(page.locator('#login-password')).toHaveAttribute('type', 'text');
    await page.getByTestId('login-submit').click();
    await expect(page.locator('#login-password')).toHaveAccessibleDescription('Credenciales inválidas');
    await expect(page.locator('#login-email')).toHaveAccessibleDescription('Credenciales inválidas');
    await expect(page.locator('#login-email')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.locator('.field-error')).toHaveText(['Credenciales inválidas']);
    await expect(page.locator('#login-email')).toHaveValue(account.usuario.email);
    await expect(page.locator('#login-password')).toHaveValue('');
    await expect(page.locator('#login-password')).toBeFocused();
  });

  test('a registration with every field wrong keeps every value and says what each field needs', async ({ page }) => {
    await page.goto('/registro');
    const values = { username: 'a b', email: 'no-es-un-email', password: 'corta', confirm: 'otra' };
    for (const [field, value] of Object.entries(values)) await page.locator(`#register-${field}`).fill(value);
    await page.getByTestId('register-submit').click();
    const rules = {
      username: 'Solo se permiten letras y números.',
      email: 'El email no es válido.',
      password: 'La contraseña debe tener al menos 6 caracteres.',
      confirm: 'Las contraseñas no coinciden.',
    };
    for (const [field, rule] of Object.entries(rules)) {
      const input = page.locator(`#register-${field}`);
      await expect(input, field).toHaveValue(values[field as keyof typeof values]);
      await expect(input, field).toHaveAccessibleDescription(rule);
      await expect(page.locator(`#register-${field}-error`), field).toHaveText(rule);
    }
  });

  test('registering a taken e-mail or username shows it on that field', async ({ page, request }) => {
    const account = await createAccount(request);
    await page.goto('/registro');
    await page.locator('#register-username').fill(account.usuario.username.toUpperCase());
    await page.locator('#register-email').fill(`other-${account.usuario.email}`);
    await page.locator('#register-password').fill('Barca2024');
    await page.locator('#register-confirm').fill('Barca2024');
    await page.getByTestId('register-submit').click();
    await expect(page.locator('#register-username')).toHaveAccessibleDescription(
      'Este nombre de usuario ya está en uso.',
    );
    await page.locator('#register-username').fill(`n${account.usuario.username}`.slice(0, 20));
    await expect(page.locator('#register-username')).not.toHaveAttribute('aria-invalid');
    await page.locator('#register-email').fill(account.usuario.email);
    await page.getByTestId('register-submit').click();
    await expect(page.locator('#register-email')).toHaveAccessibleDescription('El email ya está registrado');
  });

  test('a look-alike username (Cyrillic letters in a Latin name) is refused on its field, saying why', async ({
    page,
  }) => {
    await page.goto('/registro');
    await page.locator('#register-username').fill('\u0422\u0435ster2024');
    await page.locator('#register-email').fill(`lookalike-${Date.now()}@e2e.test`);
    await page.locator('#register-password').fill('Barca2024');
    await page.locator('#register-confirm').fill('Barca2024');
    await page.getByTestId('register-submit').click();
    await expect(page.locator('#register-username')).toHaveAccessibleDescription(
      'Ese nombre lleva caracteres invisibles, formas especiales o letras de alfabetos mezclados que lo harían pasar por otro. Escríbelo con letras normales de un solo alfabeto.',
    );
    await expect(page.locator('#register-username')).toHaveAttribute('aria-invalid', 'true');
  });

  test('the login and register menus link to the alternate Spanish paths, which land on their pages', async ({
    page,
  }) => {
    for (const path of ['/login', '/registro']) {
      await page.goto(path);
      await page.getByTestId('menu-toggle').click();
      await expect(page.getByTestId('menu-panel').locator('a[href="/acerca-de"]')).toBeVisible();
      await expect(page.getByTestId('menu-panel').locator('a[href="/como-jugar"]')).toBeVisible();
    }
    await page.getByTestId('menu-panel').locator('a[href="/como-jugar"]').click();
    await expect(page).toHaveURL(/\/how-to-play$/);
  });

  test('login, register and reset pages have no serious accessibility issue', async ({ page }) => {
    for (const path of ['/login', '/registro', '/reset-password?token=nope']) {
      await page.goto(path);
      await expect(page.locator('main h1')).toBeVisible();
      await expectNoSeriousAxeIssue(page);
    }
  });
});

test.describe('password recovery', () => {
  test('a link that is not valid shows the invalid state with a way back to /login, in English too', async ({
    page,
  }) => {
    await page.goto('/reset-password?token=not-a-real-token');
    await expect(page.getByTestId('reset-invalid')).toContainText('Token inválido o expirado');
    await page.getByTestId('lang-toggle').click();
    await expect(page.getByTestId('reset-invalid')).toContainText(
      'The password recovery link is invalid or has expired.',
    );
    await expect(page.getByTestId('reset-invalid')).toContainText('Request a new recovery link.');
    await page.getByTestId('reset-invalid').getByRole('link').click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the forgot-password modal validates the e-mail and says the English sent text', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByTestId('forgot-open')).toBeVisible();
    // English arrives late (a slow network): a check made before it is in says its message in the
    // language of the moment, then in English once the page switches.
    await page.route('**/assets/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 3000));
      await route.continue();
    });
    await page.getByTestId('lang-toggle').click();
    await page.getByTestId('forgot-open').click();
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-modal')).toContainText('Please enter your email.');
    await page.locator('#forgot-email').fill('nobody@e2e.test');
    await page.getByTestId('forgot-submit').click();
    await expect(page.getByTestId('forgot-sent')).toHaveText('Link sent! Check your inbox.');
  });
});

test.describe('the profile', () => {
  test('a stored session ended elsewhere is signed out by the check that follows the first paint', async ({ page }) => {
    const account = await signedIn(page);
    // The password changed on another device: this browser's token is worth nothing now.
    const changed = await page.request.put('/api/profile/change-password', {
      headers: { authorization: `Bearer ${account.token}` },
      data: { passwordActual: account.password, nuevaPassword: 'Otra12345' },
    });
    expect(changed.status()).toBe(200);
    await page.goto('/past-games');
    await expect(page.getByTestId('login-button')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });

  test("a stored session the server accepts is checked without loading the session's machine", async ({ page }) => {
    await signedIn(page);
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const check = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/usuarios/perfil');
    await page.goto('/past-games');
    expect((await check).status()).toBe(200);
    await expect(page.getByTestId('login-button')).toBeHidden();
    // The machine (and XState) load with a sign-out, a sign-in or a refused token, not to hear "yes".
    expect(scripts.filter((script) => /\/(session-actor|xstate)-/.test(script))).toEqual([]);
    expect(scripts.some((script) => /\/index-/.test(script))).toBe(true);
  });

  test('a signed-out visitor is sent to /login', async ({ page }) => {
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('the mailed link confirms the address on /verificar-email, the profile says so, and a second opening says the link is spent', async ({
    page,
  }) => {
    const account = await signedIn(page);
    await page.goto('/profile');
    const status = page.getByTestId('email-status');
    await expect(status).toHaveAttribute('data-confirmed', 'false');
    await expect(status).toContainText('Sin confirmar');
    await page.getByTestId('email-resend').click();
    await expect(status.getByRole('status')).toHaveText('Te hemos enviado un enlace nuevo. Caduca en 48 horas.');

    const link = await confirmationLinkFor(account.usuario.email);
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await page.goto(link);
    await expect(page.getByTestId('verify-email')).toHaveAttribute('data-outcome', 'confirmed');
    await expect(page.getByTestId('verify-email').getByRole('status')).toHaveText('¡Listo! Tu email está confirmado.');
    await page.getByTestId('verify-email').getByRole('link', { name: 'Ir a tu perfil' }).click();
    await expect(page.getByTestId('email-status')).toHaveAttribute('data-confirmed', 'true');
    // Words and a drawn mark, not colour alone.
    await expect(page.getByTestId('email-status')).toHaveText('Confirmado');
    await expect(page.getByTestId('email-status').locator('svg')).toHaveCount(1);

    await page.evaluate(() => localStorage.setItem('lang', 'en'));
    await page.goto(link);
    await expect(page.getByTestId('verify-email')).toHaveAttribute('data-outcome', 'invalid');
    await expect(page.getByTestId('verify-email').getByRole('alert')).toContainText(
      'This confirmation link is not valid',
    );
    await expectNoSeriousAxeIssue(page);
  });

  test('statistics show six cards, the export downloads the data, and the page has no serious accessibility issue', async ({
    page,
  }) => {
    const account = await signedIn(page);
    await page.route('**/api/partidas/estadisticas-usuario', (route) =>
      route.fulfill({
        json: {
          total_partidas: 12,
          tiempo_promedio: 75.4,
          estrellas_promedio: 2.25,
          puntuacion_promedio: 987.6,
          intentos_promedio: 2.5,
          pistas_promedio: 0.75,
          partidas_ganadas: 10,
          porcentaje_victorias: 83,
          racha_actual: 2,
          mejor_racha: 4,
          distribucion_intentos: { victorias_por_intentos: { 1: 1, 2: 4, 3: 3, 4: 1, 5: 1 }, derrotas: 2 },
        },
      }),
    );
    await page.goto('/profile');
    await expect(page.getByTestId('profile-stats').locator('.profile-stat-card')).toHaveCount(6);
    await expect(page.getByTestId('stat-totalGames')).toContainText('12');
    await expect(page.getByTestId('stat-averageTime')).toContainText('1:15');
    await expect(page.getByTestId('stat-averageStars')).toContainText('2,3');
    await expect(page.getByTestId('stat-averageScore')).toContainText('988');
    await expectNoSeriousAxeIssue(page);

    const download = page.waitForEvent('download');
    await page.getByTestId('profile-export').click();
    const data = JSON.parse(await readFile(await (await download).path(), 'utf8'));
    expect(data.account).toEqual({ ...account.usuario, idioma: 'es' });
  });

  test("while the profile loads, the account shows as this browser knows it, and the server's copy then replaces it", async ({
    page,
  }) => {
    const account = await signedIn(page);
    // This browser's copy is behind: the address changed elsewhere.
    await page.addInitScript(
      (user) => {
        if (sessionStorage.getItem('e2e-stale-user')) return;
        sessionStorage.setItem('e2e-stale-user', '1');
        localStorage.setItem('user', user);
      },
      JSON.stringify({ ...account.usuario, email: 'antes@e2e.test' }),
    );
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    // The server's copy comes with the profile and with the session's check: both wait.
    for (const call of ['**/api/profile', '**/api/usuarios/perfil'])
      await page.route(call, async (route) => {
        await held;
        await route.fallback();
      });
    await page.goto('/profile');
    await expect(page.getByTestId('profile-username')).toHaveText(account.usuario.username);
    await expect(page.getByTestId('profile-email')).toHaveText('antes@e2e.test');
    await expect(page.getByTestId('profile-member-since')).toContainText(String(new Date().getFullYear()));
    await expect(page.getByTestId('profile-export')).toBeHidden();
    answer();
    await expect(page.getByTestId('profile-email')).toHaveText(account.usuario.email);
    await expect(page.getByTestId('profile-export')).toBeVisible();
  });

  test('a long e-mail gets the long style; when the profile fails to load, a banner offers a retry', async ({
    page,
  }) => {
    await signedIn(page, { email: `a-very-long-address-${Date.now()}@e2e.test` });
    let fail = true;
    await page.route('**/api/profile', (route) =>
      fail ? route.fulfill({ status: 500, json: { error: 'x', message: 'x', code: 'x' } }) : route.fallback(),
    );
    await page.goto('/profile');
    await expect(page.getByTestId('profile-error')).toContainText('Error al cargar el perfil');
    fail = false;
    await page.getByTestId('profile-error').getByRole('button').click();
    await expect(page.getByTestId('profile-email')).toHaveClass(/long-email/);
  });

  test('a new e-mail waits as pending (send again, cancel) and becomes the account’s when its link is opened', async ({
    page,
  }, testInfo) => {
    const account = await signedIn(page);
    const next = `pending-${account.usuario.email}`;
    await page.goto('/profile');
    const ask = async (address: string) => {
      await page.getByTestId('settings-email').getByRole('button', { name: 'Cambiar email' }).click();
      await page.locator('#profile-new-email').fill(address);
      await page.locator('#profile-email-password').fill(account.password);
      await page.getByTestId('change-email-form').getByRole('button', { name: 'Actualizar email' }).click();
    };
    await ask(next);
    await expect(page.getByTestId('change-email-form').getByRole('status')).toHaveText(
      'Te hemos enviado un enlace al nuevo email. Tu email cambiará cuando lo abras.',
    );
    // The account's address stays; the new one shows as pending, in words and a mark.
    await expect(page.getByTestId('profile-email')).toHaveText(account.usuario.email);
    await expect(page.getByTestId('email-pending-address')).toHaveText(next);
    await expect(page.getByTestId('email-pending')).toContainText('Pendiente: tu email cambiará a esta dirección');
    await page.screenshot({ path: testInfo.outputPath('pending-email-desktop.png'), fullPage: false });
    await page.getByTestId('email-pending-resend').click();
    await expect(page.getByTestId('email-pending').getByRole('status')).toHaveText(
      'Te hemos enviado un enlace nuevo. Caduca en 48 horas.',
    );
    await page.getByTestId('email-pending-cancel').click();
    await expect(page.getByTestId('email-pending')).toBeHidden();
    await expect(page.getByTestId('profile-email')).toHaveText(account.usuario.email);

    // Asked again, and confirmed from the mail: the address is the new one and this browser stays signed in.
    await page.reload();
    await ask(next);
    await expect(page.getByTestId('email-pending-address')).toHaveText(next);
    await page.setViewportSize({ width: 360, height: 800 });
    await page.getByTestId('email-pending').scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath('pending-email-360.png'), fullPage: false });
    // The second request's link: the earlier ones died with the cancel, and their mails (if sent at all)
    // may still arrive meanwhile, in any order (two mail workers), so the live link is told by its token.
    await page.goto(await liveConfirmationLinkFor(next));
    await expect(page.getByTestId('verify-email')).toHaveAttribute('data-outcome', 'confirmed');
    await page.getByTestId('verify-email').getByRole('link', { name: 'Ir a tu perfil' }).click();
    await expect(page.getByTestId('profile-email')).toHaveText(next);
    await expect(page.getByTestId('email-pending')).toBeHidden();
    await expect(page.getByTestId('email-status')).toHaveAttribute('data-confirmed', 'true');
  });

  test('wrong passwords in the settings show the section 8 texts', async ({ page }) => {
    await signedIn(page);
    await page.goto('/profile');
    await page.getByTestId('settings-email').getByRole('button', { name: 'Cambiar email' }).click();
    await page.locator('#profile-new-email').fill('otra@e2e.test');
    await page.locator('#profile-email-password').fill('Wrong1234');
    await page.getByTestId('change-email-form').getByRole('button', { name: 'Actualizar email' }).click();
    await expect(page.getByTestId('change-email-form').getByRole('alert')).toHaveText(
      'La contraseña actual es incorrecta',
    );
    await page.getByTestId('settings-delete').getByRole('button', { name: 'Eliminar cuenta' }).click();
    await page.locator('#profile-delete-password').fill('Wrong1234');
    await page.locator('#profile-delete-confirmation').fill('borrar');
    await page.getByTestId('delete-account-form').getByRole('button', { name: 'Eliminar mi cuenta' }).click();
    await expect(page.getByTestId('delete-account-form').getByRole('alert')).toContainText(
      'El texto de confirmación no coincide',
    );
    await expect(page.getByTestId('delete-confirm')).toBeHidden();
  });
});
