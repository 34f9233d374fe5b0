/**
 * A ticket office cancellation racing a fan's transfer or resale listing of the same ticket. The
 * send and the sell check the ticket, then write: a cancellation that commits between the two
 * must make the write refuse (no pending transfer or open listing on a refunded ticket, no mail).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { resaleWorld, VALID_BANK } from './helpers/resale-fixture.js';
import type { ResaleWorld } from './helpers/resale-fixture.js';
import { listOutbox } from '../../src/server/services/mail/outbox.js';
import { insertCustomer, signInHeaders } from './helpers/test-app.js';
import { cancelOrderByTicketManager } from '../../src/server/services/payments/cancel-order.js';
import { insertTransfers, sendRefusal } from '../../src/server/services/transfers/send-transfer.js';
import { insertListings } from '../../src/server/services/resale/sell-ticket.js';
import { confirmPaidOrder, orderStillHoldsSeats } from '../../src/server/services/payments/confirm-order.js';
import { isPostgres } from '../../src/server/db/passable-tickets.js';
import type { Db } from '../../src/server/db/database.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const code = (res: { json(): unknown }) => (res.json() as { error?: { code?: string } }).error?.code;

let close: (() => Promise<void>) | null = null;
afterEach(async () => { await close?.(); close = null; });

async function transferWorld(): Promise<PaymentWorld & { paidTickets(count: number, firstSeat?: number): Promise<{ orderId: number; ticketIds: number[] }> }> {
  const w = await paymentWorld();
  close = w.close;
  return Object.assign(w, {
    paidTickets: async (count: number, firstSeat = 0) => {
      const orderId = await w.hold(count, w.buyer, firstSeat);
      expect((await w.notify(await w.pay(orderId), 'success')).body.result).toBe('confirmed');
      const rows = await w.t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).orderBy('id').execute();
      return { orderId, ticketIds: rows.map((r) => r.id) };
    },
  });
}

async function sellerWorld(): Promise<ResaleWorld> {
  const w = await resaleWorld();
  close = w.close;
  expect((await w.seller.saveBank(VALID_BANK)).statusCode).toBe(200);
  return w;
}

const openTransfers = (db: Db) => db.selectFrom('transfers').select(['seat_ticket_id', 'status']).where('status', '<>', 'cancelled').execute();
const openListings = (db: Db) => db.selectFrom('resale_listings').select(['seat_ticket_id', 'status']).where('status', '<>', 'cancelled').execute();

/**
 * Cancels the order as the ticket office's cancellation writes it first (the order row, then the
 * tickets), and keeps that transaction open until `commit` is called: a second connection sees
 * the order as confirmed meanwhile, and its writes race the commit.
 */
async function cancellationInFlight(db: Db, orderId: number): Promise<{ commit(): Promise<void> }> {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => { release = resolve; });
  let started!: () => void;
  const begun = new Promise<void>((resolve) => { started = resolve; });
  const done = db.transaction().execute(async (trx) => {
    await trx.updateTable('orders').set({ status: 'cancelled' }).where('id', '=', orderId).execute();
    await trx.updateTable('transfers').set({ status: 'cancelled' }).where('status', '=', 'pending')
      .where('seat_ticket_id', 'in', trx.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId)).execute();
    await trx.updateTable('seat_tickets').set({ active: 0, state: 'refunded' }).where('order_id', '=', orderId).execute();
    started();
    await gate;
  });
  await begun;
  return { commit: async () => { release(); await done; } };
}

describe('a cancellation committed between a send\'s checks and its write', () => {
  it('writes no transfer: the insert itself requires the order confirmed and the ticket valid', async () => {
    const w = await transferWorld();
    const { orderId, ticketIds } = await w.paidTickets(2);
    const request = { ticketIds, email: 'other@example.com', locale: 'en' as const };
    // The send's checks pass on the ticket as read now...
    expect(await sendRefusal(w.t.app.db, w.buyerId, ticketIds, w.t.clock.now)).toBeNull();
    // ...the ticket office cancels before the send writes...
    await cancelOrderByTicketManager(w.t.app, orderId);
    // ...and the write, run as the send runs it, finds nothing left to send.
    expect(await insertTransfers(w.t.app.db, w.buyerId, request, 'a'.repeat(43), w.t.clock.now)).toEqual([]);
    expect(await openTransfers(w.t.app.db)).toEqual([]);
  });

  it('answers 409 TICKET_NOT_TRANSFERABLE to the send and mails nobody once the order is cancelled', async () => {
    const w = await transferWorld();
    const { orderId, ticketIds } = await w.paidTickets(1);
    await cancelOrderByTicketManager(w.t.app, orderId);
    const res = await w.post('/api/transfers', { ticketIds, email: 'other@example.com', locale: 'en' }, w.buyer);
    expect(res.statusCode).toBe(409);
    expect(code(res)).toBe('TICKET_NOT_TRANSFERABLE');
    expect((await listOutbox(w.outbox)).filter((m) => m.to === 'other@example.com')).toEqual([]);
  });
});

