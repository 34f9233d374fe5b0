// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import type { SeatTicketView } from '../../../src/domain/ticket-groups.js';
import { holderRules } from '../../../src/domain/holder/holder-fields.js';
import { ticketPurchaseInfo } from '../../../src/domain/purchases.js';
import { i18n } from '../../../src/lib/i18n.js';
import { TicketRow } from '../../../src/features/orders/ticket-row.js';
import { renderWithProviders } from '../helpers/render.js';
import { setUpOrderCardTests, ordersText } from '../helpers/order-card.js';

/** A ticket at a rate checked at the gate (reduced, child) says on its card that proof is needed. */
setUpOrderCardTests();

const rules = holderRules({ requiredHolderFields: [], requiredSubscriberFields: [], holderFieldRequirements: {} }, 'holder');
const facts = { orderStatus: 'confirmed', ticketState: 'confirmed', active: true, listingStatus: null, format: 'e_ticket' as const, hasTicketTemplate: true, availableFrom: null, now: new Date('2026-11-24T12:00:00Z') };
const ticket = (proofRequired: boolean, state: Partial<Parameters<typeof ticketPurchaseInfo>[0]> = {}): SeatTicketView => ({
  id: 41, grossAmount: 3000, discountAmount: 0, productName: 'Reduced', isFromResale: false, packGroup: null, packInfo: null,
  eventInfo: { id: 3, name: 'Match one', homeTeam: null, startDatetime: '2026-12-01T19:00:00.000Z' },
  seatInfo: { standName: 'North', standId: 1, blockName: 'N1', blockId: 2, rowName: 'A', seatNumber: '1', isOpenSeating: false, eventId: 3, categoryName: 'Cat A' },
  purchase: ticketPurchaseInfo({ ...facts, ...state }, { transfer: null, receivedFrom: null, eventStart: '2026-12-01T19:00:00.000Z', installmentsUnpaid: false, proofRequired }, { firstName: 'Ada', lastName: 'L' }, 'holder', rules),
});

describe('proof of eligibility on the ticket card', () => {
  for (const language of SUPPORTED_LOCALES) {
    it(`${language}: said on a reduced-rate ticket, not on another`, async () => {
      await i18n.changeLanguage(language);
      renderWithProviders(<TicketRow ticket={ticket(true)} onDownload={() => undefined} onHolderSaved={() => undefined} />);
      expect(screen.getByTestId('proof-required-41').textContent).toBe(ordersText(language, 'purchase.proofRequired'));
      cleanup();
      renderWithProviders(<TicketRow ticket={ticket(false)} onDownload={() => undefined} onHolderSaved={() => undefined} />);
      expect(screen.queryByTestId('proof-required-41')).toBeNull();
    });
  }

  // Nobody will show that ticket at the gate: a note asking for proof there only misleads.
  it('is not said on a ticket no longer valid: cancelled with its order, or resold', () => {
    const gone: Partial<Parameters<typeof ticketPurchaseInfo>[0]>[] = [{ orderStatus: 'cancelled', ticketState: 'refunded', active: false }, { active: false, listingStatus: 'sold' }];
    for (const state of gone) {
      renderWithProviders(<TicketRow ticket={ticket(true, state)} onDownload={() => undefined} onHolderSaved={() => undefined} />);
      expect(screen.queryByTestId('proof-required-41'), JSON.stringify(state)).toBeNull();
      cleanup();
    }
  });
});
