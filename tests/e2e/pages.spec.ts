// The home, information, legal and contact pages, in Spanish and in English (issue 6).
import { expect, test, type Page } from '@playwright/test';
import aboutEn from '../../client/src/features/about/locales/en.ts';
import aboutEs from '../../client/src/features/about/locales/es.ts';
import contactEn from '../../client/src/features/contact/locales/en.ts';
import contactEs from '../../client/src/features/contact/locales/es.ts';
import faqEn from '../../client/src/features/faq/locales/en.ts';
import faqEs from '../../client/src/features/faq/locales/es.ts';
import homeEn from '../../client/src/features/home/locales/en.ts';
import homeEs from '../../client/src/features/home/locales/es.ts';
import howToPlayEn from '../../client/src/features/how-to-play/locales/en.ts';
import howToPlayEs from '../../client/src/features/how-to-play/locales/es.ts';
import legalEn from '../../client/src/features/legal/locales/en.ts';
import legalEs from '../../client/src/features/legal/locales/es.ts';
import contactFormEn from '../../machines/contact/locales/en.ts';
import contactFormEs from '../../machines/contact/locales/es.ts';
import { createAccount } from '../helpers/e2e-accounts.ts';
import { loseGame, openGame } from '../helpers/e2e-game.ts';
import { readMailDir } from '../helpers/smtp-sink.ts';

type Language = 'es' | 'en';
const LANGUAGES: Language[] = ['es', 'en'];

// Each page's texts in both languages, as its catalogues hold them.
const about = { es: aboutEs, en: aboutEn };
const contact = { es: contactEs, en: contactEn };
const faq = { es: faqEs, en: faqEn };
const home = { es: homeEs, en: homeEn };
const howToPlay = { es: howToPlayEs, en: howToPlayEn };
const legal = { es: legalEs, en: legalEn };

const field = (page: Page, name: string) => page.locator(`#contact-${name}`);

