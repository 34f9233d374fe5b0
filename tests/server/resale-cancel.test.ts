import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cancelOrderByTicketManager } from '../../src/server/services/payments/cancel-order.js';
import { resaleWorld, VALID_BANK } from './helpers/resale-fixture.js';
import type { ResaleClient, ResaleWorld } from './helpers/resale-fixture.js';
import type { OrderView } from '../../src/domain/ticket-groups.js';

let w: ResaleWorld;
let seats: number[];
let ticket: number;
let sellerOrderId: number;
let buyer: ResaleClient;

/** The seller owns the first seat of N1 for the first event and has bank details. */
beforeEach(async () => {
  w = await resaleWorld();
  seats = w.shop.blocks.n1.seatIds;
  const bought = await w.seller.buy(w.eventCart([seats[0]!]));
  ticket = bought.ticketIds[0]!;
  sellerOrderId = bought.orderId;
  await w.seller.saveBank(VALID_BANK);
  buyer = await w.newClient('buyer@example.com');
});
afterEach(async () => w.close());

const code = (res: { json(): unknown }) => (res.json() as { error?: { code?: string } }).error?.code;
const blockAnswer = async () =>
  (await w.t.app.inject({ method: 'POST', url: '/api/block', headers: buyer.headers, payload: { eventId: w.shop.events.first, blockId: w.shop.blocks.n1.id } })).json();
const stateOf = async (client: ResaleClient, id: number) => (await client.tickets('?past=true')).find((t) => t.ticketId === id)?.state;

describe('a sale seen by buyers', () => {
  it('shows the seat as a resale offer on /api/block after selling and removes it after cancelling', async () => {
    expect((await blockAnswer()).resaleOffers).toEqual([]);
    await w.seller.sell(ticket, { price: 4200 });
    expect((await blockAnswer()).resaleOffers).toEqual([{ productId: w.shop.products.resale, price: 4200, seats: [{ seatId: seats[0], price: 4200 }] }]);
    const res = await w.seller.cancel(ticket);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ticketIds: [ticket] });
    expect((await blockAnswer()).resaleOffers).toEqual([]);
    expect(await stateOf(w.seller, ticket)).toBe('resalable');
    // Cancelled listings stay as history; the ticket may go on sale again.
    expect((await w.seller.sell(ticket, { price: 3900 })).statusCode).toBe(200);
  });

  it('refuses cancelling while a buyer\'s order holds the listing (pending), and after it is sold', async () => {
    await w.seller.sell(ticket, { price: 4200 });
    const hold = await buyer.hold(w.resaleCart(seats[0]!));
    expect(hold.statusCode).toBe(200);
    expect(await stateOf(w.seller, ticket)).toBe('pending');
    const pending = await w.seller.cancel(ticket);
    expect(pending.statusCode).toBe(409);
    expect(pending.json().error).toMatchObject({ code: 'RESALE_NOT_CANCELLABLE', details: { state: 'pending' } });
    expect((await w.seller.tickets('?filter=on_sale')).map((t) => t.ticketId)).toEqual([ticket]);

    await w.confirm(hold.json().order.orderId);
    const [resold] = await w.seller.tickets('?filter=resold');
    expect(resold).toMatchObject({ ticketId: ticket, state: 'resold', listing: { price: 4200, fee: 210, net: 3990, soldAt: w.t.clock.now.toISOString() } });
    expect(code(await w.seller.cancel(ticket))).toBe('RESALE_NOT_CANCELLABLE');
    expect(code(await w.seller.sell(ticket, { price: 5000 }))).toBe('RESALE_NOT_RESELLABLE');
    // The buyer now holds the seat and may resell it in turn.
    const [bought] = await buyer.tickets();
    expect(bought).toMatchObject({ state: 'resalable', faceValue: 4200 });
  });

  it('refuses cancelling a ticket that is not on sale, and another customer\'s ticket (404)', async () => {
    expect((await w.seller.cancel(ticket)).json().error).toMatchObject({ code: 'RESALE_NOT_CANCELLABLE', details: { state: 'resalable' } });
    await w.seller.sell(ticket, { price: 4200 });
    for (const id of [ticket, 424_242, 'x']) {
      const res = await w.other.cancel(id);
      expect(res.statusCode).toBe(404);
      expect(code(res)).toBe('TICKET_NOT_FOUND');
    }
    expect(await stateOf(w.seller, ticket)).toBe('on_sale');
  });
});

