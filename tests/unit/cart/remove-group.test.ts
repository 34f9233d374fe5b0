import { describe, expect, it } from 'vitest';
import { cartSummary } from '../../../src/domain/cart-summary.js';
import type { OrderView, SeatTicketView, TicketGroup } from '../../../src/domain/ticket-groups.js';
import { isGroupRemovable, removeGroup, staysOnPage } from '../../../src/domain/cart/index.js';
import type { RemoveGroupPorts } from '../../../src/domain/cart/index.js';

const seat = (id: number): SeatTicketView => ({
  id, grossAmount: 1000, discountAmount: 0, productName: 'Full', isFromResale: false, packGroup: null, packInfo: null,
  eventInfo: { id: 1, name: 'E', homeTeam: null, startDatetime: '2030-01-01T00:00:00Z' },
  seatInfo: { standName: 'N', standId: 1, blockName: '101', blockId: 1, rowName: '1', seatNumber: String(id), isOpenSeating: false, eventId: 1, categoryName: 'C' },
});
const seatGroup = (id: number): TicketGroup => ({ packInfo: null, seatTickets: [seat(id)], ancillaryTickets: [] });
const cardGroup: TicketGroup = { packInfo: null, seatTickets: [], ancillaryTickets: [{ id: 7, ancillaryName: 'Card', ancillaryType: 'plastic_card', grossAmount: 300, discountAmount: 0 }] };
const parkingGroup: TicketGroup = { packInfo: null, seatTickets: [], ancillaryTickets: [{ id: 8, ancillaryName: 'Parking', ancillaryType: 'parking', grossAmount: 1500, discountAmount: 0 }] };
const order = (groups: TicketGroup[], promo: number[] = []): OrderView => ({
  orderId: 5, status: 'onhold', expiryDatetime: '2030-01-01T00:00:00Z', hasTransactionInProgress: false, saleDatetime: null,
  grossAmount: 1000 * groups.length, discountAmount: 0, ticketGroups: groups,
  appliedDiscounts: promo.map((id, rank) => ({ rank, promoCode: { id, name: `P${id}`, description: null } })),
});

function ports(after: OrderView | null, keptId: number | null = 5) {
  const calls: string[] = [];
  const updates: unknown[] = [];
  const p: RemoveGroupPorts = {
    async updateTicketsOnOrder(input) { calls.push('update'); updates.push(input); return { orderId: keptId }; },
    async fetchOnholdOrder() { calls.push('fetch'); return after; },
    async reapplyPromoCodes(orderId, ids) { calls.push(`promo:${orderId}:${ids.join(',')}`); },
  };
  return { p, calls, updates };
}

describe('isGroupRemovable', () => {
  it('refuses an extras-only group with a plastic card when the card is mandatory', () => {
    expect(isGroupRemovable(cardGroup, true)).toBe(false);
    expect(isGroupRemovable(cardGroup, false)).toBe(true);
    expect(isGroupRemovable(parkingGroup, true)).toBe(true);
    expect(isGroupRemovable({ ...seatGroup(1), ancillaryTickets: cardGroup.ancillaryTickets }, true)).toBe(true);
  });
});

describe('staysOnPage', () => {
  it('keeps the fan on event, pack and home pages only', () => {
    expect(staysOnPage('/')).toBe(true);
    expect(staysOnPage('/event/3')).toBe(true);
    expect(staysOnPage('/pack/2/submit')).toBe(true);
    expect(staysOnPage('/summary')).toBe(false);
    expect(staysOnPage('/options')).toBe(false);
  });
});

describe('removeGroup', () => {
  const summary = cartSummary(order([seatGroup(1), seatGroup(2), parkingGroup], [3, 4]));

  it('updates the order without the group ids, refetches and re-applies promo codes', async () => {
    const remaining = order([seatGroup(2), parkingGroup], [3, 4]);
    const { p, calls, updates } = ports(remaining);
    const outcome = await removeGroup(summary, seatGroup(1), { path: '/summary', plasticCardMandatory: false }, p);
    expect(updates).toEqual([{ orderId: 5, ticketIds: [2], ticketAncillaryIds: [8] }]);
    expect(calls).toEqual(['update', 'fetch', 'promo:5:3,4', 'fetch']);
    expect(outcome).toEqual({ kind: 'refreshed', summary: cartSummary(remaining) });
  });
  it('drops the ancillary ids of an extras group', async () => {
    const { p, updates } = ports(order([seatGroup(1), seatGroup(2)]));
    await removeGroup(summary, parkingGroup, { path: '/', plasticCardMandatory: false }, p);
    expect(updates).toEqual([{ orderId: 5, ticketIds: [1, 2], ticketAncillaryIds: [] }]);
  });
  it('skips the promo step when no code is applied', async () => {
    const plain = cartSummary(order([seatGroup(1), seatGroup(2)]));
    const { p, calls } = ports(order([seatGroup(2)]));
    await removeGroup(plain, seatGroup(1), { path: '/', plasticCardMandatory: false }, p);
    expect(calls).toEqual(['update', 'fetch']);
  });
  it('empties the cart and sends the fan home when the order is gone', async () => {
    const { p } = ports(null);
    expect(await removeGroup(summary, seatGroup(1), { path: '/summary', plasticCardMandatory: false }, p)).toEqual({ kind: 'emptied', closePopover: true, goHome: true });
  });
  it('empties without moving on event, pack and home pages', async () => {
    const { p } = ports(order([]));
    expect(await removeGroup(summary, seatGroup(1), { path: '/event/1', plasticCardMandatory: false }, p)).toEqual({ kind: 'emptied', closePopover: true, goHome: false });
  });
  it('closes the popover when no order id comes back', async () => {
    const { p, calls } = ports(null, null);
    expect(await removeGroup(summary, seatGroup(1), { path: '/summary', plasticCardMandatory: false }, p)).toEqual({ kind: 'closed', closePopover: true });
    expect(calls).toEqual(['update']);
  });
  it('closes the popover without calls when the cart has no order', async () => {
    const { p, calls } = ports(null);
    const empty = cartSummary(null);
    expect((await removeGroup(empty, seatGroup(1), { path: '/', plasticCardMandatory: false }, p)).kind).toBe('closed');
    expect(calls).toEqual([]);
  });
  it('refuses the mandatory plastic card group without calling anything', async () => {
    const { p, calls } = ports(null);
    expect(await removeGroup(summary, cardGroup, { path: '/', plasticCardMandatory: true }, p)).toEqual({ kind: 'refused', reason: 'MANDATORY_PLASTIC_CARD' });
    expect(calls).toEqual([]);
  });
  it('lets call failures through', async () => {
    const { p } = ports(null);
    p.updateTicketsOnOrder = async () => { throw new Error('network'); };
    await expect(removeGroup(summary, seatGroup(1), { path: '/', plasticCardMandatory: false }, p)).rejects.toThrow('network');
  });
});
