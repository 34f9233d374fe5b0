// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import type { AncillaryTicketView, OrderView, SeatTicketView } from '../../../src/domain/ticket-groups.js';
import { groupTickets } from '../../../src/domain/ticket-groups.js';
import { holderRules } from '../../../src/domain/holder/holder-fields.js';
import { ticketPurchaseInfo } from '../../../src/domain/purchases.js';
import { formatCents, moneyLocale } from '../../../src/domain/money.js';
import { i18n } from '../../../src/lib/i18n.js';
import { OrderCard } from '../../../src/features/orders/order-card.js';
import { renderWithProviders } from '../helpers/render.js';
import { setUpOrderCardTests, localeText } from '../helpers/order-card.js';

/**
 * An order mixing rates says what each ticket cost: the free child rate reads "Free" beside the
 * full and reduced ones, a pack says its price once, and a ticket received by transfer says none.
 */
setUpOrderCardTests();

const freeWord = (language: string): string => localeText(language, 'common', 'price.free');
const euros = (language: string, cents: number) => formatCents(cents, moneyLocale(language));

const rules = holderRules({ requiredHolderFields: [], requiredSubscriberFields: [], holderFieldRequirements: {} }, 'holder');
const facts = { orderStatus: 'confirmed', ticketState: 'confirmed', active: true, listingStatus: null, format: 'e_ticket' as const, hasTicketTemplate: true, availableFrom: null, now: new Date('2026-11-24T12:00:00Z') };
const transfers = (receivedFrom: string | null) => ({ transfer: null, receivedFrom, eventStart: '2026-12-01T19:00:00.000Z', installmentsUnpaid: false });
const seat = (id: number, productName: string, grossAmount: number, extra: Partial<SeatTicketView> = {}, receivedFrom: string | null = null): SeatTicketView => ({
  id, grossAmount, discountAmount: 0, productName, isFromResale: false, packGroup: null, packInfo: null,
  eventInfo: { id: 3 + (extra.packGroup ? id : 0), name: 'Match one', homeTeam: null, startDatetime: '2026-12-01T19:00:00.000Z' },
  seatInfo: { standName: 'North', standId: 1, blockName: 'N1', blockId: 2, rowName: 'A', seatNumber: String(id), isOpenSeating: false, eventId: 3, categoryName: 'Cat A' },
  purchase: ticketPurchaseInfo(facts, transfers(receivedFrom), { firstName: 'Ada', lastName: 'L' }, 'holder', rules),
  ...extra,
});
const order = (tickets: SeatTicketView[], extras: AncillaryTicketView[] = []): OrderView => ({
  orderId: 9, status: 'confirmed', expiryDatetime: '2026-12-01T00:00:00.000Z', hasTransactionInProgress: false, saleDatetime: '2026-11-24T10:00:00.000Z',
  grossAmount: tickets.reduce((sum, t) => sum + t.grossAmount, 0), discountAmount: 0, appliedDiscounts: [],
  ticketGroups: groupTickets(tickets, extras),
});
const card = (o: OrderView) => renderWithProviders(<OrderCard order={o} profileComplete={true} onHolderSaved={() => undefined} />);

describe('amounts per line on My purchases', () => {
  for (const language of SUPPORTED_LOCALES) {
    it(`${language}: full, reduced (with a discount) and free child rates each say their own amount`, async () => {
      await i18n.changeLanguage(language);
      card(order([seat(41, 'Full price', 15000), seat(42, 'Reduced', 10500, { discountAmount: -500 }), seat(43, 'Child', 0)]));
      expect(screen.getByTestId('ticket-amount-41').textContent).toBe(euros(language, 15000));
      expect(screen.getByTestId('ticket-amount-42').textContent).toBe(euros(language, 10000));
      expect(screen.getByTestId('ticket-amount-43').textContent).toBe(freeWord(language));
    });
  }

  it('a pack says its price once, above its matches, not a share on each ticket', () => {
    const packInfo = { name: 'Autumn Trio', type: 'pack' as const, packId: 1 };
    card(order([41, 42, 43].map((id, i) => seat(id, 'Pack – Full price', [2266, 2267, 2267][i]!, { packGroup: 'g1', packInfo }))));
    expect(screen.getByTestId('pack-amount').textContent).toBe(euros('en', 6800));
    expect(screen.queryByTestId('ticket-amount-41')).toBeNull();
  });

  it('a ticket received by transfer shows no amount: nothing was paid for it here', () => {
    card(order([seat(41, 'Full price', 15000, {}, 'Kim Tester')]));
    expect(screen.getByTestId('order-received')).toBeTruthy();
    expect(screen.queryByTestId('ticket-amount-41')).toBeNull();
  });

  it('an extra says what it cost (after a discount) like the tickets beside it', () => {
    card(order([seat(41, 'Full price', 6500, { discountAmount: -650 })], [{ id: 7, ancillaryName: 'Parking', ancillaryType: 'parking', grossAmount: 1500, discountAmount: -150 }]));
    expect(screen.getByTestId('ticket-amount-41').textContent).toBe(euros('en', 5850));
    expect(screen.getByTestId('extra-amount-7').textContent).toBe(euros('en', 1350));
  });
});