describe('whole_order_only', () => {
  it('puts every ticket of the order for that event on sale together and takes them off together', async () => {
    await w.t.app.db.updateTable('events').set({ resale_policy: 'whole_order_only' }).where('id', '=', w.shop.events.first).execute();
    const order = await w.seller.buy(w.eventCart([seats[1]!, seats[2]!, seats[3]!]));
    const other = await w.seller.buy(w.eventCart([seats[4]!]));
    const views = await w.seller.tickets();
    expect(views.find((t) => t.ticketId === order.ticketIds[1])?.groupTicketIds).toEqual(order.ticketIds);

    const sold = await w.seller.sell(order.ticketIds[1]!, { price: 3000 });
    expect(sold.json()).toEqual({ ticketIds: order.ticketIds });
    const onSale = (await w.seller.tickets('?filter=on_sale')).map((t) => t.ticketId);
    expect(onSale).toEqual(order.ticketIds);
    expect(await stateOf(w.seller, other.ticketIds[0]!)).toBe('resalable');
    expect((await blockAnswer()).resaleOffers[0].seats.map((s: { seatId: number }) => s.seatId)).toEqual([seats[1], seats[2], seats[3]]);

    expect((await w.seller.cancel(order.ticketIds[2]!)).json()).toEqual({ ticketIds: order.ticketIds });
    expect(await w.seller.tickets('?filter=on_sale')).toEqual([]);
  });

  it('refuses when a ticket of the order cannot go on sale', async () => {
    await w.t.app.db.updateTable('events').set({ resale_policy: 'whole_order_only' }).where('id', '=', w.shop.events.first).execute();
    const order = await w.seller.buy(w.eventCart([seats[1]!, seats[2]!]));
    await w.t.app.db.insertInto('transfers').values({ seat_ticket_id: order.ticketIds[1]!, from_customer_id: w.sellerId, to_email: 'x@example.com', status: 'pending', created_at: w.t.clock.now.toISOString() }).execute();
    const res = await w.seller.sell(order.ticketIds[0]!, { price: 3000 });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'RESALE_NOT_RESELLABLE', details: { reason: 'transfer_pending' } });
    expect(await w.seller.tickets('?filter=on_sale')).toEqual([]);
  });
});

