import { expect, test } from './helpers/test.js';
import type { Page } from '@playwright/test';
import { createOrder, payWith, signInByApi } from './helpers/payment.js';
import { api } from './helpers/api.js';
import { expectAccessible } from './helpers/axe.js';
import { localeText } from './locale-text.js';

/** What of an order card runs past its right edge (the card clips it, so the page's width check cannot see it). */
const pastCardEdge = (page: Page, orderId: number) => page.getByTestId(`order-${orderId}`).evaluate((card) => {
  const edge = card.getBoundingClientRect().right;
  return [...card.querySelectorAll('*')].filter((element) => element.getBoundingClientRect().right > edge + 0.5)
    .map((element) => `${element.getAttribute('data-testid') ?? element.tagName.toLowerCase()} "${(element.textContent ?? '').slice(0, 40)}"`);
});

/**
 * My purchases on a 320 px phone, in every language: the Upcoming / Past filter keeps its three
 * words whole. The control clips what does not fit, so the page's own width check cannot see it.
 */
test.describe('on a 320 px phone', () => {
  test.use({ viewport: { width: 320, height: 700 }, hasTouch: true, isMobile: true });

  test('the when-filter\'s words all fit, in five languages', async ({ page }) => {
    await signInByApi(page);
    for (const language of ['en', 'es', 'fr', 'nl', 'ru']) {
      await page.goto(`/orders?lng=${language}`);
      const when = page.getByTestId('filter-when');
      await expect(when.getByText(localeText(language, 'orders', 'filters.when.past'), { exact: true })).toBeVisible();
      const clipped = await when.evaluate((root) => {
        const edge = root.getBoundingClientRect().right;
        const words = [...root.querySelectorAll('label')].filter((label) => label.getBoundingClientRect().right > edge + 0.5 || label.scrollWidth > label.clientWidth);
        return { root: root.scrollWidth - root.clientWidth, words: words.map((label) => label.textContent) };
      });
      expect(clipped, language).toEqual({ root: 0, words: [] });
    }
  });

  test('a ticket sent to a long address keeps its lines inside the card, in five languages', async ({ page }) => {
    await signInByApi(page);
    const orderId = await createOrder(page);
    await payWith(page, orderId, 'success');
    await expect(page.getByTestId('validation-result')).toHaveAttribute('data-outcome', 'success');
    const orders = await api(page, 'POST', '/api/order/fetch-order', { orderIds: [orderId], allowedStatus: ['confirmed'], hideOrdersWithInProgressTransaction: false, first: 1 });
    const ticketId = orders.body.orders[0].ticketGroups[0].seatTickets[0].id as number;
    // No break in 60 characters: its line was as wide as the address and pushed the whole ticket past the card's edge.
    const address = 'supporters.club.north.stand.season.ticket.holders@example.com';
    expect((await api(page, 'POST', '/api/transfers', { ticketIds: [ticketId], email: address, locale: 'en' })).status).toBe(201);
    for (const language of ['en', 'es', 'fr', 'nl', 'ru']) {
      await page.goto(`/orders?lng=${language}`);
      await expect(page.getByTestId(`transfer-state-${ticketId}`)).toContainText('supporters.club');
      expect(await pastCardEdge(page, orderId), language).toEqual([]);
    }
    await expectAccessible(page, 'My purchases with a ticket being transferred, 320 px');
    // The phone menu that leads here, open over the page.
    await page.getByTestId('mobile-menu-button').tap();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectAccessible(page, 'phone menu over My purchases, 320 px');
  });
});
