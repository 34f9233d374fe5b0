import { expect, test } from './helpers/test.js';
import { createOrder, signInByApi } from './helpers/payment.js';

/**
 * On a 360 px phone in Dutch the earlier-order notice's remove button read "Verwijdere": the line's
 * label took the room and the button shrank, clipping its word. The button keeps its width and
 * the label wraps instead.
 */
test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true, deviceScaleFactor: 2 });

test('the earlier order notice shows its whole remove button on a phone in Dutch', async ({ page }) => {
  await signInByApi(page);
  await createOrder(page);
  await page.goto('/?lng=nl');
  await page.locator('[data-testid=event-card] a[href^="/event/"]').first().tap();

  const remove = page.getByTestId('earlier-order-line').first().getByRole('button');
  await expect(remove).toBeVisible();
  await expect(remove).toHaveText('Verwijderen');
  // Clipped text overflows its button: the label's full width must fit within the button.
  const clipped = await remove.evaluate((button) => [...button.querySelectorAll('span')].some((span) => span.scrollWidth > span.clientWidth + 1)
    || button.scrollWidth > button.clientWidth + 1);
  expect(clipped).toBe(false);
  const line = await page.getByTestId('earlier-order-line').first().boundingBox();
  const box = await remove.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(line!.x + line!.width + 1);
});