describe('limit of resold tickets per campaign', () => {
  it('refuses past the limit; cancelled listings do not count, sold ones do', async () => {
    await w.close();
    w = await resaleWorld({ maxResoldTicketsPerCampaign: 2 });
    buyer = await w.newClient('buyer@example.com');
    await w.seller.saveBank(VALID_BANK);
    const { ticketIds: [a, b, c] } = await w.seller.buy(w.eventCart([seats[0]!, seats[1]!, seats[2]!]));
    expect((await w.seller.sell(a!, { price: 2000 })).statusCode).toBe(200);
    expect((await w.seller.sell(b!, { price: 2000 })).statusCode).toBe(200);
    expect(await stateOf(w.seller, c!)).toBe('unavailable');
    // The list says which limit: its reason reads "at most 2".
    const list = (await w.seller.list()).json();
    expect(list.resaleLimit).toBe(2);
    expect(list.tickets.find((t: { ticketId: number }) => t.ticketId === c).unavailableReason).toBe('limit_reached');
    const refused = await w.seller.sell(c!, { price: 2000 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'RESALE_LIMIT_REACHED', details: { limit: 2 } });

    await w.seller.cancel(b!);
    expect((await w.seller.sell(c!, { price: 2000 })).statusCode).toBe(200);
    // A sold listing still counts: a's sale plus c on sale keep the campaign full.
    await w.confirm((await buyer.hold(w.resaleCart(seats[0]!))).json().order.orderId);
    expect(code(await w.seller.sell(b!, { price: 2000 }))).toBe('RESALE_LIMIT_REACHED');
    // Another event is another campaign.
    const second = await w.seller.buy(w.eventCart([seats[5]!], w.shop.blocks.n1, w.shop.events.second));
    expect((await w.seller.sell(second.ticketIds[0]!, { price: 2000 })).statusCode).toBe(200);
  });

  it('counts a pack\'s tickets against the pack and follows the pack\'s policy', async () => {
    await w.close();
    w = await resaleWorld({ maxResoldTicketsPerCampaign: 1 });
    await w.seller.saveBank(VALID_BANK);
    const pack = await w.seller.buy(w.packCart([seats[6]!]));
    expect(pack.ticketIds).toHaveLength(2);
    expect((await w.seller.sell(pack.ticketIds[0]!, { price: 4000 })).statusCode).toBe(200);
    expect(code(await w.seller.sell(pack.ticketIds[1]!, { price: 4000 }))).toBe('RESALE_LIMIT_REACHED');
    await w.seller.cancel(pack.ticketIds[0]!);

    await w.t.app.db.updateTable('campaign_packs').set({ resale_policy: 'forbidden' }).where('id', '=', w.shop.packId).execute();
    const views = await w.seller.tickets();
    expect(views.map((t) => [t.packName, t.policy, t.unavailableReason])).toEqual([['Two-match pack', 'forbidden', 'forbidden'], ['Two-match pack', 'forbidden', 'forbidden']]);
    expect((await w.seller.sell(pack.ticketIds[1]!, { price: 4000 })).statusCode).toBe(403);
  });
});

describe('account deletion', () => {
  it('is refused while a ticket is on sale or pending, and allowed once the sale is cancelled', async () => {
    await w.seller.sell(ticket, { price: 4200 });
    const remove = () => w.t.app.inject({ method: 'DELETE', url: `/api/customer/${w.sellerId}`, headers: w.seller.headers });
    const refused = await remove();
    expect(refused.statusCode).toBe(409);
    expect(code(refused)).toBe('ACCOUNT_HAS_TICKETS_ON_RESALE');
    const hold = await buyer.hold(w.resaleCart(seats[0]!));
    expect(code(await remove())).toBe('ACCOUNT_HAS_TICKETS_ON_RESALE');
    await w.t.app.inject({ method: 'POST', url: '/api/order/abandon', headers: buyer.headers, payload: { orderId: hold.json().order.orderId } });
    expect((await w.seller.cancel(ticket)).statusCode).toBe(200);
    expect((await remove()).statusCode).toBe(200);
  });

  it('is allowed once a ticket manager cancels the order whose ticket was on sale: the listing ends with it', async () => {
    await w.seller.sell(ticket, { price: 4200 });
    await cancelOrderByTicketManager(w.t.app, sellerOrderId);
    expect((await blockAnswer()).resaleOffers).toEqual([]);
    const remove = await w.t.app.inject({ method: 'DELETE', url: `/api/customer/${w.sellerId}`, headers: w.seller.headers });
    expect(remove.statusCode).toBe(200);
  });
});