async function open(page: Page, path: string, language: Language) {
  await page.addInitScript((lang) => localStorage.setItem('lang', lang), language);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

for (const lang of LANGUAGES) {
  test.describe(`in ${lang}`, () => {
    test('home: hero with Play Now, the three colour examples, the register call to action and reserved ad slots', async ({
      page,
    }) => {
      const external: string[] = [];
      page.on('request', (request) => {
        if (!new URL(request.url()).hostname.match(/^(127\.0\.0\.1|localhost)$/)) external.push(request.url());
      });
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, '/', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fútbol Trivia');
      await expect(page.getByText(home[lang].hero.subtitle)).toBeVisible();
      await expect(page.getByTestId('play-now')).toHaveText(lang === 'es' ? 'Jugar ahora' : 'Play Now');

      const rules = page.getByTestId('home-rules');
      for (const status of ['correct', 'present', 'absent'] as const) {
        const example = rules.getByRole('img', { name: home[lang].rules[status].label });
        await expect(example).toBeVisible();
        // Colour is never the only signal: the evaluated tile carries a visible mark.
        await expect(example.locator('.tile-mark')).toHaveText({ correct: '✓', present: '↔', absent: '✕' }[status]);
      }

      const account = page.getByTestId('home-account');
      await expect(account.getByRole('heading', { level: 3 })).toHaveText(
        (['history', 'pastGames', 'rankings', 'languages'] as const).map((key) => home[lang].account[key].title),
      );
      for (const side of ['left', 'right']) {
        await expect(page.getByTestId(`ad-slot-${side}`)).toContainText(lang === 'es' ? 'Publicidad' : 'Advertisement');
      }
      await expect(page.getByTestId('admin-debug-slot')).toHaveCount(0);
      expect(external, 'no third-party request without an ad client').toEqual([]);

      await expect(page.getByTestId('register-cta')).toHaveText(home[lang].account.register);
      await page.getByTestId('register-cta').click();
      await expect(page).toHaveURL(/\/registro$/);
    });

    test('how to play: 7 numbered rules, 3 examples and the scoring in use with the star ratings', async ({ page }) => {
      await open(page, '/how-to-play', lang);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'es' ? 'Cómo jugar' : 'How to play');
      await expect(page.getByTestId('htp-rules').locator('> li')).toHaveCount(7);
      await expect(page.getByTestId('htp-rules')).toContainText(
        lang === 'es' ? 'Tienes 5 intentos' : 'You have 5 attempts',
      );
      await expect(page.getByTestId('htp-rules')).toContainText(
        lang === 'es' ? 'hasta 3 por partida' : 'up to 3 per game',
      );
      const examples = page.getByTestId('htp-examples');
      await expect(examples.getByRole('img')).toHaveCount(3);
      for (const status of ['correct', 'present', 'absent'] as const) {
        await expect(examples.getByRole('img', { name: howToPlay[lang].examples[status].label })).toBeVisible();
        await expect(examples.locator(`.tile-${status}`)).toHaveCount(1);
      }
      await expect(examples.getByRole('img').nth(0).locator('.tile')).toHaveText(['P✓', 'E', 'D', 'R', 'I']);

      // The figures of the scoring code (section 9), not the outdated help text (+300 perfect, up to +200 speed).
      const number = (n: number) => n.toLocaleString(lang === 'en' ? 'en-US' : 'es-ES');
      const scoring = page.getByTestId('htp-scoring');
      await expect(scoring).toContainText(number(1000));
      await expect(page.getByTestId('attempt-penalties').locator('tbody td')).toHaveText([
        '−60',
        '−85',
        '−110',
        '−135',
      ]);
      await expect(page.getByTestId('time-penalties').locator('tbody tr')).toHaveCount(5);
      await expect(page.getByTestId('time-penalties').locator('tbody tr').nth(1)).toContainText('−(20 + 3 × (t − 20))');
      for (const figure of ['−100', '+150', '+50', '+25', '+10', '+5', '−120', '−175'])
        await expect(scoring).toContainText(figure);
      await expect(scoring).not.toContainText('+300');
      await expect(scoring).not.toContainText('+200');
      const stars = page.getByTestId('star-descriptions').locator('> li');
      await expect(stars).toHaveCount(4);
      await expect(stars.nth(0)).toContainText(number(1200));
      await expect(stars.nth(1)).toContainText('800');
      await expect(stars.nth(2)).toContainText('400');
      await expect(stars.nth(0).getByRole('img')).toHaveAccessibleName(
        lang === 'es' ? '3 de 3 estrellas' : '3 out of 3 stars',
      );
    });

    test('FAQ: 8 items that open independently with +/- toggles, and the box that leads to contact', async ({
      page,
    }) => {
      await open(page, '/faq', lang);
      const questions = page.getByTestId('faq-list').getByRole('button');
      await expect(questions).toHaveCount(8);
      await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText(faq[lang].items[0].a)).toBeHidden();

      await questions.nth(0).click();
      await questions.nth(3).click();
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'true');
      await expect(questions.nth(3)).toHaveAttribute('aria-expanded', 'true');
      await expect(questions.nth(0).locator('.faq-toggle')).toHaveText('−');
      await expect(questions.nth(1).locator('.faq-toggle')).toHaveText('+');
      await expect(page.getByText(faq[lang].items[0].a)).toBeVisible();
      await expect(page.getByText(faq[lang].items[3].a)).toBeVisible();

      await questions.nth(0).press('Enter');
      await expect(questions.nth(0)).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByText(faq[lang].items[0].a)).toBeHidden();
      await expect(page.getByText(faq[lang].items[3].a)).toBeVisible();

      await page.getByRole('heading', { name: faq[lang].still.title }).waitFor();
      await page.getByRole('main').getByRole('link', { name: faq[lang].still.button }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });

    test('about: origin, the ads and donations cards, mission, the coming-soon leaderboard with a link to the live one, thanks', async ({
      page,
    }) => {
      await open(page, '/about', lang);
      const main = page.getByRole('main');
      for (const title of [
        about[lang].origin.title,
        about[lang].sustain.title,
        about[lang].mission.title,
        about[lang].leaderboard.title,
        about[lang].thanks.title,
      ]) {
        await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
      }
      await expect(page.getByTestId('about-ads')).toContainText(about[lang].sustain.ads.title);
      const donate = page.getByTestId('about-donations').getByRole('link');
      await expect(donate).toHaveAttribute('target', '_blank');
      await expect(donate).toHaveAttribute('rel', /noopener/);
      await expect(page.getByTestId('about-leaderboard').locator('li')).toHaveText(about[lang].leaderboard.items);
      await page.getByTestId('about-leaderboard').getByRole('link', { name: about[lang].leaderboard.link }).click();
      await expect(page).toHaveURL(/\/leaderboard$/);
    });

    test('privacy policy: today as last updated, every section, the export right, left ad slot and the contact button', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1280, height: 900 });
      await open(page, '/privacy-policy', lang);
      const today = new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'es-ES', { dateStyle: 'long' }).format(
        new Date(),
      );
      await expect(page.getByTestId('last-updated')).toHaveText(legal[lang].lastUpdated.replace('{{date}}', today));
      for (const section of legal[lang].privacy.sections) {
        await expect(page.getByTestId(`legal-${section.id}`).getByRole('heading')).toHaveText(section.title);
      }
      await expect(page.getByTestId('legal-cookies').locator('li')).toHaveCount(4);
      await expect(page.getByTestId('legal-rights').locator('li')).toHaveCount(5);
      await expect(page.getByTestId('legal-rights')).toContainText(
        lang === 'es' ? 'botón de exportación de tu perfil' : 'export button in your profile',
      );
      await expect(page.getByTestId('legal-security')).toContainText('HTTPS');
      await expect(page.getByTestId('ad-slot-left')).toBeVisible();
      await page.getByTestId('legal-contact').getByRole('link', { name: legal[lang].contactButton }).click();
      await expect(page).toHaveURL(/\/contact$/);
    });

    test('terms: 13 sections with the age, parental consent, Spanish law, no affiliation and account deletion', async ({
      page,
    }) => {
      await open(page, '/terms', lang);
      const headings = page.getByRole('main').getByRole('heading', { level: 2 });
      await expect(headings).toHaveCount(13);
      await expect(headings).toHaveText(legal[lang].terms.sections.map((s) => s.title));
      const es = lang === 'es';
      await expect(page.getByTestId('legal-age')).toContainText(es ? 'al menos 13 años' : 'at least 13 years old');
      await expect(page.getByTestId('legal-age')).toContainText(es ? 'menos de 18 años' : 'under 18');
      await expect(page.getByTestId('legal-law')).toContainText(es ? 'ley española' : 'Spanish law');
      await expect(page.getByTestId('legal-affiliation')).toContainText('LaLiga');
      await expect(page.getByTestId('legal-termination')).toContainText(
        es ? 'ajustes de tu perfil' : 'profile settings',
      );
      await expect(page.getByTestId('legal-termination')).toContainText(es ? 'formulario de contacto' : 'contact form');
    });

    test('cookie policy: every key the product stores with its purpose and lifetime, local storage only, browser settings in a new tab', async ({
      page,
    }) => {
      await open(page, '/cookies', lang);
      const rows = page.getByTestId('cookie-table').locator('tbody tr');
      const date = lang === 'es' ? 'AAAA-MM-DD' : 'YYYY-MM-DD';
      await expect(rows.locator('th')).toHaveText([
        'token',
        'user',
        'lang',
        'theme',
        'contrast',
        'futboltrivia_anon_id',
        'futboltrivia_daily_game',
        'futboltrivia_history',
        'futboltrivia_debug_mode',
        'futboltrivia_hard_mode',
        'futboltrivia_game_day',
        'ultima_fecha_verificada',
        `pregunta_diaria_${date}`,
      ]);
      await expect(rows.filter({ hasText: 'futboltrivia_daily_game' }).locator('td').nth(1)).toHaveText(
        lang === 'es' ? 'Hasta el cambio de día (00:00, hora de Madrid)' : 'Until the day changes (00:00, Madrid time)',
      );
      for (const row of await rows.all()) await expect(row.locator('td')).toHaveText([/\S/, /\S/, /\S/]);
      await expect(page.getByTestId('cookies-storage')).toContainText('localStorage');
      const browsers = page.getByTestId('browser-links').getByRole('link');
      await expect(browsers).toHaveCount(4);
      for (const name of ['Chrome', 'Firefox', 'Safari', 'Edge']) {
        const link = browsers.filter({ hasText: name });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('href', /^https:\/\//);
      }
    });

    test('contact: required fields, the five message types, errors under their fields until corrected, and the what-to-expect block', async ({
      page,
    }) => {
      await open(page, '/contact', lang);
      const texts = contact[lang];
      for (const name of ['messageType', 'name', 'email', 'subject', 'message'] as const) {
        await expect(page.locator(`label[for="contact-${name}"]`)).toContainText(`${texts.fields[name]} *`);
        await expect(field(page, name)).toHaveAccessibleName(`${texts.fields[name]} ${texts.required}`);
      }
      const select = field(page, 'messageType');
      await expect(select).toHaveValue('generalInquiry');
      await expect(select.locator('option')).toHaveText(
        (['generalInquiry', 'bugReport', 'suggestion', 'partnership', 'technicalSupport'] as const).map(
          (type) => (lang === 'es' ? contactFormEs : contactFormEn).types[type],
        ),
      );
      await expect(field(page, 'message')).toHaveAttribute('rows', '4');

      const email = field(page, 'email');
      const subject = field(page, 'subject');
      await field(page, 'name').fill('Ana');
      await email.fill('ana@');
      await subject.fill('Hola');
      await page.getByTestId('contact-submit').click();
      await expect(page.getByRole('alert')).toHaveText(
        lang === 'es'
          ? 'Por favor, revisa los errores del formulario e inténtalo de nuevo.'
          : 'Please check the form errors and try again.',
      );
      // What was typed stays; each field's rule is written under it and tied to it.
      await expect(email).toHaveValue('ana@');
      await expect(email).toHaveAttribute('placeholder', texts.placeholders.email);
      await expect(email).toHaveAccessibleDescription(
        lang === 'es' ? 'Formato de email inválido' : 'Invalid email format',
      );
      await expect(page.locator('#contact-email-error')).toBeVisible();
      await expect(subject).toHaveValue('Hola');
      await expect(subject).toHaveAccessibleDescription(
        lang === 'es' ? 'El asunto debe tener al menos 5 caracteres' : 'Subject must be at least 5 characters',
      );
      await expect(field(page, 'message')).toHaveAccessibleDescription(
        lang === 'es' ? 'El mensaje es obligatorio' : 'Message is required',
      );
      await expect(field(page, 'name')).toHaveValue('Ana');

      // Focus alone clears nothing; the corrected field loses its error, the others keep theirs.
      await email.focus();
      await expect(email).toHaveAttribute('aria-invalid', 'true');
      await email.fill('ana@example.com');
      await expect(email).not.toHaveAttribute('aria-invalid');
      await expect(page.locator('#contact-email-error')).toHaveCount(0);
      await expect(subject).toHaveAttribute('aria-invalid', 'true');

      const expectBlock = page.getByTestId('contact-expect');
      for (const key of ['quick', 'languages', 'time'] as const)
        await expect(expectBlock).toContainText(texts.expect[key].title);
      await expect(expectBlock).toContainText('ES / EN');
      await expect(expectBlock).toContainText('24');
      await expect(expectBlock).toContainText('72');
    });
  });
}

