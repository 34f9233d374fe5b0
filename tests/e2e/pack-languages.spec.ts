import { expect, test } from './helpers/test.js';
import { signIn } from './helpers/booking.js';

/**
 * A pack bought in another language than the catalogue's: the map's stands read in Spanish
 * ("Tribuna Norte") while the pack's offers name them in English. Before, best available said no
 * seat matched, a seat had no rate and a block of the list answered an error: the pack could not
 * be bought in Spanish, French, Dutch or Russian.
 */
test('a Spanish fan finds pack seats with best available and in the block list', async ({ page }) => {
  await signIn(page, '/');
  await page.goto('/?lng=es');
  await page.locator('a[href="/pack/1"]').first().click();

  await page.getByRole('button', { name: 'Mejor disponible: 1 asiento' }).click();
  await expect(page.getByTestId('cart-ticket').first()).toContainText(/Tribuna \w+, bloque \d+, fila \d+, asiento \d+/);
  await expect(page.getByTestId('picker-notice')).toHaveCount(0);
  await expect(page.getByTestId('map-continue')).toBeEnabled();

  await page.getByText('Bloque a bloque').click();
  await page.getByRole('combobox', { name: 'Bloque' }).click();
  await page.getByRole('option', { name: 'Tribuna Norte – bloque 104' }).click();
  await expect(page.getByTestId('seat-list')).toBeVisible();
  await expect(page.locator('[data-testid=seat-list] [data-state=free]').first()).toBeVisible();
  await expect(page.getByText(/Se ha producido un error/)).toHaveCount(0);
  // A row of 24 seats is wider than the list: the row's name keeps its column ("Fila 1" on one
  // line), it was squeezed to "Fila" over "1".
  const rowName = page.getByTestId('seat-list').getByText('Fila 1', { exact: true });
  const box = await rowName.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(50);
  expect(box!.height).toBeLessThan(24);
});