describe('a buyer in checkout when the ticket office cancels the seller\'s order', () => {
  it('is refused the payment, with the reason, and nothing is charged: the page and Pay both say the ticket was withdrawn', async () => {
    await w.seller.sell(ticket, { price: 4200 });
    const hold = await buyer.hold(w.resaleCart(seats[0]!));
    expect(hold.statusCode).toBe(200);
    const orderId = hold.json().order.orderId as number;
    const options = () => w.t.app.inject({ method: 'GET', url: `/api/checkout/options?orderId=${orderId}`, headers: buyer.headers });
    expect((await options()).statusCode).toBe(200);

    await cancelOrderByTicketManager(w.t.app, sellerOrderId);

    const page = await options();
    expect(page.statusCode).toBe(409);
    expect(code(page)).toBe('ORDER_TICKET_WITHDRAWN');
    const pay = await w.t.app.inject({ method: 'POST', url: '/api/checkout', headers: buyer.headers, payload: { orderId, numberOfInstallments: 1, termsAccepted: true } });
    expect(pay.statusCode).toBe(409);
    expect(pay.json().error).toMatchObject({ code: 'PAYMENT_NOT_INITIATED', details: { reason: 'ORDER_TICKET_WITHDRAWN' } });
    // The payment result page says the ticket was withdrawn and offers no retry.
    const status = await w.t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/status`, headers: buyer.headers });
    expect(status.json()).toMatchObject({ outcome: 'withdrawn', status: 'onhold' });
    // No payment was started: the provider was never asked to charge the buyer.
    expect(await w.t.app.db.selectFrom('payments').select('id').where('order_id', '=', orderId).execute()).toEqual([]);
  });

  it('sees the withdrawn ticket marked in its order, drops it and pays for the rest', async () => {
    await w.seller.sell(ticket, { price: 4200 });
    const cart = w.resaleCart(seats[0]!);
    cart.tickets.push(w.eventCart([seats[1]!]).tickets[0]!);
    const hold = await buyer.hold(cart);
    expect(hold.statusCode).toBe(200);
    const orderId = hold.json().order.orderId as number;
    const fetchOrder = async () => {
      const res = await w.t.app.inject({ method: 'POST', url: '/api/order/fetch-order', headers: buyer.headers, payload: { orderIds: [orderId], allowedStatus: ['onhold'] } });
      return (res.json() as { orders: OrderView[] }).orders[0]!.ticketGroups.flatMap((g) => g.seatTickets);
    };
    const marks = async () => (await fetchOrder()).map((t) => [t.isFromResale, t.noLongerForSale ?? false]);
    expect(await marks()).toEqual([[true, false], [false, false]]);

    await cancelOrderByTicketManager(w.t.app, sellerOrderId);

    const tickets = await fetchOrder();
    expect(tickets.map((t) => [t.isFromResale, t.noLongerForSale ?? false])).toEqual([[true, true], [false, false]]);
    // The GraphQL view says the same.
    const query = `query($ids: [ID!]) { showMyOrders(orderIds: $ids, allowedStatus: ["onhold"]) { edges { node { ticketGroups { seatTickets { isFromResale noLongerForSale } } } } } }`;
    const graph = await w.t.app.inject({ method: 'POST', url: '/api/proxy/graphql', headers: buyer.headers, payload: { query, variables: { ids: [String(orderId)] } } });
    const graphTickets = graph.json().data.showMyOrders.edges[0].node.ticketGroups.flatMap((g: { seatTickets: unknown[] }) => g.seatTickets);
    expect(graphTickets).toEqual([{ isFromResale: true, noLongerForSale: true }, { isFromResale: false, noLongerForSale: false }]);
    const kept = tickets.filter((t) => !t.noLongerForSale).map((t) => t.id);
    const update = await w.t.app.inject({ method: 'POST', url: '/api/order/update-tickets-on-order', headers: buyer.headers, payload: { orderId, ticketIds: kept, ticketAncillaryIds: [] } });
    expect(update.statusCode).toBe(200);
    expect(await marks()).toEqual([[false, false]]);
    const pay = await w.t.app.inject({ method: 'POST', url: '/api/checkout', headers: buyer.headers, payload: { orderId, numberOfInstallments: 1, termsAccepted: true } });
    expect(pay.statusCode).toBe(200);
  });
});
