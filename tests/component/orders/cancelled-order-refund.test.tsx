// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Locale } from '../../../src/domain/site-config.js';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import type { OrderView, SeatTicketView } from '../../../src/domain/ticket-groups.js';
import { groupTickets } from '../../../src/domain/ticket-groups.js';
import { holderRules } from '../../../src/domain/holder/holder-fields.js';
import { ticketPurchaseInfo } from '../../../src/domain/purchases.js';
import type { TicketPurchaseInfo } from '../../../src/domain/purchases.js';
import { formatCents } from '../../../src/domain/money.js';
import { i18n } from '../../../src/lib/i18n.js';
import { OrderCard } from '../../../src/features/orders/order-card.js';
import { renderWithProviders } from '../helpers/render.js';
import { setUpOrderCardTests, ordersText } from '../helpers/order-card.js';

/**
 * A cancelled order of My purchases says what is refunded, and which tickets were cancelled with
 * it and which had already gone to someone else (transferred, resold), in every language.
 */
setUpOrderCardTests();

const rules = holderRules({ requiredHolderFields: [], requiredSubscriberFields: [], holderFieldRequirements: {} }, 'holder');
const now = new Date('2026-11-24T12:00:00Z');
const cancelledFacts = { orderStatus: 'cancelled', ticketState: 'refunded', active: false, listingStatus: null, format: 'e_ticket' as const, hasTicketTemplate: true, availableFrom: null, now };
const plain = { transfer: null, receivedFrom: null, eventStart: '2026-12-01T19:00:00.000Z', installmentsUnpaid: false };
const seat = (id: number, purchase: TicketPurchaseInfo): SeatTicketView => ({
  id, grossAmount: 6000, discountAmount: 0, productName: 'Full price', isFromResale: false, packGroup: null, packInfo: null,
  eventInfo: { id: 3, name: 'Match one', homeTeam: null, startDatetime: '2026-12-01T19:00:00.000Z' },
  seatInfo: { standName: 'North', standId: 1, blockName: 'N1', blockId: 2, rowName: 'A', seatNumber: String(id), isOpenSeating: false, eventId: 3, categoryName: 'Cat A' },
  purchase,
});
const cancelledOrder = (refundAmount: number | null): OrderView => ({
  orderId: 9, status: 'cancelled', expiryDatetime: '2026-12-01T00:00:00.000Z', hasTransactionInProgress: false, saleDatetime: '2026-11-24T10:00:00.000Z',
  grossAmount: 22_500, discountAmount: 0, appliedDiscounts: [], refundAmount,
  ticketGroups: groupTickets([
    seat(41, ticketPurchaseInfo(cancelledFacts, plain, null, 'holder', rules)),
    seat(42, ticketPurchaseInfo({ ...cancelledFacts, ticketState: 'fulfilled' }, { ...plain, transfer: { id: 1, status: 'confirmed', toEmail: 'friend@example.com' } }, null, 'holder', rules)),
    seat(43, ticketPurchaseInfo({ ...cancelledFacts, ticketState: 'fulfilled', listingStatus: 'sold' }, plain, null, 'holder', rules)),
  ], []),
});

describe('a cancelled order in My purchases', () => {
  for (const language of SUPPORTED_LOCALES) {
    it(`${language}: says the amount refunded, that tickets passed on stay with their holders, and each ticket's state`, async () => {
      await i18n.changeLanguage(language);
      renderWithProviders(<OrderCard order={cancelledOrder(10_500)} profileComplete={true} onHolderSaved={() => undefined} />);
      const note = screen.getByTestId('order-cancelled-note').textContent ?? '';
      expect(note).toContain(ordersText(language, 'cancelledRefund').replace('{{amount}}', formatCents(10_500, language as Locale)));
      expect(note).toContain(ordersText(language, 'cancelledPassedOn'));
      // The old note promised a refund of every ticket.
      expect(note).not.toContain(ordersText(language, 'cancelledNote'));
      expect(screen.getByTestId('ticket-state-41').textContent).toBe(ordersText(language, 'ticketCancelled'));
      expect(screen.queryByTestId('ticket-state-42')).toBeNull();
      expect(screen.getByTestId('transfer-state-42').textContent).toBe(ordersText(language, 'transfer.accepted').replace('{{email}}', 'friend@example.com'));
      expect(screen.getByTestId('ticket-state-43').textContent).toBe(ordersText(language, 'purchase.blocked.TICKET_RESOLD'));
    });
  }

  it('says there is nothing to refund when nothing is, and keeps the general note for orders cancelled before refunds were recorded', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<OrderCard order={cancelledOrder(0)} profileComplete={true} onHolderSaved={() => undefined} />);
    expect(screen.getByTestId('order-cancelled-note').textContent).toContain(ordersText('fr', 'cancelledNoRefund'));
    cleanup();
    renderWithProviders(<OrderCard order={cancelledOrder(null)} profileComplete={true} onHolderSaved={() => undefined} />);
    expect(screen.getByTestId('order-cancelled-note').textContent).toContain(ordersText('fr', 'cancelledNote'));
  });
});
