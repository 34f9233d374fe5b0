import { expect, test } from './helpers/test.js';
import { type Locator, type Page } from '@playwright/test';
import {
  blockListView, cents, chooseBlock, fillSecondHolder, optionsWithParking, pickSeats, setTicketCount, signIn,
} from './helpers/booking.js';
import { localeText } from './locale-text.js';

/**
 * Promo codes on the summary of a real order, then a real payment through the test provider: the
 * amount the server takes, shows on /validation and lists in My purchases is the discounted total
 * the summary showed. A new customer of its own keeps other specs' lines out of this order and
 * WELCOME10 (once per customer) unused.
 */

const amountOf = async (locator: Locator): Promise<number> => cents((await locator.textContent()) ?? '');

interface Totals {
  gross: number;
  discount: number;
  total: number;
}

/** The summary's three amounts, in cents. */
async function summaryTotals(page: Page): Promise<Totals> {
  // The subtotal has no test id: it is the amount next to its label.
  const grossLabel = page.getByTestId('summary-page').getByText(localeText('en', 'booking', 'summary.gross'), { exact: true });
  const gross = await amountOf(grossLabel.locator('xpath=following-sibling::*[1]'));
  const discount = await amountOf(page.getByTestId('summary-discount'));
  const total = await amountOf(page.getByTestId('summary-total'));
  return { gross, discount, total };
}

async function applyCode(page: Page, name: string): Promise<void> {
  await page.getByTestId('promo-input').fill(name);
  await page.getByRole('button', { name: 'Apply' }).click();
}

test('promo codes lower the summary total and the discounted total is what the fan pays', async ({ page }) => {
  const fan = await signIn(page, '/event/2');
  await blockListView(page);
  await setTicketCount(page, 2);
  await chooseBlock(page, 'East Stand – block 108');
  await pickSeats(page, 2);
  await optionsWithParking(page);
  await fillSecondHolder(page, fan);
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'));
  await expect(page.getByTestId('summary-line').filter({ hasText: 'block 108' })).toHaveCount(2);
  // The field's hint is read whole in every language (the Dutch and Spanish ones were cut).
  const cut = await page.getByTestId('promo-input').evaluate((input: HTMLInputElement, hints: string[]) => {
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return hints.filter((hint) => context.measureText(hint).width > room);
  }, ['en', 'fr', 'es', 'nl', 'ru'].map((language) => localeText(language, 'promo', 'placeholder')));
  expect(cut).toEqual([]);

  // Before any code: nothing off, the total is the gross amount.
  const before = await summaryTotals(page);
  expect(before.gross).toBeGreaterThan(0);
  expect(before.discount).toBe(0);
  // A zero discount is an amount, not a free ticket.
  await expect(page.getByTestId('summary-discount')).toHaveText(/0[.,]00/);
  expect(before.total).toBe(before.gross);

  // WELCOME10: accepted, shown with its discount; 10 % of every line (each rounded on its own).
  await applyCode(page, 'WELCOME10');
  const welcome = page.getByTestId('promo-applied').filter({ hasText: 'WELCOME10' });
  await expect(welcome).toHaveCount(1);
  await expect(page.getByTestId('promo-error')).toHaveCount(0);
  await expect.poll(async () => (await summaryTotals(page)).total).toBeLessThan(before.total);
  const withWelcome = await summaryTotals(page);
  const welcomeOff = withWelcome.gross - withWelcome.total;
  expect(withWelcome.gross).toBe(before.gross);
  expect(withWelcome.discount).toBe(-welcomeOff);
  expect(Math.abs(welcomeOff - before.gross / 10)).toBeLessThanOrEqual(5);
  // The code's line reads as an amount off, signed as the summary's discount.
  await expect.poll(() => amountOf(welcome.getByTestId('promo-applied-amount'))).toBe(-welcomeOff);

  // SUMMER2025 has ended: the translated refusal, and every code is cleared (spec: an answer with
  // errors clears the promo state), on the page and on the order alike.
  await applyCode(page, 'SUMMER2025');
  await expect(page.getByTestId('promo-error')).toHaveText(localeText('en', 'promo', 'errors.PROMO_OUTSIDE_VALIDITY'));
  await expect(page.getByTestId('promo-applied')).toHaveCount(0);
  await expect.poll(() => summaryTotals(page)).toEqual(before);
  // The fan applies WELCOME10 again.
  await applyCode(page, 'WELCOME10');
  await expect(welcome).toHaveCount(1);
  await expect.poll(() => summaryTotals(page)).toEqual(withWelcome);

  // FAN5 adds up with WELCOME10 (the order is over 20 €); removing it brings the total back.
  await applyCode(page, 'FAN5');
  await expect(page.getByTestId('promo-applied')).toHaveCount(2);
  await expect(page.getByTestId('promo-error')).toHaveCount(0);
  await expect.poll(async () => (await summaryTotals(page)).total).toBeLessThan(withWelcome.total);
  const withBoth = await summaryTotals(page);
  expect(withBoth.total).toBe(withBoth.gross + withBoth.discount);
  await page.getByRole('button', { name: 'Remove the code FAN5' }).click();
  await expect(page.getByTestId('promo-applied')).toHaveCount(1);
  await expect(welcome).toHaveCount(1);
  await expect.poll(() => summaryTotals(page)).toEqual(withWelcome);
  const paidTotal = withWelcome.total;

  // Pay: the checkout, the provider's page, /validation and My purchases all carry that total.
  await page.getByTestId('terms-checkbox').check();
  await page.getByTestId('go-to-payment').click();
  await expect(page).toHaveURL(new RegExp(`/checkout\\?orderId=${orderId}&numberOfInstallments=1&promoCodeIds=\\d+&termsAccepted=1$`));
  await expect.poll(() => amountOf(page.getByTestId('checkout-total'))).toBe(paidTotal);
  await page.getByTestId('checkout-pay').click();
  await page.waitForURL(/\/payment\/test\//);
  await page.locator('button[data-outcome="success"]').click();
  await page.waitForURL(new RegExp(`/validation\\?orderId=${orderId}$`));
  await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
  const paidLine = page.getByText(/^Amount: /);
  await expect(paidLine).toBeVisible();
  expect(await amountOf(paidLine)).toBe(paidTotal);

  await page.getByTestId('validation-orders').click();
  await expect(page).toHaveURL(/\/orders$/);
  const card = page.getByTestId(`order-${orderId}`);
  await expect(card).toBeVisible();
  expect(await amountOf(card.getByText(/^€[\d,]+\.\d{2}$/).first())).toBe(paidTotal);
});
