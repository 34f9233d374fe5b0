import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, shopWithBuyer } from './helpers/inventory-fixture.js';
import type { ShopFixture, ShopWithBuyer } from './helpers/inventory-fixture.js';
import type { TicketGroup } from '../../src/domain/ticket-groups.js';
import { runAdminCommand } from '../../src/server/cli/admin.js';

const CREATE = '/api/order/create-order-with-tickets';
let t: TestApp;
let shop: ShopFixture;
let post: ShopWithBuyer['post'];

beforeEach(async () => {
  ({ t, shop, post } = await shopWithBuyer());
  // The reduced rate of this fixture plays the child rate: a flag of its data, set as a ticket manager would.
  expect(await runAdminCommand(['product-accompanied', String(shop.products.reduced), 'on'], t.app, () => undefined)).toBe(0);
});
afterEach(async () => t.close());

/** One cart of the first event with these seats of block N1, each at its own product. */
function mixedCart(seats: { seat: number; productId: number }[]) {
  const n1 = shop.blocks.n1;
  const carts = seats.map(({ seat, productId }) => eventCart(shop.events.first, n1, [n1.seatIds[seat]!], productId));
  return { ...carts[0]!, tickets: carts.flatMap((c) => c.tickets) };
}

describe('tickets sold only with a companion', () => {
  it('refuses an order of child-rate tickets alone and holds nothing', async () => {
    const res = await post(CREATE, mixedCart([{ seat: 0, productId: shop.products.reduced }, { seat: 1, productId: shop.products.reduced }]));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details).toMatchObject({ reason: 'ACCOMPANYING_TICKET_REQUIRED', eventId: shop.events.first });
    expect(await t.app.db.selectFrom('seat_tickets').select('id').execute()).toEqual([]);
  });

  it('accepts them beside an adult ticket, and refuses removing the adult afterwards', async () => {
    const res = await post(CREATE, mixedCart([{ seat: 0, productId: shop.products.full }, { seat: 1, productId: shop.products.reduced }]));
    expect(res.statusCode).toBe(200);
    const order = res.json().order;
    const tickets = order.ticketGroups.flatMap((g: TicketGroup) => g.seatTickets) as { id: number; productName: string }[];
    const child = tickets.find((ticket) => ticket.productName === 'Reduced')!;
    const removeAdult = await post('/api/order/update-tickets-on-order', { orderId: order.orderId, ticketIds: [child.id], ticketAncillaryIds: [] });
    expect(removeAdult.statusCode).toBe(400);
    expect(JSON.stringify(removeAdult.json())).toContain('ACCOMPANYING_TICKET_REQUIRED');
    expect(await t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', order.orderId).execute()).toHaveLength(2);
  });

  it('counts the adult the cart already holds, but not one the resubmitted cart lets go', async () => {
    const first = await post(CREATE, mixedCart([{ seat: 0, productId: shop.products.full }]));
    expect(first.statusCode).toBe(200);
    const orderId = first.json().order.orderId;
    // A child seat added later to the same cart: the adult held before is its companion.
    const child = await post(CREATE, mixedCart([{ seat: 1, productId: shop.products.reduced }]));
    expect(child.statusCode).toBe(200);
    expect(child.json().order.orderId).toBe(orderId);
    // The cart sent again without the adult seat: that seat is freed, so the child is alone.
    const n1 = shop.blocks.n1;
    const resubmitted = await post('/api/add-tickets', {
      ...mixedCart([{ seat: 1, productId: shop.products.reduced }]), orderId, heldSeatIds: [n1.seatIds[0], n1.seatIds[1]],
    });
    expect(resubmitted.statusCode).toBe(400);
    expect(JSON.stringify(resubmitted.json())).toContain('ACCOMPANYING_TICKET_REQUIRED');
    expect(await t.app.db.selectFrom('seat_tickets').select('seat_id').where('order_id', '=', orderId).orderBy('seat_id').execute())
      .toEqual([{ seat_id: n1.seatIds[0] }, { seat_id: n1.seatIds[1] }]);
  });

  it('a flag switched off sells the rate on its own again', async () => {
    expect(await runAdminCommand(['product-accompanied', String(shop.products.reduced), 'off'], t.app, () => undefined)).toBe(0);
    const res = await post(CREATE, mixedCart([{ seat: 2, productId: shop.products.reduced }]));
    expect(res.statusCode).toBe(200);
  });
});