test('the cookie policy names every key a browser holds after a game, a sign-in and every switch', async ({ page }) => {
  const question = await openGame(page);
  await loseGame(page, question);
  await page.getByTestId('lost-modal').getByRole('button').first().click();
  for (const control of ['theme-toggle', 'contrast-toggle', 'lang-toggle']) await page.getByTestId(control).click();
  const account = await createAccount(page.request);
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', user);
    },
    [account.token, JSON.stringify(account.usuario)],
  );
  await page.goto('/cookies');
  const stored = await page.evaluate(() => Object.keys(localStorage));
  expect(stored.length).toBeGreaterThanOrEqual(10);
  const listed = await page.getByTestId('cookie-table').locator('tbody th').allTextContents();
  const patterns = listed.map((name) => new RegExp(`^${name.replace('YYYY-MM-DD', '\\d{4}-\\d{2}-\\d{2}')}$`));
  for (const key of stored)
    expect(
      patterns.some((pattern) => pattern.test(key)),
      key,
    ).toBe(true);
});

test('contact: a valid message shows "sending", then the success modal, resets the form and reaches the team by mail', async ({
  page,
}) => {
  await open(page, '/contact', 'es');
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/contact/send', async (route) => {
    await held;
    await route.continue();
  });
  const subject = `Sugerencia e2e ${Date.now()}`;
  await field(page, 'messageType').selectOption('suggestion');
  await field(page, 'name').fill('Marta');
  await field(page, 'email').fill('marta@example.com');
  await field(page, 'subject').fill(subject);
  await field(page, 'message').fill('Estaría bien poder jugar también los lunes por la tarde.');
  await page.getByTestId('contact-submit').click();
  await expect(page.getByTestId('contact-submit')).toHaveText('Enviando…');
  await expect(page.getByTestId('contact-submit')).toBeDisabled();
  release();

  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('¡Mensaje enviado!');
  await expect(dialog).toContainText(
    'Tu mensaje ha sido enviado correctamente a nuestro equipo. Te responderemos lo antes posible.',
  );
  await dialog.getByRole('button', { name: 'Entendido' }).click();
  await expect(dialog).toBeHidden();
  await expect(field(page, 'messageType')).toHaveValue('generalInquiry');
  for (const name of ['name', 'email', 'subject', 'message']) await expect(field(page, name)).toHaveValue('');

  await expect
    .poll(async () => (await readMailDir(process.env.MAIL_DIR!)).find((mail) => mail.subject.includes(subject)), {
      timeout: 15_000,
    })
    .toMatchObject({ to: ['contacto@futboltrivia.local'] });
});

