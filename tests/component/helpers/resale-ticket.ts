import type { ResaleTicketView } from '../../../src/domain/resale-view.js';

/** A resellable ticket of "Match one", North N1 row A seat 1, for the resale dialogs' tests. */
export function resaleTicket(overrides: Partial<ResaleTicketView> = {}): ResaleTicketView {
  return {
    ticketId: 41, orderId: 7, eventId: 3, eventName: 'Match one', startDatetime: '2026-12-01T20:00:00.000Z', packName: null, campaignPackId: null, standId: 1, categoryId: 1,
    standName: 'North', blockName: 'N1', rowName: 'A', seatNumber: '1', isOpenSeating: false, categoryName: 'Category A',
    faceValue: 6000, policy: 'no_restriction', state: 'resalable', unavailableReason: null, listing: null, groupTicketIds: [41],
    ...overrides,
  };
}
