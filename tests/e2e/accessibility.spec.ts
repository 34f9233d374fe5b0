import { expect, test } from './helpers/test.js';
import { blockListView, chooseBlock, optionsWithParking, pickSeats, setTicketCount, signIn } from './helpers/booking.js';
import { expectAccessible } from './helpers/axe.js';

/**
 * axe-core on the shop's pages, signed out and signed in with a cart, at desktop and phone sizes
 * (the transfer dialog and page are checked in transfer.spec).
 */
// Each size books in a block of its own, apart from the other tests' blocks.
for (const [viewport, block] of [[{ width: 1280, height: 800 }, 'North Stand – block 107'], [{ width: 360, height: 740 }, 'North Stand – block 102']] as const) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });
    // A dozen full axe passes and a booking: more than the default minute on a loaded machine.
    test.setTimeout(180_000);

    test('signed-out pages', async ({ page }) => {
      for (const path of ['/', '/login', '/sign-up', '/user/password-forgotten', '/event/1']) {
        await page.goto(path);
        await expect(page.locator('main, [role=main]').first()).toBeVisible();
        await expectAccessible(page, path);
      }
    });

    test('signed-in pages with a cart', async ({ page }) => {
      await signIn(page, '/event/2');
      await expectAccessible(page, 'event map');
      await page.getByText('List', { exact: true }).click();
      await expect(page.getByTestId('seat-list-mode')).toBeVisible();
      await expectAccessible(page, 'event list mode');
      await blockListView(page);
      await setTicketCount(page, 1);
      await chooseBlock(page, block);
      await pickSeats(page, 1);
      await expectAccessible(page, 'event seats by block with a seat chosen');
      await optionsWithParking(page);
      await expectAccessible(page, 'holders');
      await page.getByTestId('submit-order').click();
      await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
      await expect(page.getByTestId('expiry-countdown')).toBeVisible();
      await expectAccessible(page, 'summary');
      await page.getByTestId('terms-checkbox').check();
      await page.getByTestId('go-to-payment').click();
      await expect(page).toHaveURL(/\/checkout\?orderId=\d+/);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectAccessible(page, 'checkout');
      for (const path of ['/orders', '/profile', '/resale', '/']) {
        await page.goto(path);
        await expect(page.locator('main, [role=main]').first()).toBeVisible();
        await expectAccessible(page, `${path} with a cart`);
      }
    });
  });
}

test('the skip link waits wholly above the page until it is focused, then shows', async ({ page }) => {
  // Its bottom border, a hair short of hidden, drew a blue line across the top of every page.
  for (const viewport of [{ width: 1280, height: 800 }, { width: 320, height: 700 }]) {
    await page.setViewportSize(viewport);
    await page.goto('/?lng=en');
    const link = page.getByRole('link', { name: 'Skip to main content' });
    await expect(link).toBeAttached();
    const hidden = await link.boundingBox();
    expect((hidden?.y ?? 0) + (hidden?.height ?? 0), `${viewport.width} px`).toBeLessThanOrEqual(-1);
    await page.keyboard.press('Tab');
    await expect(link).toBeFocused();
    await expect(link).toBeInViewport();
  }
});