test('contact: a server failure shows the error modal with the unexpected-error text and keeps the form', async ({
  page,
}) => {
  await open(page, '/contact', 'en');
  await page.route('**/api/contact/send', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Internal Server Error', message: 'boom', code: 'INTERNAL_ERROR' }),
    }),
  );
  await field(page, 'name').fill('Sam');
  await field(page, 'email').fill('sam@example.com');
  await field(page, 'subject').fill('Broken hint');
  await field(page, 'message').fill('The second hint never shows up for me.');
  await page.getByTestId('contact-submit').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText('Error sending message');
  await expect(dialog).toContainText('An unexpected error occurred. Please try again later.');
  await expect(dialog).toContainText('contacto@futboltrivia.local');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(field(page, 'subject')).toHaveValue('Broken hint');
});

test('contact: too many messages show the rate-limit text', async ({ page }) => {
  await open(page, '/contact', 'es');
  await page.route('**/api/contact/send', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      body: JSON.stringify({ error: 'Too Many Requests', message: 'Demasiadas solicitudes', code: 'RATE_LIMITED' }),
    }),
  );
  await field(page, 'name').fill('Sam');
  await field(page, 'email').fill('sam@example.com');
  await field(page, 'subject').fill('Otra vez yo');
  await field(page, 'message').fill('Un mensaje más para probar el límite.');
  await page.getByTestId('contact-submit').click();
  await expect(page.getByRole('dialog')).toContainText(contact.es.result.rateLimited);
});

