/**
 * When a ticket's holder can no longer be named: from the event's start (as transfers close), and
 * once the ticket was sent or listed, even when the save was checked on a view read before that.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { resaleWorld, VALID_BANK } from './helpers/resale-fixture.js';
import type { ResaleClient, ResaleWorld } from './helpers/resale-fixture.js';
import type { SeatTicketView, OrderView } from '../../src/domain/ticket-groups.js';
import { planHolderChange, storeHolderChange } from '../../src/server/services/purchases/ticket-purchase.js';
import type { SessionCustomer } from '../../src/server/http/session.js';

let w: ResaleWorld;
afterEach(async () => w.close());

const put = (client: ResaleClient, ticketId: number, holderInfo: unknown) =>
  w.t.app.inject({ method: 'PUT', url: `/api/tickets/${ticketId}/holder`, headers: client.headers, payload: { holderInfo } as object });
const sendTransfer = (ticketId: number) =>
  w.t.app.inject({ method: 'POST', url: '/api/transfers', headers: w.seller.headers, payload: { ticketIds: [ticketId], email: 'friend@example.com', locale: 'en' } });
const storedHolder = async (ticketId: number) =>
  (await w.t.app.db.selectFrom('seat_tickets').select('holder_info').where('id', '=', ticketId).executeTakeFirstOrThrow()).holder_info;

async function ticketView(ticketId: number): Promise<SeatTicketView> {
  const res = await w.t.app.inject({ method: 'POST', url: '/api/order/fetch-order', headers: w.seller.headers, payload: { allowedStatus: ['confirmed'] } });
  const ticket = (res.json().orders as OrderView[]).flatMap((o) => o.ticketGroups.flatMap((g) => g.seatTickets)).find((t) => t.id === ticketId);
  if (!ticket) throw new Error(`ticket ${ticketId} not listed`);
  return ticket;
}

/** A confirmed ticket of the seller without a holder, whose first-name may change (so it stays editable once named). */
async function boughtWithoutHolder(): Promise<number> {
  w = await resaleWorld();
  Object.assign(w.t.app.siteConfig, { holderFieldRequirements: { first_name: 'mandatory_with_change', last_name: 'mandatory_with_change' } });
  const { ticketIds } = await w.seller.buy(w.eventCart([w.shop.blocks.n1.seatIds[0]!]));
  return ticketIds[0]!;
}

/** The seller as a handler sees them after requireCustomer. */
const sellerSession = (): SessionCustomer => ({ id: w.sellerId, email: 'seller@example.com', firstName: 'Seller', isEarlyBird: false });

/** Moves the event's start to a minute ago (the clock forward would end the session too). */
async function startEvent(): Promise<void> {
  await w.t.app.db.updateTable('events').set({ start_datetime: new Date(w.t.clock.now.getTime() - 60_000).toISOString() })
    .where('id', '=', w.shop.events.first).execute();
}

describe('the holder once the event has started', () => {
  it('is refused with 409 HOLDER_EVENT_STARTED and the purchase says why, instead of offering the form', async () => {
    const ticketId = await boughtWithoutHolder();
    expect((await put(w.seller, ticketId, { firstName: 'Ada', lastName: 'Lovelace' })).statusCode).toBe(200);
    const before = (await ticketView(ticketId)).purchase;
    expect([before?.editableHolderFields.includes('firstName'), before?.holderClosedReason]).toEqual([true, null]);

    await startEvent();
    const late = await put(w.seller, ticketId, { firstName: 'Grace', lastName: 'Hopper' });
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'HOLDER_EVENT_STARTED']);
    expect(JSON.parse((await storedHolder(ticketId))!)).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
    expect((await ticketView(ticketId)).purchase).toMatchObject({ holderName: 'Ada Lovelace', editableHolderFields: [], holderClosedReason: 'HOLDER_EVENT_STARTED' });
  });

  it('a ticket never named may still be named once, so a fan arriving late can download it; the name then stays', async () => {
    const ticketId = await boughtWithoutHolder();
    await startEvent();
    const unnamed = (await ticketView(ticketId)).purchase;
    expect([unnamed?.editableHolderFields.includes('firstName'), unnamed?.holderClosedReason, unnamed?.download.reasons]).toEqual([true, null, ['TICKET_HOLDER_INFO_MISSING']]);

    expect((await put(w.seller, ticketId, { firstName: 'Ada', lastName: 'Lovelace' })).statusCode).toBe(200);
    expect((await ticketView(ticketId)).purchase).toMatchObject({ holderName: 'Ada Lovelace', editableHolderFields: [], holderClosedReason: 'HOLDER_EVENT_STARTED', download: { downloadable: true } });
    expect((await put(w.seller, ticketId, { firstName: 'Grace', lastName: 'Hopper' })).json().error.code).toBe('HOLDER_EVENT_STARTED');
  });

  it('a ticket sent away keeps saying it is not the fan\'s to name, not that the event started', async () => {
    const ticketId = await boughtWithoutHolder();
    expect((await sendTransfer(ticketId)).statusCode).toBe(201);
    await startEvent();
    expect((await put(w.seller, ticketId, { firstName: 'Grace', lastName: 'Hopper' })).json().error.code).toBe('HOLDER_NOT_EDITABLE');
    expect((await ticketView(ticketId)).purchase?.holderClosedReason).toBeNull();
  });
});

