import { expect, test } from './helpers/test.js';
import type { Page } from '@playwright/test';
import { api } from './helpers/api.js';
import { createOrder, payWith, signInByApi } from './helpers/payment.js';
import { expectFitsWidth } from './helpers/phone.js';
import { localeText } from './locale-text.js';

/**
 * A fan's life after paying, in other languages than English: a transfer shows its address back
 * before it leaves (with a fix for a mistyped domain), and a card never keeps offering an action
 * another tab made impossible.
 */

/** A paid order of one named seat. */
async function paidOrder(page: Page): Promise<number> {
  const orderId = await createOrder(page);
  await payWith(page, orderId, 'success');
  await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
  return orderId;
}

const orders = (language: string, key: string) => localeText(language, 'orders', key);
const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [name, value]) => out.replaceAll(`{{${name}}}`, String(value)), text);

test.describe('on a 360 px phone, in French', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('a mistyped address is shown back with the likely one, which the fan takes before the ticket leaves', async ({ page }) => {
    await signInByApi(page);
    const orderId = await paidOrder(page);
    await page.goto('/orders?lng=fr');
    const card = page.getByTestId(`order-${orderId}`);
    await card.getByRole('button', { name: orders('fr', 'transfer.open'), exact: true }).tap();
    const dialog = page.getByRole('dialog', { name: orders('fr', 'transfer.title_one') });
    await dialog.getByLabel(orders('fr', 'transfer.emailLabel')).fill('ami.du.club@gmial.com');
    await dialog.getByRole('button', { name: orders('fr', 'transfer.next') }).tap();
    await expect(dialog.getByText(orders('fr', 'transfer.confirmAddress_one'))).toBeVisible();
    await expect(dialog.getByTestId('transfer-confirm-email')).toHaveText('ami.du.club@gmial.com');
    await expect(dialog.getByTestId('transfer-suggestion')).toContainText(fill(orders('fr', 'transfer.didYouMean'), { email: 'ami.du.club@gmail.com' }));
    await expectFitsWidth(page);
    await dialog.getByRole('button', { name: fill(orders('fr', 'transfer.useSuggestion'), { email: 'ami.du.club@gmail.com' }) }).tap();
    await expect(dialog.getByTestId('transfer-confirm-email')).toHaveText('ami.du.club@gmail.com');
    await expect(dialog.getByTestId('transfer-suggestion')).toHaveCount(0);
    await dialog.getByRole('button', { name: orders('fr', 'transfer.send_one') }).tap();
    await expect(dialog).toBeHidden();
    await expect(card.getByText(fill(orders('fr', 'transfer.pending'), { email: 'ami.du.club@gmail.com' }))).toBeVisible();
    // One ticket sent is spoken of as one.
    await expect(card.getByTestId('transfer-sent')).toHaveText(fill(orders('fr', 'transfer.sent_single'), { email: 'ami.du.club@gmail.com' }));
  });
});

test.describe('two tabs, in Spanish', () => {
  test('a ticket sent from another tab: the refusal is followed by the card\'s real state, and coming back to the tab updates it', async ({ page }) => {
    await signInByApi(page);
    const first = await paidOrder(page);
    const second = await paidOrder(page);
    await page.goto('/orders?lng=es');
    const firstCard = page.getByTestId(`order-${first}`);
    const secondCard = page.getByTestId(`order-${second}`);
    const transfer = (card: typeof firstCard) => card.getByRole('button', { name: orders('es', 'transfer.open'), exact: true });
    await expect(transfer(firstCard)).toBeVisible();
    await expect(transfer(secondCard)).toBeVisible();

    // Another tab of the same fan sends the first ticket.
    const other = await page.context().newPage();
    await other.goto('/?lng=es');
    const sendElsewhere = async (orderId: number, email: string) => {
      const answer = await api(other, 'POST', '/api/order/fetch-order', { orderIds: [orderId], allowedStatus: ['confirmed'] });
      const ticketId = answer.body.orders[0].ticketGroups[0].seatTickets[0].id as number;
      expect((await api(other, 'POST', '/api/transfers', { ticketIds: [ticketId], email, locale: 'es' })).status).toBe(201);
    };
    await sendElsewhere(first, 'uno@example.com');

    // This tab still offers Transfer on the first card: the server refuses, says why, and the card catches up.
    await transfer(firstCard).click();
    const dialog = page.getByRole('dialog', { name: orders('es', 'transfer.title_one') });
    await dialog.getByLabel(orders('es', 'transfer.emailLabel')).fill('tres@example.com');
    await dialog.getByRole('button', { name: orders('es', 'transfer.next') }).click();
    await dialog.getByRole('button', { name: orders('es', 'transfer.send_one') }).click();
    await expect(dialog.getByRole('alert')).toHaveText(orders('es', 'transfer.errors.TICKET_TRANSFER_PENDING_single'));
    await expect(firstCard.getByText(fill(orders('es', 'transfer.pending'), { email: 'uno@example.com' }))).toBeVisible();
    // No second try of what cannot work.
    await expect(dialog.getByRole('button', { name: orders('es', 'transfer.send_one') })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(transfer(firstCard)).toHaveCount(0);

    // The second ticket is sent from the other tab; the fan comes back to this one (its window
    // focused again): the card is updated with no click.
    await sendElsewhere(second, 'dos@example.com');
    await expect(transfer(secondCard)).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    await expect(secondCard.getByText(fill(orders('es', 'transfer.pending'), { email: 'dos@example.com' }))).toBeVisible();
    await expect(transfer(secondCard)).toHaveCount(0);
    await other.close();
  });

  test('a ticket put on sale in another tab: Resell is refused with the reason and the resale card shows it on sale', async ({ page }) => {
    const fan = await signInByApi(page);
    await paidOrder(page);
    const bank = await api(page, 'PUT', '/api/resale/bank-details', { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP', currentPassword: fan.password });
    expect(bank.status).toBe(200);
    await page.goto('/resale?lng=es');
    const card = page.getByTestId('resale-ticket');
    const sell = card.getByRole('button', { name: localeText('es', 'resale', 'actions.sell') });
    await expect(sell).toBeEnabled();
    const ticketId = Number(await card.getAttribute('data-ticket-id'));

    const other = await page.context().newPage();
    await other.goto('/?lng=es');
    expect((await api(other, 'POST', `/api/resale/tickets/${ticketId}/sell`, { price: 3000 })).status).toBe(200);
    await other.close();

    await sell.click();
    const dialog = page.getByRole('dialog', { name: localeText('es', 'resale', 'sell.title') });
    await dialog.getByRole('textbox', { name: localeText('es', 'resale', 'sell.priceLabel') }).fill('40');
    await dialog.getByRole('button', { name: localeText('es', 'resale', 'sell.submit') }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await dialog.getByRole('button', { name: localeText('es', 'resale', 'sell.back') }).click();
    await expect(card.getByTestId('resale-state')).toContainText(localeText('es', 'resale', 'state.on_sale'));
    await expect(card.getByRole('button', { name: localeText('es', 'resale', 'actions.sell') })).toHaveCount(0);
    await expect(card.getByRole('button', { name: localeText('es', 'resale', 'actions.cancelSale') })).toBeVisible();
  });
});
