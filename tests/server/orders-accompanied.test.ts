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

  it('a flag switched off sells the rate on its own again', async () => {
    expect(await runAdminCommand(['product-accompanied', String(shop.products.reduced), 'off'], t.app, () => undefined)).toBe(0);
    const res = await post(CREATE, mixedCart([{ seat: 2, productId: shop.products.reduced }]));
    expect(res.statusCode).toBe(200);
  });
});
