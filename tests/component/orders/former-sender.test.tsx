// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { holderRules } from '../../../src/domain/holder/holder-fields.js';
import { ticketPurchaseInfo } from '../../../src/domain/purchases.js';
import { i18n } from '../../../src/lib/i18n.js';
import { TicketTransferState } from '../../../src/features/orders/ticket-transfer-state.js';
import { renderWithProviders } from '../helpers/render.js';
import { setUpOrderCardTests, ordersText } from '../helpers/order-card.js';

/** A ticket received from someone who deleted their account since: no placeholder name, a kind word. */
setUpOrderCardTests();

const rules = holderRules({ requiredHolderFields: [], requiredSubscriberFields: [], holderFieldRequirements: {} }, 'holder');
const facts = { orderStatus: 'confirmed', ticketState: 'confirmed', active: true, listingStatus: null, format: 'e_ticket' as const, hasTicketTemplate: true, availableFrom: null, now: new Date('2026-11-24T12:00:00Z') };
const receivedFrom = (name: string) =>
  ticketPurchaseInfo(facts, { transfer: null, receivedFrom: name, eventStart: '2026-12-01T19:00:00.000Z', installmentsUnpaid: false }, null, 'holder', rules);

describe('received from a former customer', () => {
  for (const language of SUPPORTED_LOCALES) {
    it(`${language}: says so instead of a placeholder name, and names a sender who has one`, async () => {
      await i18n.changeLanguage(language);
      renderWithProviders(<TicketTransferState ticketId={5} purchase={receivedFrom('')} onChanged={() => undefined} />);
      expect(screen.getByTestId('received-from-5').textContent?.trim()).toBe(ordersText(language, 'transfer.receivedFromFormer'));
      cleanup();
      renderWithProviders(<TicketTransferState ticketId={5} purchase={receivedFrom('Kim Tester')} onChanged={() => undefined} />);
      expect(screen.getByTestId('received-from-5').textContent?.trim()).toBe(ordersText(language, 'transfer.receivedFrom').replace('{{name}}', 'Kim Tester'));
    });
  }
});