describe('a cancellation committed between a sell\'s checks and its write', () => {
  it('writes no listing: the insert itself requires the order confirmed and the ticket valid', async () => {
    const w = await sellerWorld();
    const { orderId, ticketIds } = await w.seller.buy(w.eventCart([w.shop.blocks.n1.seatIds[0]!]));
    const before = (await w.seller.tickets()).find((t: { ticketId: number }) => t.ticketId === ticketIds[0]);
    expect(before?.state).toBe('resalable');
    await cancelOrderByTicketManager(w.t.app, orderId);
    expect(await insertListings(w.t.app.db, w.sellerId, ticketIds, 2500, w.t.clock.now.toISOString())).toEqual([]);
    expect(await openListings(w.t.app.db)).toEqual([]);
  });
});

describe('a cancellation of the seller\'s order while a resale buyer is paying', () => {
  it('takes the claimed listing off sale too: the buyer\'s payment can no longer sell the refunded ticket', async () => {
    const w = await sellerWorld();
    const seat = w.shop.blocks.n1.seatIds[0]!;
    const { orderId, ticketIds } = await w.seller.buy(w.eventCart([seat]));
    expect((await w.seller.sell(ticketIds[0]!, { price: 2500 })).statusCode).toBe(200);
    const claim = await w.other.hold(w.resaleCart(seat));
    expect(claim.statusCode).toBe(200);
    const buyerOrderId = (claim.json().order as { orderId: number }).orderId;
    expect(await openListings(w.t.app.db)).toEqual([{ seat_ticket_id: ticketIds[0], status: 'pending' }]);
    await cancelOrderByTicketManager(w.t.app, orderId);
    expect(await openListings(w.t.app.db)).toEqual([]);
    expect(await orderStillHoldsSeats(w.t.app.db, buyerOrderId)).toBe(false);
  });
});

