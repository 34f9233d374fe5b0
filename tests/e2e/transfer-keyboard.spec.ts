import { expect, test } from './helpers/test.js';
import { createOrder, payWith, signInByApi } from './helpers/payment.js';
import { localeText } from './locale-text.js';

/**
 * Sending a ticket from the keyboard, in Russian: the dialog opens on the address to type, and
 * each step that replaces the button just pressed (Next, Change the address, the suggested fix)
 * puts the focus on what comes next instead of dropping it on the page body.
 */
const orders = (key: string) => localeText('ru', 'orders', key);

test('desktop, keyboard only: the focus follows each step of a transfer', async ({ page }) => {
  await signInByApi(page);
  const orderId = await createOrder(page);
  await payWith(page, orderId, 'success');
  await page.goto('/orders?lng=ru');
  const card = page.getByTestId(`order-${orderId}`);
  const open = card.getByRole('button', { name: orders('transfer.open'), exact: true });
  await open.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: orders('transfer.title_one').replace('{{count}}', '1') });
  const email = dialog.getByLabel(orders('transfer.emailLabel'));
  await expect(email).toBeFocused();
  await page.keyboard.type('drug@gmial.com');
  // Enter in the address goes on, as in any form.
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('transfer-confirm-question')).toBeFocused();
  // The suggested fix taken: its button is gone, the question has the focus again.
  await dialog.getByTestId('transfer-use-suggestion').focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('transfer-confirm-email')).toHaveText('drug@gmail.com');
  await expect(dialog.getByTestId('transfer-confirm-question')).toBeFocused();
  // Back to the form to change the address: the field has the focus.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: orders('transfer.changeAddress') })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await expect(email).toHaveValue('drug@gmail.com');
  // Next, reached by Tab, goes on too.
  await dialog.getByRole('button', { name: orders('transfer.next') }).focus();
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('transfer-confirm-question')).toBeFocused();
});
