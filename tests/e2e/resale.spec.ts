import { expect, test } from './helpers/test.js';
import { formatCents } from '../../src/domain/money.js';
import { resaleAmounts } from '../../src/domain/resale.js';
import { api } from './helpers/api.js';
import { createOrder, payWith, signInByApi } from './helpers/payment.js';
import { expectFitsWidth } from './helpers/phone.js';
import { expectAccessible } from './helpers/axe.js';
import { localeText } from './locale-text.js';
import { FAN } from './helpers/booking.js';

const text = (key: string) => localeText('en', 'resale', key);

test('a fan resells a paid ticket on a 360 px phone: bank details, sell, on sale, cancel with confirmation, resellable again', async ({ page }) => {
  const fan = await signInByApi(page);
  const orderId = await createOrder(page);
  await payWith(page, orderId, 'success');

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/resale?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: text('title') })).toBeVisible();
  const card = page.getByTestId('resale-ticket');
  await expect(card).toHaveCount(1);
  const badge = card.getByTestId('resale-state');
  await expect(badge).toContainText(text('state.resalable'));
  await expectFitsWidth(page);

  // Selling needs bank details first; the button says why it is off.
  const sell = card.getByRole('button', { name: text('actions.sell') });
  await expect(sell).toBeDisabled();
  await expect(page.getByTestId('bank-missing')).toHaveText(text('bank.missing'));
  await page.getByRole('textbox', { name: text('bank.iban') }).fill('FR76 3000 6000 0112 3456 7890 18');
  await page.getByRole('textbox', { name: text('bank.bic') }).fill('BNPAFRPP');
  await page.getByRole('button', { name: text('bank.save') }).click();
  await expect(page.getByText(localeText('en', 'account', 'errors.IBAN_INVALID'))).toBeVisible();
  await page.getByRole('textbox', { name: text('bank.iban') }).fill('FR76 3000 6000 0112 3456 7890 189');
  // Where payouts go is confirmed with the password, not the session alone.
  const password = page.getByTestId('bank-password');
  await expect(password).toBeVisible();
  await password.fill('not the password');
  await page.getByRole('button', { name: text('bank.save') }).click();
  await expect(page.getByText(localeText('en', 'account', 'errors.CURRENT_PASSWORD_INVALID'))).toBeVisible();
  await expectFitsWidth(page);
  await password.fill(fan.password);
  await page.getByRole('button', { name: text('bank.save') }).click();
  await expect(page.getByTestId('bank-current')).toContainText('FR76 •••• 0189');
  await expect(sell).toBeEnabled();

  // The dialog shows the fee and what the fan receives as the price is typed.
  const filter = (key: string) => page.getByRole('radiogroup', { name: text('filters.label') }).getByText(text(`filters.${key}`), { exact: true });
  const feePercent = (await api(page, 'GET', '/api/resale/tickets')).body.feePercent as number;
  await sell.click();
  const dialog = page.getByRole('dialog', { name: text('sell.title') });
  await dialog.getByRole('button', { name: text('sell.submit') }).click();
  await expect(dialog.getByText(text('sell.priceRequired'))).toBeVisible();
  // The keyboard's focus is taken to the refused price, not left on the button.
  await expect(dialog.getByRole('textbox', { name: text('sell.priceLabel') })).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: text('sell.priceLabel') })).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByRole('textbox', { name: text('sell.priceLabel') }).fill('25.50');
  await expect(dialog.getByTestId('sell-net')).toHaveText(formatCents(resaleAmounts(2550, feePercent).net, 'en'));
  await expectFitsWidth(page);
  await dialog.getByRole('button', { name: text('sell.submit') }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('resale-notice')).toHaveText(text('sell.success'));
  // The keyboard's focus stays with the ticket just put on sale; the notice is read out as a status.
  await expect(card).toBeFocused();
  await expect(page.getByRole('status').filter({ has: page.getByTestId('resale-notice') })).toHaveCount(1);
  await expectAccessible(page, 'resale after a sale');
  // Its close button says what it does.
  await expect(page.getByTestId('resale-notice').getByRole('button', { name: localeText('en', 'common', 'banners.close') })).toBeVisible();
  await expect(badge).toContainText(text('state.on_sale'));
  await expect(card.getByTestId('resale-listing')).toContainText(formatCents(2550, 'en'));

  // Filters: on sale shows it, resold does not; the choice stays in the address.
  await filter('resold').click();
  await expect(page).toHaveURL(/filter=resold/);
  await expect(page.getByTestId('resale-empty')).toHaveText(new RegExp(text('empty')));
  await filter('onSale').click();
  await expect(badge).toContainText(text('state.on_sale'));

  // Cancelling asks first; "keep it on sale" changes nothing.
  await card.getByRole('button', { name: text('actions.cancelSale') }).click();
  const confirm = page.getByRole('dialog', { name: text('cancelSale.title') });
  await confirm.getByRole('button', { name: text('cancelSale.back') }).click();
  await expect(confirm).toBeHidden();
  await expect(badge).toContainText(text('state.on_sale'));
  await card.getByRole('button', { name: text('actions.cancelSale') }).click();
  // Its red confirm button reads at AA (white on Mantine's red was 3.3:1).
  await expectAccessible(page, 'cancel sale confirmation');
  await confirm.getByRole('button', { name: text('cancelSale.confirm') }).press('Enter');
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('resale-notice')).toHaveText(text('cancelSale.success'));
  // The filter no longer lists the ticket: the keyboard's focus lands on the notice of what happened.
  await expect(page.getByTestId('resale-notice')).toBeFocused();
  await expect(page.getByTestId('resale-empty')).toBeVisible();
  await filter('resellable').click();
  await expect(page.getByTestId('resale-ticket').getByTestId('resale-state')).toContainText(text('state.resalable'));
  await expectFitsWidth(page);
});

test('the resale screen asks a signed-out visitor to log in and comes back', async ({ page }) => {
  await page.goto('/resale?lng=en');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fresale/);
});

test('the demo fan, who has tickets on sale, has bank details: a sale cancelled can be put on sale again', async ({ page }) => {
  // They had none: after a cancel, Sell stayed off until they were typed.
  await signInByApi(page, FAN);
  await page.goto('/resale?lng=en');
  await expect(page.getByTestId('resale-state').filter({ hasText: text('state.on_sale') }).first()).toBeVisible();
  await expect(page.getByTestId('bank-current')).toContainText('GB82 •••• 5432');
  await expect(page.getByTestId('bank-missing')).toHaveCount(0);
});

test('keyboard: the ticket card the focus lands on after a sale shows a focus ring', async ({ page }) => {
  const fan = await signInByApi(page);
  const orderId = await createOrder(page);
  await payWith(page, orderId, 'success');
  const bank = await api(page, 'PUT', '/api/resale/bank-details', { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP', currentPassword: fan.password });
  expect(bank.status).toBe(200);
  await page.goto('/resale?lng=en');
  const card = page.getByTestId('resale-ticket');
  await card.getByRole('button', { name: text('actions.sell') }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: text('sell.title') });
  await dialog.getByRole('textbox', { name: text('sell.priceLabel') }).fill('25.50');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(card).toBeFocused();
  // Mantine's Paper sets `outline: 0`: without the card's own focus style, nothing showed where the focus was.
  const outline = await card.evaluate((element) => {
    const style = getComputedStyle(element);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThanOrEqual(2);
});
