import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { resaleWorld, VALID_BANK } from './helpers/resale-fixture.js';
import type { ResaleWorld } from './helpers/resale-fixture.js';

let w: ResaleWorld;
let seats: number[];

beforeEach(async () => {
  w = await resaleWorld();
  seats = w.shop.blocks.n1.seatIds;
});
afterEach(async () => w.close());

const code = (res: { json(): unknown }) => (res.json() as { error?: { code?: string } }).error?.code;
/** Moves an event's start an hour into the past (moving the clock a month would end the sessions). */
const startEventAgo = (eventId: number) => w.t.app.db.updateTable('events')
  .set({ start_datetime: new Date(w.t.clock.now.getTime() - 3_600_000).toISOString() }).where('id', '=', eventId).execute();
const listings = (ticketId: number) =>
  w.t.app.db.selectFrom('resale_listings').selectAll().where('seat_ticket_id', '=', ticketId).orderBy('id').execute();

describe('GET /api/resale/tickets', () => {
  it('needs a signed-in customer', async () => {
    const res = await w.t.app.inject({ method: 'GET', url: '/api/resale/tickets' });
    expect(res.statusCode).toBe(401);
    expect(code(res)).toBe('UNAUTHENTICATED');
  });

  it('lists the own confirmed tickets as resalable with seat, face value and policy; never another customer\'s', async () => {
    const { ticketIds } = await w.seller.buy(w.eventCart([seats[0]!, seats[1]!]));
    await w.other.buy(w.eventCart([seats[2]!]));
    // An unpaid hold is not the seller's to resell.
    await w.seller.hold(w.eventCart([seats[3]!]));
    const res = await w.seller.list();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.tickets.map((t: { ticketId: number }) => t.ticketId)).toEqual(ticketIds);
    expect(body.tickets[0]).toMatchObject({
      eventId: w.shop.events.first, eventName: 'Match one', standName: 'North', blockName: 'N1', rowName: 'A', seatNumber: '1',
      categoryName: 'Category A', faceValue: 6000, policy: 'no_restriction', state: 'resalable', unavailableReason: null, listing: null,
      groupTicketIds: [ticketIds[0]],
    });
    expect(body.bankDetails).toEqual({ complete: false, ibanMasked: null, bic: null });
    expect(body.feePercent).toBe(5);
    expect(body.resaleLimit).toBe(4);
  });

  it('filters resellable, on sale and resold tickets, and hides past events unless asked', async () => {
    const { ticketIds: [a, b] } = await w.seller.buy(w.eventCart([seats[0]!, seats[1]!]));
    await w.seller.saveBank(VALID_BANK);
    expect((await w.seller.sell(b!, { price: 2500 })).statusCode).toBe(200);
    const ids = async (query: string) => (await w.seller.tickets(query)).map((t) => t.ticketId);
    expect(await ids('?filter=resellable')).toEqual([a]);
    expect(await ids('?filter=on_sale')).toEqual([b]);
    expect(await ids('?filter=resold')).toEqual([]);
    expect(await ids('?filter=all')).toEqual([a, b]);
    expect(await ids('?filter=nonsense')).toEqual([a, b]);

    await startEventAgo(w.shop.events.first);
    expect(await ids('')).toEqual([]);
    const past = await w.seller.tickets('?past=true');
    expect(past.map((t) => [t.ticketId, t.state, t.unavailableReason])).toEqual([[a, 'unavailable', 'past_event'], [b, 'on_sale', null]]);
  });
});