test('contact: a message type in error says so under the select until a valid type is chosen', async ({ page }) => {
  await open(page, '/contact', 'es');
  // A tampered select value is the only way to get a bad type through the UI.
  await field(page, 'messageType').evaluate((select: HTMLSelectElement) => {
    select.add(new Option('x', 'complaint'));
  });
  await field(page, 'messageType').selectOption('complaint');
  await page.getByTestId('contact-submit').click();
  await expect(field(page, 'messageType')).toHaveAccessibleDescription('Tipo de mensaje no válido');
  await field(page, 'messageType').selectOption('suggestion');
  await expect(field(page, 'messageType')).not.toHaveAttribute('aria-invalid');
});

test('home: an admin sees the debug slot', async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('token', 'header.payload.signature');
    localStorage.setItem('user', JSON.stringify({ id: 1, username: 'admin', email: 'admin@e2e.test', admin: true }));
  });
  await page.route('**/api/**', (route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify({ usuario: { id: 1, username: 'admin', email: 'admin@e2e.test', admin: true } }),
    }),
  );
  await page.goto('/');
  await expect(page.getByTestId('admin-debug-slot')).toBeAttached();
  await expect(page.getByTestId('register-cta')).toHaveCount(0);
});

test('home: every example word fits its card at every width from 320 px up (issue 17)', async ({ page }) => {
  await page.goto('/');
  const examples = page.locator('.home-example');
  await expect(examples).toHaveCount(3);
  for (const width of [320, 360, 414, 600, 768, 1024, 1280, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await examples.evaluateAll((cards) =>
      cards.flatMap((card) => {
        const box = card.getBoundingClientRect();
        return [...card.querySelectorAll('.tile')]
          .map((tile) => tile.getBoundingClientRect())
          .filter((tile) => tile.left < box.left || tile.right > box.right || tile.width < 20)
          .map(
            (tile) =>
              `${Math.round(tile.left)}–${Math.round(tile.right)} outside ${Math.round(box.left)}–${Math.round(box.right)}`,
          );
      }),
    );
    expect(overflow, `at ${width} px`).toEqual([]);
  }
});