describe('a holder save checked before a transfer or listing committed', () => {
  it('writes nothing on a ticket sent meanwhile (409 HOLDER_NOT_EDITABLE)', async () => {
    const ticketId = await boughtWithoutHolder();
    const stale = await planHolderChange(w.t.app, sellerSession(), ticketId, { firstName: 'Grace', lastName: 'Hopper' });
    expect((await sendTransfer(ticketId)).statusCode).toBe(201);
    await expect(storeHolderChange(w.t.app, sellerSession(), stale)).rejects.toMatchObject({ statusCode: 409, code: 'HOLDER_NOT_EDITABLE' });
    expect(await storedHolder(ticketId)).toBeNull();
  });

  it('writes nothing on a ticket listed for resale meanwhile', async () => {
    const ticketId = await boughtWithoutHolder();
    expect((await put(w.seller, ticketId, { firstName: 'Ada', lastName: 'Lovelace' })).statusCode).toBe(200);
    const stale = await planHolderChange(w.t.app, sellerSession(), ticketId, { firstName: 'Grace', lastName: 'Hopper' });
    await w.seller.saveBank(VALID_BANK);
    expect((await w.seller.sell(ticketId, { price: 2500 })).statusCode).toBe(200);
    await expect(storeHolderChange(w.t.app, sellerSession(), stale)).rejects.toMatchObject({ statusCode: 409, code: 'HOLDER_NOT_EDITABLE' });
    expect(JSON.parse((await storedHolder(ticketId))!)).toEqual({ firstName: 'Ada', lastName: 'Lovelace' });
  });

  it('still tells a holder changed meanwhile apart (HOLDER_INFO_CHANGED)', async () => {
    const ticketId = await boughtWithoutHolder();
    const stale = await planHolderChange(w.t.app, sellerSession(), ticketId, { firstName: 'Grace', lastName: 'Hopper' });
    expect((await put(w.seller, ticketId, { firstName: 'Ada', lastName: 'Lovelace' })).statusCode).toBe(200);
    await expect(storeHolderChange(w.t.app, sellerSession(), stale)).rejects.toMatchObject({ statusCode: 409, code: 'HOLDER_INFO_CHANGED' });
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a holder save racing the ticket office\'s cancellation (PostgreSQL)', () => {
  it('waits for a cancellation in flight, then refuses (409 HOLDER_NOT_EDITABLE): no name lands on the refunded ticket', async () => {
    const ticketId = await boughtWithoutHolder();
    const { order_id: orderId } = await w.t.app.db.selectFrom('seat_tickets').select('order_id').where('id', '=', ticketId).executeTakeFirstOrThrow();
    // The cancellation writes the order row first and the tickets last, as cancelOrderByTicketManager does;
    // the save is started between the two writes.
    let release!: () => void;
    const gate = new Promise<void>((resolve) => { release = resolve; });
    let begun!: () => void;
    const orderCancelled = new Promise<void>((resolve) => { begun = resolve; });
    const cancellation = w.t.app.db.transaction().execute(async (trx) => {
      await trx.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', orderId).execute();
      begun();
      await gate;
      await trx.updateTable('seat_tickets').set({ active: 0, state: 'refunded' }).where('order_id', '=', orderId).execute();
    });
    await orderCancelled;
    const saving = put(w.seller, ticketId, { firstName: 'Grace', lastName: 'Hopper' });
    // Long enough for the save to reach its write when nothing makes it wait.
    await new Promise((resolve) => setTimeout(resolve, 500));
    release();
    await cancellation;
    const res = await saving;
    expect([res.statusCode, res.json().error?.code]).toEqual([409, 'HOLDER_NOT_EDITABLE']);
    expect(await storedHolder(ticketId)).toBeNull();
  });
});
