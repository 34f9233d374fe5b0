import { expect, test } from './helpers/test.js';
import type { Locator } from '@playwright/test';
import { createOrder, payWith, signInByApi } from './helpers/payment.js';
import { LANGUAGES, localeText } from './locale-text.js';

/**
 * Buttons with long labels on a 320 px phone show their whole label in every language. A fan saw
 * "Oui, abandonner la commar" on the button that abandons the cart, and "Enregistrer les
 * coordonnées" (the bank details' save button, its last word cut off) on the resale page, and
 * "Мои электронные билет" (a letter short) on the payment result.
 */
test.use({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true });

/** Texts inside `button` that are wider than their box (clipped by the button's overflow). */
async function clippedTexts(button: Locator): Promise<string[]> {
  return button.evaluate((element) => [element, ...element.querySelectorAll('*')]
    .filter((e) => e instanceof HTMLElement && e.offsetWidth > 0 && e.scrollWidth > e.clientWidth + 0.5)
    .map((e) => `${e.textContent ?? ''}: ${e.scrollWidth} > ${e.clientWidth}`));
}

test('the cart abandon dialog shows its buttons whole in every language', async ({ page }) => {
  await signInByApi(page);
  await createOrder(page);
  for (const language of LANGUAGES) {
    await page.goto(`/?lng=${language}`);
    await page.getByTestId('cart-button').tap();
    await page.getByTestId('cart-popover-abandon').tap();
    const confirm = page.getByTestId('abandon-confirm');
    await expect(confirm).toHaveText(localeText(language, 'booking', 'popover.abandonYes'));
    expect(await clippedTexts(confirm), language).toEqual([]);
    const box = await confirm.boundingBox();
    expect((box?.x ?? -1) >= 0 && (box?.x ?? 0) + (box?.width ?? 0) <= 320, `${language}: inside the screen`).toBe(true);
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
  }
});

test('the resale page\'s bank details button shows its whole label in every language', async ({ page }) => {
  await signInByApi(page);
  for (const language of LANGUAGES) {
    await page.goto(`/resale?lng=${language}`);
    const save = page.getByTestId('bank-save');
    await expect(save).toHaveText(localeText(language, 'resale', 'bank.save'));
    expect(await clippedTexts(save), language).toEqual([]);
  }
});

test('the payment result\'s button to the e-tickets shows its whole label in every language', async ({ page }) => {
  await signInByApi(page);
  const orderId = await createOrder(page);
  await payWith(page, orderId, 'success');
  for (const language of LANGUAGES) {
    await page.goto(`/validation?orderId=${orderId}&lng=${language}`);
    const orders = page.getByTestId('validation-orders');
    await expect(orders).toHaveText(localeText(language, 'validation', 'actions.orders'));
    expect(await clippedTexts(orders), language).toEqual([]);
  }
});

test('the sign-up button (a transfer recipient\'s way to an account) shows its whole label in every language', async ({ page }) => {
  for (const language of LANGUAGES) {
    await page.goto(`/sign-up?lng=${language}`);
    const submit = page.locator('form button[type="submit"]');
    await expect(submit).toHaveText(localeText(language, 'account', 'signUp.submit'));
    expect(await clippedTexts(submit), language).toEqual([]);
  }
});
