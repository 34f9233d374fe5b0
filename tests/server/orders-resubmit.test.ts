import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, packCart, shopWithBuyer } from './helpers/inventory-fixture.js';
import type { ShopFixture, ShopWithBuyer } from './helpers/inventory-fixture.js';
import type { OrderView, SeatTicketView } from '../../src/domain/ticket-groups.js';

/**
 * A fan's cart sent again to its own on-hold order (add-tickets with the seats the order holds):
 * the order's own seats are kept or released, new ones added, and another customer's hold is still
 * UNAVAILABLE.
 */
const CREATE = '/api/order/create-order-with-tickets';
const ADD = '/api/add-tickets';
let t: TestApp;
let shop: ShopFixture;
let post: ShopWithBuyer['post'];
let otherHeaders: Record<string, string>;
let n1: number[];

beforeEach(async () => {
  ({ t, shop, post } = await shopWithBuyer());
  otherHeaders = await signInHeaders(t.app, await insertCustomer(t.app, { email: 'other@example.com' }));
  n1 = shop.blocks.n1.seatIds;
});
afterEach(async () => t.close());

const seatTickets = (order: OrderView): SeatTicketView[] => order.ticketGroups.flatMap((g) => g.seatTickets);
const extras = (order: OrderView) => order.ticketGroups.flatMap((g) => g.ancillaryTickets);
/** Active seat holds as [customer email, event id, seat id], sorted. */
async function holds(): Promise<[string, number, number][]> {
  const rows = await t.app.db.selectFrom('seat_tickets as t').innerJoin('orders as o', 'o.id', 't.order_id').innerJoin('customers as c', 'c.id', 'o.customer_id')
    .select(['c.email', 't.event_id', 't.seat_id']).where('t.active', '=', 1).where('o.status', '=', 'onhold').orderBy('t.seat_id').orderBy('t.event_id').execute();
  return rows.map((r) => [r.email, r.event_id, r.seat_id]);
}

const parking = () => ({ options: [{ id: shop.ancillaries.parking }] });

async function holdTwo(): Promise<OrderView> {
  const res = await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, [n1[0]!, n1[1]!], shop.products.full, parking()));
  expect(res.statusCode).toBe(200);
  return res.json().order as OrderView;
}