describe.skipIf(!onPostgres)('a cancellation in flight on another connection (PostgreSQL)', () => {
  it('makes a send wait for it, then refuse: no pending transfer on the refunded ticket, no invitation', async () => {
    const w = await transferWorld();
    const { orderId, ticketIds } = await w.paidTickets(1);
    const cancellation = await cancellationInFlight(w.t.app.db, orderId);
    const sending = w.post('/api/transfers', { ticketIds, email: 'other@example.com', locale: 'en' }, w.buyer);
    // Long enough for the send to reach its write when nothing makes it wait.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cancellation.commit();
    const res = await sending;
    expect(code(res)).toBe('TICKET_NOT_TRANSFERABLE');
    expect(res.statusCode).toBe(409);
    expect(await openTransfers(w.t.app.db)).toEqual([]);
    expect((await listOutbox(w.outbox)).filter((m) => m.to === 'other@example.com')).toEqual([]);
  });

  it('makes a sell wait for it, then refuse as a sell after the cancellation is (the resale screen no longer has the ticket): no listing', async () => {
    const w = await sellerWorld();
    const { orderId, ticketIds } = await w.seller.buy(w.eventCart([w.shop.blocks.n1.seatIds[0]!]));
    const cancellation = await cancellationInFlight(w.t.app.db, orderId);
    const selling = w.seller.sell(ticketIds[0]!, { price: 2500 });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await cancellation.commit();
    const res = await selling;
    expect(res.statusCode).toBe(404);
    expect(code(res)).toBe('TICKET_NOT_FOUND');
    expect(await openListings(w.t.app.db)).toEqual([]);
  });

  it('a send that commits first is taken back by the cancellation, whose recipient is told', async () => {
    const w = await transferWorld();
    const { orderId, ticketIds } = await w.paidTickets(1);
    const [sent, cancelled] = await Promise.allSettled([
      w.post('/api/transfers', { ticketIds, email: 'other@example.com', locale: 'en' }, w.buyer),
      cancelOrderByTicketManager(w.t.app, orderId),
    ]);
    expect(cancelled.status === 'rejected' ? String(cancelled.reason) : 'fulfilled').toBe('fulfilled');
    expect(sent.status).toBe('fulfilled');
    expect(await openTransfers(w.t.app.db)).toEqual([]);
  });

  it('an acceptance racing the cancellation either wins (the ticket stays the recipient\'s and is not refunded) or loses (taken back and refunded)', async () => {
    const w = await transferWorld();
    for (let round = 0; round < 6; round++) {
      const { orderId, ticketIds } = await w.paidTickets(1, round);
      const email = `race${round}@example.com`;
      const recipient = await signInHeaders(w.t.app, await insertCustomer(w.t.app, { email }));
      expect((await w.post('/api/transfers', { ticketIds, email, locale: 'en' }, w.buyer)).statusCode).toBe(201);
      const mail = (await listOutbox(w.outbox)).find((m) => m.to === email)!;
      const token = /\/orders\/transfer\/([\w-]+)/.exec(mail.text)![1]!;
      const [accepted, cancelled] = await Promise.allSettled([
        w.post(`/api/transfers/link/${token}/accept`, {}, recipient),
        cancelOrderByTicketManager(w.t.app, orderId),
      ]);
      if (cancelled.status !== 'fulfilled' || accepted.status !== 'fulfilled') throw new Error('a side failed outright');
      const sender = await w.t.app.db.selectFrom('seat_tickets').select('state').where('id', '=', ticketIds[0]!).executeTakeFirstOrThrow();
      const transfer = await w.t.app.db.selectFrom('transfers').select('status').where('seat_ticket_id', '=', ticketIds[0]!).executeTakeFirstOrThrow();
      if (accepted.value.statusCode === 200) {
        expect(transfer.status).toBe('confirmed');
        expect(cancelled.value).toMatchObject({ passedOnTickets: 1, refund: 0 });
        expect(sender.state).toBe('fulfilled');
      } else {
        expect(code(accepted.value)).toBe('TRANSFER_NOT_PENDING');
        expect(transfer.status).toBe('cancelled');
        expect(cancelled.value).toMatchObject({ passedOnTickets: 0, refund: 6000 });
        expect(sender.state).toBe('refunded');
      }
    }
  });

  it('a resale buyer\'s confirmation racing the cancellation of the seller\'s order either sells (ticket passed on, not refunded) or is refused', async () => {
    const w = await sellerWorld();
    expect(isPostgres(w.t.app.db)).toBe(true);
    // Four rounds: a seller may list at most four tickets per campaign, and sold listings count.
    for (let round = 0; round < 4; round++) {
      const seat = w.shop.blocks.n1.seatIds[round]!;
      const { orderId, ticketIds } = await w.seller.buy(w.eventCart([seat]));
      expect((await w.seller.sell(ticketIds[0]!, { price: 2500 })).statusCode).toBe(200);
      const claim = await w.other.hold(w.resaleCart(seat));
      const buyerOrderId = (claim.json().order as { orderId: number }).orderId;
      const nowIso = w.t.clock.now.toISOString();
      // What a payment notification does with the buyer's order: confirm it if it still holds its seats.
      const [sold, cancelled] = await Promise.allSettled([
        w.t.app.db.transaction().execute(async (trx) => {
          if (!(await orderStillHoldsSeats(trx, buyerOrderId))) return false;
          await confirmPaidOrder(trx, buyerOrderId, nowIso);
          return true;
        }),
        cancelOrderByTicketManager(w.t.app, orderId),
      ]);
      if (sold.status !== 'fulfilled' || cancelled.status !== 'fulfilled') throw new Error('a side failed outright');
      const seller = await w.t.app.db.selectFrom('seat_tickets').select('state').where('id', '=', ticketIds[0]!).executeTakeFirstOrThrow();
      const listing = await w.t.app.db.selectFrom('resale_listings').select('status').where('seat_ticket_id', '=', ticketIds[0]!).executeTakeFirstOrThrow();
      if (sold.value) {
        expect([listing.status, seller.state, cancelled.value.passedOnTickets]).toEqual(['sold', 'fulfilled', 1]);
      } else {
        expect([listing.status, seller.state, cancelled.value.passedOnTickets]).toEqual(['cancelled', 'refunded', 0]);
      }
    }
  });
});