describe('bank details', () => {
  it('refuses invalid details field by field and keeps nothing', async () => {
    const bad = await w.seller.saveBank({ iban: 'FR76 0000', bic: '' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: { iban: 'IBAN_INVALID', bic: 'BIC_REQUIRED' } } });
    const mismatch = await w.seller.saveBank({ iban: VALID_BANK.iban, bic: 'DEUTDEFF' });
    expect(mismatch.json().error.details.fields).toEqual({ bic: 'IBAN_BIC_COUNTRY_MISMATCH' });
    expect((await w.seller.saveBank(['not', 'an', 'object'])).statusCode).toBe(400);
    const row = await w.t.app.db.selectFrom('customers').select(['iban', 'bic']).where('id', '=', w.sellerId).executeTakeFirstOrThrow();
    expect(row).toEqual({ iban: null, bic: null });
  });

  it('stores valid details compacted and shows them back masked', async () => {
    const res = await w.seller.saveBank({ iban: 'fr76 3000 6000 0112 3456 7890 189', bic: 'bnpafrpp' });
    expect(res.statusCode).toBe(200);
    expect(res.json().bankDetails).toEqual({ complete: true, ibanMasked: 'FR76 •••• 0189', bic: 'BNPAFRPP' });
    const row = await w.t.app.db.selectFrom('customers').select(['iban', 'bic']).where('id', '=', w.sellerId).executeTakeFirstOrThrow();
    expect(row).toEqual({ iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP' });
    expect(JSON.stringify((await w.seller.list()).json())).not.toContain('FR7630006000011234567890189');
  });
});

describe('POST /api/resale/tickets/:id/sell', () => {
  let ticket: number;
  beforeEach(async () => {
    ticket = (await w.seller.buy(w.eventCart([seats[0]!]))).ticketIds[0]!;
  });

  it('requires bank details before anything goes on sale', async () => {
    const res = await w.seller.sell(ticket, { price: 2500 });
    expect(res.statusCode).toBe(400);
    expect(code(res)).toBe('BANK_DETAILS_REQUIRED');
    expect(await listings(ticket)).toEqual([]);
  });

  it('requires a price, in whole cents, strictly above the configured minimum', async () => {
    await w.seller.saveBank(VALID_BANK);
    for (const [body, expected] of [
      [{}, 'RESALE_PRICE_REQUIRED'], [{ price: null }, 'RESALE_PRICE_REQUIRED'], [{ price: 12.5 }, 'RESALE_PRICE_INVALID'],
      [{ price: '2500' }, 'RESALE_PRICE_INVALID'], [{ price: -1 }, 'RESALE_PRICE_INVALID'], [{ price: 500 }, 'RESALE_PRICE_TOO_LOW'],
      [{ price: 499 }, 'RESALE_PRICE_TOO_LOW'],
    ] as const) {
      const res = await w.seller.sell(ticket, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(code(res), JSON.stringify(body)).toBe(expected);
    }
    expect(await listings(ticket)).toEqual([]);
  });

  it('puts the ticket on sale with the fee and the net amount, once', async () => {
    await w.seller.saveBank(VALID_BANK);
    const res = await w.seller.sell(ticket, { price: 501 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ticketIds: [ticket] });
    const [view] = await w.seller.tickets();
    expect(view).toMatchObject({ state: 'on_sale', listing: { price: 501, fee: 25, net: 476, soldAt: null } });
    expect(await listings(ticket)).toMatchObject([{ seller_customer_id: w.sellerId, price: 501, status: 'on_sale' }]);
    const again = await w.seller.sell(ticket, { price: 3000 });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'RESALE_NOT_RESELLABLE', details: { state: 'on_sale' } });
  });

  it('lists a ticket once when two sells race', async () => {
    await w.seller.saveBank(VALID_BANK);
    const results = await Promise.all([w.seller.sell(ticket, { price: 2500 }), w.seller.sell(ticket, { price: 2600 })]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await listings(ticket)).toHaveLength(1);
  });

  it('the database refuses a second open listing of one ticket', async () => {
    await w.seller.saveBank(VALID_BANK);
    await w.seller.sell(ticket, { price: 2500 });
    await expect(w.t.app.db.insertInto('resale_listings').values({
      seat_ticket_id: ticket, seller_customer_id: w.sellerId, price: 2600, status: 'on_sale', created_at: w.t.clock.now.toISOString(), sold_at: null,
    }).execute()).rejects.toThrow();
  });

  it('answers 404 for another customer\'s ticket, a missing one and a malformed id', async () => {
    await w.other.saveBank(VALID_BANK);
    for (const id of [ticket, 999_999, 'abc', '0']) {
      const res = await w.other.sell(id, { price: 2500 });
      expect(res.statusCode, String(id)).toBe(404);
      expect(code(res)).toBe('TICKET_NOT_FOUND');
    }
    expect(await listings(ticket)).toEqual([]);
  });

  it('refuses a ticket whose event forbids resale (403) and a past event', async () => {
    await w.seller.saveBank(VALID_BANK);
    await w.t.app.db.updateTable('events').set({ resale_policy: 'forbidden' }).where('id', '=', w.shop.events.first).execute();
    expect((await w.seller.tickets())[0]).toMatchObject({ state: 'unavailable', unavailableReason: 'forbidden', policy: 'forbidden' });
    const forbidden = await w.seller.sell(ticket, { price: 2500 });
    expect(forbidden.statusCode).toBe(403);
    expect(code(forbidden)).toBe('RESALE_FORBIDDEN');

    await w.t.app.db.updateTable('events').set({ resale_policy: 'no_restriction' }).where('id', '=', w.shop.events.first).execute();
    await startEventAgo(w.shop.events.first);
    const past = await w.seller.sell(ticket, { price: 2500 });
    expect(past.statusCode).toBe(409);
    expect(code(past)).toBe('RESALE_NOT_AVAILABLE');
    expect(await listings(ticket)).toEqual([]);
  });

  it('refuses while a transfer is pending or instalments are unpaid', async () => {
    await w.seller.saveBank(VALID_BANK);
    const order = await w.t.app.db.selectFrom('seat_tickets').select('order_id').where('id', '=', ticket).executeTakeFirstOrThrow();
    await w.t.app.db.insertInto('installments').values({ order_id: order.order_id, position: 2, due_date: '2026-12-22', amount: 2000, status: 'scheduled', attempts: 0, last_error: null }).execute();
    const unpaid = await w.seller.sell(ticket, { price: 2500 });
    expect(unpaid.json().error).toMatchObject({ code: 'RESALE_NOT_RESELLABLE', details: { reason: 'installments_unpaid' } });
    await w.t.app.db.deleteFrom('installments').where('order_id', '=', order.order_id).execute();
    await w.t.app.db.insertInto('transfers').values({ seat_ticket_id: ticket, from_customer_id: w.sellerId, to_email: 'x@example.com', status: 'pending', created_at: w.t.clock.now.toISOString() }).execute();
    const transfer = await w.seller.sell(ticket, { price: 2500 });
    expect(transfer.statusCode).toBe(409);
    expect(transfer.json().error.details.reason).toBe('transfer_pending');
  });
});