describe('add-tickets on the fan\'s own order (the cart sent again)', () => {
  it('keeps one held seat, swaps the other for a new one, and keeps one parking', async () => {
    const order = await holdTwo();
    const res = await post(ADD, {
      orderId: order.orderId,
      heldSeatIds: [n1[0], n1[1]],
      ...eventCart(shop.events.first, shop.blocks.n1, [n1[0]!, n1[2]!], shop.products.full, parking()),
    });
    expect(res.statusCode).toBe(200);
    const updated = res.json().order as OrderView;
    expect(updated.orderId).toBe(order.orderId);
    expect(seatTickets(updated)).toHaveLength(2);
    expect(extras(updated).map((e) => e.ancillaryType)).toEqual(['parking']);
    expect(updated.grossAmount).toBe(6000 * 2 + 1500);
    expect(await holds()).toEqual([
      ['buyer@example.com', shop.events.first, n1[0]],
      ['buyer@example.com', shop.events.first, n1[2]],
    ]);
    // The released seat is free for anyone at once.
    expect((await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, [n1[1]!], shop.products.full), otherHeaders)).statusCode).toBe(200);
  });

  it('a second match booked into the same order asks for its extras again: each is charged once per order', async () => {
    const order = await holdTwo();
    const second = await post(CREATE, eventCart(shop.events.second, shop.blocks.n1, [n1[5]!], shop.products.full, parking()));
    expect(second.statusCode).toBe(200);
    const joined = second.json().order as OrderView;
    expect(joined.orderId).toBe(order.orderId);
    expect(seatTickets(joined)).toHaveLength(3);
    expect(extras(joined).map((e) => e.ancillaryType)).toEqual(['parking']);
    expect(joined.grossAmount).toBe(order.grossAmount + 6000);
    // The first match's cart sent again (its seats kept) changes nothing either.
    const again = await post(ADD, { orderId: order.orderId, heldSeatIds: [n1[0], n1[1]], ...eventCart(shop.events.first, shop.blocks.n1, [n1[0]!, n1[1]!], shop.products.full, parking()) });
    expect(extras(again.json().order as OrderView)).toHaveLength(1);
  });

  it('keeps a per-order extra another item of the order asked for when the item that carried it is sent again without it', async () => {
    const card = () => ({ options: [{ id: shop.ancillaries.card }] });
    const first = await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, [n1[0]!], shop.products.full, card()));
    const orderId = (first.json().order as OrderView).orderId;
    // The second match asks for the card too: the order holds one already (the first match's).
    expect(extras((await post(CREATE, eventCart(shop.events.second, shop.blocks.n1, [n1[5]!], shop.products.full, card()))).json().order as OrderView)).toHaveLength(1);
    const again = await post(ADD, { orderId, heldSeatIds: [n1[0]], ...eventCart(shop.events.first, shop.blocks.n1, [n1[0]!], shop.products.full) });
    expect(again.statusCode).toBe(200);
    const kept = again.json().order as OrderView;
    expect(extras(kept).map((e) => e.ancillaryType)).toEqual(['plastic_card']);
    expect(kept.grossAmount).toBe(6000 * 2 + 500);
    // Once no item asks for it, it goes.
    const none = await post(ADD, { orderId, heldSeatIds: [n1[5]], ...eventCart(shop.events.second, shop.blocks.n1, [n1[5]!], shop.products.full) });
    expect(extras(none.json().order as OrderView)).toEqual([]);
    expect((none.json().order as OrderView).grossAmount).toBe(6000 * 2);
  });

  it('accepts the same seats again without the held list (nothing duplicated)', async () => {
    const order = await holdTwo();
    const res = await post(ADD, { orderId: order.orderId, ...eventCart(shop.events.first, shop.blocks.n1, [n1[0]!, n1[1]!], shop.products.reduced, parking()) });
    expect(res.statusCode).toBe(200);
    const updated = res.json().order as OrderView;
    expect(seatTickets(updated)).toHaveLength(2);
    expect(extras(updated)).toHaveLength(1);
    expect(await holds()).toHaveLength(2);
  });

  it('refuses a seat another customer holds with UNAVAILABLE and leaves the order as it was', async () => {
    const order = await holdTwo();
    expect((await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, [n1[3]!], shop.products.full), otherHeaders)).statusCode).toBe(200);
    const res = await post(ADD, {
      orderId: order.orderId,
      heldSeatIds: [n1[0], n1[1]],
      ...eventCart(shop.events.first, shop.blocks.n1, [n1[0]!, n1[3]!], shop.products.full),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ order: null, errors: "some tickets couldn't be created", error: { code: 'UNAVAILABLE', details: { seatIds: [n1[3]] } } });
    // The transaction left everything: both of the fan's seats, the other customer's seat, the parking.
    expect(await holds()).toEqual([
      ['buyer@example.com', shop.events.first, n1[0]],
      ['buyer@example.com', shop.events.first, n1[1]],
      ['other@example.com', shop.events.first, n1[3]],
    ]);
    const fetched = await post('/api/order/fetch-order', { orderIds: [order.orderId] });
    expect(extras(fetched.json().orders[0] as OrderView)).toHaveLength(1);
  });

  it('never releases another customer\'s seats, whatever the held list names', async () => {
    const order = await holdTwo();
    const theirs = await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, [n1[3]!], shop.products.full), otherHeaders);
    const res = await post(ADD, {
      orderId: theirs.json().order.orderId,
      heldSeatIds: [n1[0], n1[1], n1[3]],
      ...eventCart(shop.events.first, shop.blocks.n1, [n1[3]!], shop.products.full),
    }, otherHeaders);
    expect(res.statusCode).toBe(200);
    expect(await holds()).toEqual([
      ['buyer@example.com', shop.events.first, n1[0]],
      ['buyer@example.com', shop.events.first, n1[1]],
      ['other@example.com', shop.events.first, n1[3]],
    ]);
    // And nobody resubmits into an order that is not theirs.
    const foreign = await post(ADD, { orderId: order.orderId, heldSeatIds: [n1[0]], ...eventCart(shop.events.first, shop.blocks.n1, [n1[4]!], shop.products.full) }, otherHeaders);
    expect(foreign.statusCode).toBe(404);
  });

  it('swaps a pack seat at every event of the pack', async () => {
    const created = await post(CREATE, packCart('pack', shop.packId, shop.blocks.n1, [n1[4]!], shop.products.pack));
    expect(created.statusCode).toBe(200);
    const order = created.json().order as OrderView;
    const res = await post(ADD, { orderId: order.orderId, heldSeatIds: [n1[4]], ...packCart('pack', shop.packId, shop.blocks.n1, [n1[5]!], shop.products.pack) });
    expect(res.statusCode).toBe(200);
    expect(await holds()).toEqual([
      ['buyer@example.com', shop.events.first, n1[5]],
      ['buyer@example.com', shop.events.second, n1[5]],
    ]);
  });

  it('does not take over a seat the order holds for another item (a single ticket is not the pack\'s)', async () => {
    const order = await holdTwo();
    const res = await post(ADD, { orderId: order.orderId, heldSeatIds: [n1[0]], ...packCart('pack', shop.packId, shop.blocks.n1, [n1[0]!], shop.products.pack) });
    expect(res.json().error.code).toBe('UNAVAILABLE');
    expect(await holds()).toEqual([
      ['buyer@example.com', shop.events.first, n1[0]],
      ['buyer@example.com', shop.events.first, n1[1]],
    ]);
  });

  it('treats the open cart the same when the order id is not sent (another device): named own seats are kept', async () => {
    const order = await holdTwo();
    const res = await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, [n1[0]!, n1[2]!], shop.products.full));
    expect(res.statusCode).toBe(200);
    expect(res.json().order.orderId).toBe(order.orderId);
    // Seat n1[1] was not named, so it stays on the order; n1[0] is not held twice.
    expect(await holds()).toEqual([
      ['buyer@example.com', shop.events.first, n1[0]],
      ['buyer@example.com', shop.events.first, n1[1]],
      ['buyer@example.com', shop.events.first, n1[2]],
    ]);
  });

  it('refuses a held list that is not a list of ids', async () => {
    const order = await holdTwo();
    const res = await post(ADD, { orderId: order.orderId, heldSeatIds: 'all', ...eventCart(shop.events.first, shop.blocks.n1, [n1[0]!], shop.products.full) });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.reason).toBe('VALIDATION_FAILED');
  });
});
