// @vitest-environment jsdom
import { useState } from 'react';
import type { ReactElement } from 'react';
import { act } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OrderView, SeatTicketView } from '../../../src/domain/ticket-groups.js';
import { groupTickets } from '../../../src/domain/ticket-groups.js';
import { holderRules } from '../../../src/domain/holder/holder-fields.js';
import { ticketPurchaseInfo } from '../../../src/domain/purchases.js';
import { OrderCard } from '../../../src/features/orders/order-card.js';
import { renderWithProviders } from '../helpers/render.js';
import { setUpOrderCardTests } from '../helpers/order-card.js';

/**
 * My purchases adds ten orders a "Load more": the cards already shown keep their order objects and
 * callbacks, and must not render again, or each page costs more than the last (300 orders: seconds).
 */
setUpOrderCardTests();

const rules = holderRules({ requiredHolderFields: [], requiredSubscriberFields: [], holderFieldRequirements: {} }, 'holder');
const facts = { orderStatus: 'confirmed', ticketState: 'confirmed', active: true, listingStatus: null, format: 'e_ticket' as const, hasTicketTemplate: true, availableFrom: null, now: new Date('2026-11-24T12:00:00Z') };
const noTransfer = { transfer: null, receivedFrom: null, eventStart: '2026-12-01T19:00:00.000Z', installmentsUnpaid: false };
const order = (orderId: number): OrderView => {
  const ticket: SeatTicketView = {
    id: orderId * 10, grossAmount: 4800, discountAmount: 0, productName: 'Full price', isFromResale: false, packGroup: null, packInfo: null,
    eventInfo: { id: 3, name: 'Match one', homeTeam: null, startDatetime: '2026-12-01T19:00:00.000Z' },
    seatInfo: { standName: 'North', standId: 1, blockName: 'N1', blockId: 2, rowName: 'A', seatNumber: String(orderId), isOpenSeating: false, eventId: 3, categoryName: 'Cat A' },
    purchase: ticketPurchaseInfo(facts, noTransfer, { firstName: 'Ada', lastName: 'L' }, 'holder', rules),
  };
  const ticketGroups = groupTickets([ticket], []);
  const view = {
    orderId, status: 'confirmed', expiryDatetime: '2026-12-01T00:00:00.000Z', hasTransactionInProgress: false, saleDatetime: '2026-11-24T10:00:00.000Z',
    grossAmount: 4800, discountAmount: 0, appliedDiscounts: [],
  } as Omit<OrderView, 'ticketGroups'> as OrderView;
  // A card reads its tickets each time it renders: the reads say which cards rendered.
  Object.defineProperty(view, 'ticketGroups', { enumerable: true, get: () => { rendered.add(orderId); return ticketGroups; } });
  return view;
};
const rendered = new Set<number>();

describe('My purchases after "Load more"', () => {
  it('renders only the new page\'s cards, not again those already shown', () => {
    const onHolderSaved = () => undefined;
    const onStale = () => undefined;
    let append: (more: OrderView[]) => void = () => undefined;
    function List(): ReactElement {
      const [orders, setOrders] = useState([1, 2, 3].map(order));
      append = (more) => setOrders((current) => [...current, ...more]);
      return (
        <>
          {orders.map((o) => (
            <OrderCard key={o.orderId} order={o} profileComplete={true} onHolderSaved={onHolderSaved} onStale={onStale} />
          ))}
        </>
      );
    }
    renderWithProviders(<List />);
    rendered.clear();
    act(() => append([4, 5].map(order)));
    expect([...rendered].sort()).toEqual([4, 5]);
  });
});
