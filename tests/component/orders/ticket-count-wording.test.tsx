// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import type { OrderView, SeatTicketView } from '../../../src/domain/ticket-groups.js';
import { groupTickets } from '../../../src/domain/ticket-groups.js';
import { holderRules } from '../../../src/domain/holder/holder-fields.js';
import { ticketPurchaseInfo } from '../../../src/domain/purchases.js';
import { i18n } from '../../../src/lib/i18n.js';
import { OrderCard } from '../../../src/features/orders/order-card.js';
import { renderConfirmationMail } from '../../../src/server/services/payments/confirmation-mail.js';
import { renderWithProviders } from '../helpers/render.js';
import { setUpOrderCardTests, ordersText } from '../helpers/order-card.js';

/**
 * Sentences about an order's tickets speak of one ticket as one ("This ticket was transferred to
 * you"), in every language: My purchases' received order and the confirmation mail.
 */
setUpOrderCardTests();

const rules = holderRules({ requiredHolderFields: ['first_name', 'last_name'], requiredSubscriberFields: [], holderFieldRequirements: {} }, 'holder');
const facts = { orderStatus: 'confirmed', ticketState: 'confirmed', active: true, listingStatus: null, format: 'e_ticket' as const, hasTicketTemplate: true, availableFrom: null, now: new Date('2026-11-24T12:00:00Z') };
const received = { transfer: null, receivedFrom: 'Kim Tester', eventStart: '2026-12-01T19:00:00.000Z', installmentsUnpaid: false };
const seat = (id: number): SeatTicketView => ({
  id, grossAmount: 6000, discountAmount: 0, productName: 'Full price', isFromResale: false, packGroup: null, packInfo: null,
  eventInfo: { id: 3, name: 'Match one', homeTeam: null, startDatetime: '2026-12-01T19:00:00.000Z' },
  seatInfo: { standName: 'North', standId: 1, blockName: 'N1', blockId: 2, rowName: 'A', seatNumber: String(id), isOpenSeating: false, eventId: 3, categoryName: 'Cat A' },
  purchase: ticketPurchaseInfo(facts, received, null, 'holder', rules),
});
const receivedOrder = (count: number): OrderView => ({
  orderId: 9, status: 'confirmed', expiryDatetime: '2026-12-01T00:00:00.000Z', hasTransactionInProgress: false, saleDatetime: '2026-11-24T10:00:00.000Z',
  grossAmount: 0, discountAmount: 0, appliedDiscounts: [],
  ticketGroups: groupTickets(Array.from({ length: count }, (_, i) => seat(41 + i)), []),
});

describe('one ticket is spoken of as one', () => {
  for (const language of SUPPORTED_LOCALES) {
    it(`${language}: a received order of one ticket, then of two`, async () => {
      await i18n.changeLanguage(language);
      renderWithProviders(<OrderCard order={receivedOrder(1)} profileComplete={true} onHolderSaved={() => undefined} />);
      expect(screen.getByTestId('received-no-invoice').textContent).toBe(ordersText(language, 'transfer.receivedNoInvoice_single'));
      cleanup();
      renderWithProviders(<OrderCard order={receivedOrder(2)} profileComplete={true} onHolderSaved={() => undefined} />);
      expect(screen.getByTestId('received-no-invoice').textContent).toBe(ordersText(language, 'transfer.receivedNoInvoice'));
    });
  }

  it.each([
    ['en', 'your ticket is ready', 'your tickets are ready'],
    ['es', 'tu entrada ya está disponible', 'tus entradas ya están disponibles'],
    ['fr', 'votre billet est disponible', 'vos billets sont disponibles'],
    ['nl', 'je ticket staat klaar', 'je tickets staan klaar'],
    ['ru', 'ваш билет готов', 'ваши билеты готовы'],
  ] as const)('%s: the confirmation mail of one ticket, then of two', (locale, one, several) => {
    const line = { eventName: 'Match', startDatetime: '2026-10-01T18:00:00.000Z', standName: 'North', blockName: '102', rowName: '17', seatNumber: '39', isOpenSeating: false };
    const mail = (count: number) => renderConfirmationMail(locale, {
      orderId: 7, firstName: 'Sam', totalAmount: 1000, timeZone: 'Europe/Paris', installments: [], ordersUrl: 'https://shop.example/orders', clubName: 'FC Test',
      lines: Array.from({ length: count }, () => line),
    });
    expect(mail(1).text).toContain(one);
    expect(mail(1).html).toContain(one);
    expect(mail(1).text).not.toContain(several);
    expect(mail(2).text).toContain(several);
  });
});
