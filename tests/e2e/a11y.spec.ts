// Accessibility audit (axe-core) of every page, in both themes: no serious or critical violation.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signedIn } from '../helpers/e2e-accounts.ts';

const ROUTES = [
  '/',
  '/juego',
  '/ya-jugaste',
  '/login',
  '/registro',
  '/reset-password?token=x',
  '/about',
  '/how-to-play',
  '/leaderboard',
  '/faq',
  '/contact',
  '/profile',
  '/past-games',
  '/ligas',
  '/copa',
  '/ligas/unirse?codigo=K7PX-M2QA',
  '/privacy-policy',
  '/terms',
  '/cookies',
  '/verificar-email?token=x',
  '/repeticion?fecha=2026-01-01',
];
const THEMES = ['dark', 'light'] as const;

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ rule: v.id, impact: v.impact, help: v.help, targets: v.nodes.map((n) => n.target.join(' ')) }));
}

async function openThemed(page: Page, path: string, theme: (typeof THEMES)[number]) {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  // Audit the page itself, not the fallback shown while its chunk and data load.
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main .page-loading')).toHaveCount(0);
}

for (const theme of THEMES) {
  test.describe(`${theme} theme`, () => {
    for (const route of ROUTES) {
      test(`${route} has no serious or critical accessibility violation`, async ({ page }) => {
        await openThemed(page, route, theme);
        expect(await seriousViolations(page)).toEqual([]);
      });
    }

    test("a signed-in player's open menu (its account links a list of their own)", async ({ page }) => {
      await signedIn(page);
      await openThemed(page, '/', theme);
      await page.getByTestId('menu-toggle').click();
      await expect(page.getByTestId('menu-panel')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('the FAQ with answers open and the contact form with errors and its result modal', async ({ page }) => {
      await openThemed(page, '/faq', theme);
      await page.getByTestId('faq-list').getByRole('button').first().click();
      await page.getByTestId('faq-list').getByRole('button').nth(1).click();
      expect(await seriousViolations(page)).toEqual([]);

      await openThemed(page, '/contact', theme);
      await page.getByTestId('contact-submit').click();
      await expect(page.getByRole('alert')).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);

      await page.route('**/api/contact/send', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"success":true}' }),
      );
      await page.locator('#contact-name').fill('Eva');
      await page.locator('#contact-email').fill('eva@example.com');
      await page.locator('#contact-subject').fill('Accesibilidad');
      await page.locator('#contact-message').fill('Todo se lee bien con el lector de pantalla.');
      await page.getByTestId('contact-submit').click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('dialog').getByRole('button', { name: 'Entendido' })).toBeFocused();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
