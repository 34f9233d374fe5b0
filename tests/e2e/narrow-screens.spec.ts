import { expect, test } from './helpers/test.js';
import { expectFitsWidth } from './helpers/phone.js';
import { signIn } from './helpers/booking.js';
import { signInByApi } from './helpers/payment.js';
import { newCustomer } from './helpers/customers.js';
import { LANGUAGES, localeText } from './locale-text.js';

/**
 * Small phones in every language: no page is wider than the screen (nothing behind a sideways
 * scroll, no clipped cart button), and the seat map starts within the first screen of the event page.
 */
for (const width of [320, 360]) {
  test.describe(`${width} px wide`, () => {
    test.use({ viewport: { width, height: 740 }, hasTouch: true, isMobile: true });

    test('the event page starts with the map, and Continue with the total stays at the bottom once seats are chosen', async ({ page }) => {
      await signIn(page, '/event/2');
      const map = page.getByTestId('seat-map-canvas');
      await expect(map).toBeVisible();
      const top = await map.evaluate((element) => element.getBoundingClientRect().top + window.scrollY);
      expect(top).toBeLessThan(740 - 100);
      // The filters are folded behind one button.
      await expect(page.getByTestId('filters-toggle')).toHaveText('Filters');
      // Nothing chosen yet costs nothing, which is not a free ticket.
      await expect(page.getByTestId('continue-bar-summary')).toHaveText('0 seats · €0.00');
      await page.getByRole('button', { name: /^Best available/ }).tap();
      const bar = page.getByTestId('continue-bar');
      await expect(bar).toBeInViewport();
      await expect(page.getByTestId('continue-bar-summary')).toContainText(/^2 seats · €/);
      await expect(page.getByTestId('map-continue')).toBeEnabled();
      await expectFitsWidth(page);
    });

    test('the two view switches of the event page say different things, whole, in every language', async ({ page }) => {
      // A fan on a phone read "map" on both switches.
      await signIn(page, '/event/2');
      for (const language of LANGUAGES) {
        await page.goto(`/event/2?lng=${language}`);
        const choice = page.getByRole('radiogroup', { name: localeText(language, 'booking', 'view.label') });
        const mode = page.getByRole('radiogroup', { name: localeText(language, 'seatmap', 'mode.label') });
        const shown = { view: [] as string[], mode: [] as string[] };
        for (const [group, namespace, key] of [[choice, 'booking', 'view'], [mode, 'seatmap', 'mode']] as const) {
          for (const value of ['map', 'list']) {
            const label = group.getByText(localeText(language, namespace, `${key}.${value}`), { exact: true });
            await expect(label, `${language} ${key}.${value}`).toBeVisible();
            const box = (await label.boundingBox())!;
            expect(box.x >= 0 && box.x + box.width <= width, `${language} ${key}.${value} inside the screen`).toBe(true);
            expect(await label.evaluate((e) => e.scrollWidth <= e.clientWidth + 0.5), `${language} ${key}.${value} not clipped`).toBe(true);
            shown[key].push(...(await label.innerText()).toLocaleLowerCase().split(/[^\p{L}]+/u).filter((word) => word.length > 2));
          }
        }
        expect(shown.mode.filter((word) => shown.view.includes(word)), `${language}: words on both switches`).toEqual([]);
        await expectFitsWidth(page);
      }
    });

    test('one seat tapped for two tickets: Continue stays off and says how many seats are chosen out of how many', async ({ page }) => {
      await signIn(page, '/event/2');
      await expect(page.getByRole('textbox', { name: 'Number of tickets' })).toHaveValue('2');
      await page.getByText('List', { exact: true }).tap();
      const list = page.getByTestId('seat-list-mode');
      await list.getByLabel('Area', { exact: true }).selectOption({ index: 2 });
      await list.getByLabel('Block', { exact: true }).selectOption({ index: 2 });
      const seats = list.getByRole('button', { name: /^Block .+, row .+, seat .+/ });
      await seats.first().tap();
      await expect(seats.first()).toHaveAttribute('aria-pressed', 'true');
      const next = page.getByTestId('map-continue');
      await expect(next).toBeDisabled();
      // The reason is in the bar beside the button, described to it and said politely.
      const hint = page.getByTestId('continue-hint');
      await expect(hint).toHaveText('Seats chosen: 1 of 2');
      await expect(hint).toBeInViewport();
      await expect(next).toHaveAccessibleDescription('Seats chosen: 1 of 2');
      await expect(hint).toHaveAttribute('aria-live', 'polite');
      await expectFitsWidth(page);
      await seats.nth(1).tap();
      await expect(next).toBeEnabled();
      await expect(hint).toHaveText('');
    });

    test('the sign-in button shows its whole label or just its icon, never a cut word, in every language', async ({ page }) => {
      // A fan saw "Se conn…" in French at 320 px.
      for (const language of ['fr', 'en', 'es', 'nl', 'ru']) {
        for (const path of ['/', '/event/2']) {
          await page.goto(`${path}?lng=${language}`);
          const button = page.getByTestId('account-button');
          await expect(button).toBeVisible();
          const box = await button.boundingBox();
          expect(box, `${language} ${path}`).not.toBeNull();
          expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= width, `${language} ${path}: inside the screen`).toBe(true);
          // Whatever text it shows fits: nothing is clipped or ellipsized.
          const clipped = await button.evaluate((element) => [element, ...element.querySelectorAll('*')]
            .filter((e) => e instanceof HTMLElement && e.offsetWidth > 0 && e.scrollWidth > e.clientWidth + 0.5)
            .map((e) => `${e.className.toString().slice(0, 40)} ${e.scrollWidth}>${e.clientWidth}`));
          expect(clipped, `${language} ${path}`).toEqual([]);
          // Named all the same for a screen reader.
          await expect(button).toHaveAccessibleName(localeText(language, 'common', 'account.connect'));
        }
      }
    });

    test('a first name too long for the account button ends in an ellipsis, never cut to look like another name', async ({ page }) => {
      // A fan named Manon read "Mano" on the booking pages at 320 px: the name was clipped with no mark.
      const who = await newCustomer(page, 'Maximiliano');
      await signIn(page, '/event/2', who);
      const button = page.getByTestId('account-button');
      await expect(button).toHaveAccessibleName(/Maximiliano/);
      // Whatever clips the name shows an ellipsis (which a flex box, such as Mantine's label, never draws).
      const cut = await button.evaluate((element) => [element, ...element.querySelectorAll('*')]
        .filter((e) => e instanceof HTMLElement && e.offsetWidth > 0 && e.scrollWidth > e.clientWidth + 0.5)
        .map((e) => { const style = getComputedStyle(e); return { overflow: style.textOverflow, display: style.display }; }));
      expect(cut.length, 'the name does not fit at this width').toBeGreaterThan(0);
      for (const box of cut) {
        expect(box.overflow).toBe('ellipsis');
        expect(box.display).not.toMatch(/flex|grid/);
      }
    });

    test('the check-your-mail page shows a long address whole, so the fan can see it is theirs', async ({ page }) => {
      const address = 'firstname.lastname.1795792317117@members.example.com';
      await page.goto(`/user/verify-email-send-email/${encodeURIComponent(address)}?lng=fr`);
      const text = page.getByTestId('email-sent');
      await expect(text).toContainText(address);
      expect(await text.evaluate((e) => e.scrollWidth <= e.clientWidth + 0.5), 'the address runs out of its card').toBe(true);
    });

    test('the profile fits the screen in every language, its tabs included', async ({ page }) => {
      // The Russian security tab ("Безопасность и конфиденциальность") ran 2 px past a 320 px screen.
      await signInByApi(page);
      for (const language of LANGUAGES) {
        await page.goto(`/profile?lng=${language}`);
        const security = page.getByRole('tab', { name: localeText(language, 'account', 'profile.tabs.security') });
        await expect(security).toBeVisible();
        expect(await security.evaluate((e) => e.getBoundingClientRect().right), `${language} security tab`).toBeLessThanOrEqual(width);
        await expectFitsWidth(page);
      }
    });

    for (const language of ['en', 'es', 'fr', 'nl', 'ru']) {
      test(`fits the screen in ${language}`, async ({ page }) => {
        for (const path of ['/', '/login', '/sign-up', '/event/2', '/pack/1']) {
          await page.goto(`${path}?lng=${language}`);
          await expect(page.locator('main').first()).toBeVisible();
          await page.waitForLoadState('networkidle');
          await expectFitsWidth(page);
        }
      });
    }
  });
}
