import { expect, test } from './helpers/test.js';
import type { Page } from '@playwright/test';
import { LANGUAGES, localeText } from './locale-text.js';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'mobile', width: 360, height: 740 },
] as const;

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'page is wider than the viewport').toBeLessThanOrEqual(0);
}

for (const viewport of VIEWPORTS) {
  test.describe(`home at ${viewport.width}px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const language of LANGUAGES) {
      test(`lists the demo events in ${language}`, async ({ page }) => {
        await page.goto(`/?lng=${language}`);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByRole('heading', { level: 2, name: localeText(language, 'home', 'events.title_match') })).toBeVisible();
        const cards = page.getByTestId('event-card');
        await expect(cards.first()).toBeVisible();
        expect(await cards.count()).toBeGreaterThan(0);
        // Every card leads to its event page and shows a translated sale state.
        await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/event\/\d+$/);
        await expect(cards.first().locator('[data-sale-state]')).not.toBeEmpty();
        await expect(page.getByTestId('account-button')).toContainText(localeText(language, 'common', 'account.connect'));
        await expect(page.getByTestId('footer')).toContainText(String(new Date().getFullYear()));
        await expect(page.getByTestId('cart-button')).toBeDisabled();
        if (viewport.width === 360) await expectNoHorizontalOverflow(page);
      });
    }
  });
}

test('the page title, description, footer links and subscriptions section come from the site configuration, in the reader\'s language', async ({ page, request }) => {
  type Texts = Record<string, string>;
  const config = (await (await request.get('/api/config')).json()) as {
    homePageTitle: Texts;
    homePageDescription: Texts;
    footers: { href: string; title: Texts }[];
    subscriptionsLinkEnabled: boolean;
  };
  for (const language of ['en', 'fr']) {
    await page.goto(`/?lng=${language}`);
    await expect(page).toHaveTitle(config.homePageTitle[language]!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(config.homePageTitle[language]!);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', config.homePageDescription[language]!);
    for (const link of config.footers) await expect(page.getByTestId('footer').getByRole('link', { name: link.title[language]!, exact: true })).toBeVisible();
  }
  expect(config.homePageTitle['fr']).not.toBe(config.homePageTitle['en']);
  await expect(page.locator('section#abonnements')).toHaveCount(config.subscriptionsLinkEnabled ? 1 : 0);
});

test('a de-DE browser on a shop configured for [fr, en] reads French, and is offered only those', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'de-DE' });
  try {
    const page = await context.newPage();
    // The shop's own configuration with its locales narrowed, as a club offering French and English sets it.
    await page.route('**/api/config', async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, json: { ...(await answer.json()), locales: ['fr', 'en'] } });
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: localeText('fr', 'home', 'events.title_match') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.getByTestId('language-menu').click();
    await expect(page.locator('[data-testid^=language-option-]')).toHaveCount(2);
    await expect(page.getByTestId('language-option-en')).toBeVisible();
    await expect(page.getByTestId('language-option-es')).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('club content follows the reading language: competition and stand names, switched without a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/?lng=fr');
  const cards = page.getByTestId('event-card');
  await expect(cards.filter({ hasText: 'Première division' }).first()).toBeVisible();
  await expect(cards.filter({ hasText: 'Premier Division' })).toHaveCount(0);
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-option-es').click();
  await expect(cards.filter({ hasText: 'Primera División' }).first()).toBeVisible();
  await cards.filter({ hasText: 'Primera División' }).first().getByRole('link').click();
  // The map's list mode names the stands in Spanish (the geometry is relabelled from the catalogue).
  await page.getByText(localeText('es', 'seatmap', 'mode.list'), { exact: true }).click();
  await expect(page.getByTestId('seat-list-mode').locator('option').filter({ hasText: 'Tribuna Norte' })).toHaveCount(1);
  // Switched on the event page itself, the map's words follow without a reload.
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-option-fr').click();
  await expect(page.getByTestId('seat-list-mode').locator('option').filter({ hasText: 'Tribune Nord' })).toHaveCount(1);
  await page.getByTestId('language-menu').click();
  await page.getByTestId('language-option-es').click();
  // So does the seat choice by block.
  await page.getByText(localeText('es', 'booking', 'view.list')).click();
  await page.getByRole('combobox').first().click();
  await expect(page.getByRole('option').filter({ hasText: 'Tribuna Norte' }).first()).toBeVisible();
});

test.describe('language switch', () => {
  test('desktop menu switches, remembers and survives a reload', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/?lng=en');
    await expect(page.getByRole('heading', { level: 2, name: localeText('en', 'home', 'events.title_match') })).toBeVisible();
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-option-fr').click();
    await expect(page.getByRole('heading', { level: 2, name: localeText('fr', 'home', 'events.title_match') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 2, name: localeText('fr', 'home', 'events.title_match') })).toBeVisible();
  });

  test('mobile burger menu offers the languages and the account links', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/?lng=en');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await page.getByTestId('mobile-menu-button').click();
    const menu = page.getByRole('dialog');
    await expect(menu.getByRole('link', { name: localeText('en', 'common', 'menu.eTickets') })).toHaveAttribute(
      'href',
      '/login?redirectUrl=%2Forders',
    );
    await expect(menu.getByRole('link', { name: localeText('en', 'common', 'menu.myAccount') })).toHaveAttribute(
      'href',
      '/login?redirectUrl=%2Fprofile',
    );
    await menu.getByTestId('language-button-nl').click();
    await expect(page.getByRole('heading', { level: 2, name: localeText('nl', 'home', 'events.title_match') })).toBeVisible();
    await expectNoHorizontalOverflow(page);
  });
});

test('an event card opens its event page address', async ({ page }) => {
  await page.goto('/?lng=en');
  const link = page.getByTestId('event-card').first().getByRole('link');
  const href = await link.getAttribute('href');
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href ?? '/event/'}$`));
});

test('a route change lands keyboard and screen reader users on the new page', async ({ page }) => {
  await page.goto('/?lng=en');
  const link = page.getByTestId('event-card').first().getByRole('link');
  await link.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/event\/\d+$/);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toBeFocused();
  await expect(page.getByTestId('route-announcer')).toHaveText(await page.title());
  // Tab goes on from the heading into the page, not back to the top bar.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => Boolean(document.activeElement?.closest('main')))).toBe(true);
});
