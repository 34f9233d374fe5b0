import { afterEach, describe, expect, it } from 'vitest';
import { MAX_UNPAID_ORDERS } from '../../src/server/services/orders/create-order.js';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { eventCart, packCart, poster, seedShop } from './helpers/inventory-fixture.js';
import type { ShopFixture } from './helpers/inventory-fixture.js';
import type { SiteConfig } from '../../src/domain/site-config.js';

const CREATE = '/api/order/create-order-with-tickets';
let t: TestApp;
let shop: ShopFixture;

async function setup(options: { config?: Partial<SiteConfig>; earlyBird?: boolean } = {}) {
  t = await createTestApp(options.config ? { config: options.config } : {});
  shop = await seedShop(t.app.db, t.clock.now, { rows: 3, seatsPerRow: 5 });
  const customerId = await insertCustomer(t.app, { email: 'buyer@example.com', isEarlyBird: options.earlyBird ?? false });
  return poster(t.app, await signInHeaders(t.app, customerId));
}
afterEach(async () => t.close());

const expectRefused = (res: Awaited<ReturnType<ReturnType<typeof poster>>>, status: number, reason: string) => {
  expect(res.statusCode).toBe(status);
  expect(res.json()).toMatchObject({ order: null, error: { code: 'UNKNOWN', details: { reason } } });
};

describe('cart limits', () => {
  it('caps a cart at the site setting', async () => {
    const post = await setup({ config: { websiteMaxTicketsInCart: 3 } });
    const seats = shop.blocks.n1.seatIds;
    expect((await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, seats.slice(0, 2), shop.products.full))).statusCode).toBe(200);
    // Tickets join the open cart, so the cap counts what is already held.
    expectRefused(await post(CREATE, eventCart(shop.events.second, shop.blocks.n1, seats.slice(2, 4), shop.products.full)), 400, 'CART_MAX_TICKETS');
    expect((await post(CREATE, eventCart(shop.events.second, shop.blocks.n1, seats.slice(2, 3), shop.products.full))).statusCode).toBe(200);
  });

  it('caps the seats of one event at maxIndividualSeatTicketsInCart', async () => {
    const post = await setup();
    const seats = shop.blocks.n1.seatIds;
    expectRefused(await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, seats.slice(0, 7), shop.products.full)), 400, 'EVENT_MAX_TICKETS');
    expect((await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, seats.slice(0, 6), shop.products.full))).statusCode).toBe(200);
    expect(await t.app.db.selectFrom('seat_tickets').select('id').execute()).toHaveLength(6);
  });

  it('caps packs at maxCampaignPacksInCart, counting a pack seat once', async () => {
    const post = await setup();
    const seats = shop.blocks.n1.seatIds;
    expectRefused(await post(CREATE, packCart('pack', shop.packId, shop.blocks.n1, seats.slice(0, 3), shop.products.pack)), 400, 'PACK_MAX_PACKS');
    const ok = await post(CREATE, packCart('pack', shop.packId, shop.blocks.n1, seats.slice(0, 2), shop.products.pack));
    expect(ok.statusCode).toBe(200);
    expect(ok.json().order.ticketGroups).toHaveLength(2);
    expectRefused(await post(CREATE, packCart('pack', shop.packId, shop.blocks.n1, seats.slice(2, 3), shop.products.pack)), 400, 'PACK_MAX_PACKS');
  });

  it('never holds more than the arena setting when it is below the site setting', async () => {
    const post = await setup();
    await t.app.db.updateTable('arenas').set({ website_max_tickets_in_cart: 1 }).execute();
    expectRefused(await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, shop.blocks.n1.seatIds.slice(0, 2), shop.products.full)), 400, 'CART_MAX_TICKETS');
  });
});

describe('sale windows', () => {
  const cart = () => eventCart(shop.events.first, shop.blocks.n1, [shop.blocks.n1.seatIds[0]!], shop.products.full);
  const setWindow = (values: { opening_datetime?: string; closing_datetime?: string; early_bird_opening_datetime?: string | null }) =>
    t.app.db.updateTable('event_channel_configurations').set(values).where('event_id', '=', shop.events.first).execute();
  const at = (days: number) => new Date(t.clock.now.getTime() + days * 86_400_000).toISOString();

  it('refuses before the opening and after the closing', async () => {
    const post = await setup();
    await setWindow({ opening_datetime: at(1) });
    expectRefused(await post(CREATE, cart()), 400, 'SALE_NOT_OPEN');
    await setWindow({ opening_datetime: at(-3), closing_datetime: at(-1) });
    expectRefused(await post(CREATE, cart()), 400, 'SALE_CLOSED');
  });

  it('lets only early-bird customers buy in the priority window', async () => {
    const post = await setup();
    await setWindow({ opening_datetime: at(1), early_bird_opening_datetime: at(-1) });
    expectRefused(await post(CREATE, cart()), 403, 'EARLY_BIRD_ONLY');
    const bird = poster(t.app, await signInHeaders(t.app, await insertCustomer(t.app, { email: 'bird@example.com', isEarlyBird: true })));
    expect((await bird(CREATE, cart())).statusCode).toBe(200);
  });

  it('refuses archived and past events, and items not sold on the website channel', async () => {
    const post = await setup();
    await t.app.db.updateTable('events').set({ is_archived: 1 }).where('id', '=', shop.events.first).execute();
    expectRefused(await post(CREATE, cart()), 400, 'EVENT_ARCHIVED');
    await t.app.db.updateTable('events').set({ is_archived: 0, start_datetime: at(-0.1) }).where('id', '=', shop.events.first).execute();
    expectRefused(await post(CREATE, cart()), 400, 'EVENT_PAST');
    await t.app.db.deleteFrom('event_channel_configurations').where('event_id', '=', shop.events.first).execute();
    expectRefused(await post(CREATE, cart()), 400, 'NOT_ON_SALE');
  });

  it('closes a pack when its window closes', async () => {
    const post = await setup();
    await t.app.db.updateTable('pack_channel_configurations').set({ closing_datetime: at(-0.5) }).execute();
    expectRefused(await post(CREATE, packCart('season', shop.seasonId, shop.blocks.n1, [shop.blocks.n1.seatIds[0]!], shop.products.season)), 400, 'SALE_CLOSED');
  });
});

describe('offer checks and bad payloads', () => {
  it('refuses a product not sold in the category, a wrong category, block or seat', async () => {
    const post = await setup();
    const n1 = shop.blocks.n1;
    // Reduced is only priced for category A: not in N2 (category B).
    expectRefused(await post(CREATE, eventCart(shop.events.first, shop.blocks.n2, [shop.blocks.n2.seatIds[0]!], shop.products.reduced)), 400, 'PRODUCT_NOT_SOLD');
    const wrongCategory = eventCart(shop.events.first, n1, [n1.seatIds[0]!], shop.products.full);
    wrongCategory.tickets[0]!.offer.categoryId = shop.categories.b;
    expectRefused(await post(CREATE, wrongCategory), 400, 'CATEGORY_MISMATCH');
    expectRefused(await post(CREATE, eventCart(shop.events.first, shop.blocks.n2, [n1.seatIds[0]!], shop.products.full)), 400, 'BLOCK_MISMATCH');
    expectRefused(await post(CREATE, eventCart(shop.events.first, n1, [999_999], shop.products.full)), 400, 'SEAT_NOT_FOUND');
    expectRefused(await post(CREATE, eventCart(999_999, n1, [n1.seatIds[0]!], shop.products.full)), 404, 'EVENT_NOT_FOUND');
    expect(await t.app.db.selectFrom('orders').select('id').execute()).toHaveLength(0);
  });

  it('answers every malformed cart with a 4xx and a code, never a 500', async () => {
    await setup();
    const headers = { ...(await signInHeaders(t.app, await insertCustomer(t.app, { email: 'payload@example.com' }))), 'content-type': 'application/json' };
    const n1 = shop.blocks.n1;
    const good = eventCart(shop.events.first, n1, [n1.seatIds[0]!, n1.seatIds[1]!], shop.products.full);
    const bad: [unknown, string][] = [
      [null, 'VALIDATION_FAILED'],
      [[], 'VALIDATION_FAILED'],
      ['cart', 'VALIDATION_FAILED'],
      [{ ...good, ticketType: 'concert' }, 'VALIDATION_FAILED'],
      [{ ...good, event: { id: 'abc' } }, 'VALIDATION_FAILED'],
      [{ ...good, tickets: [] }, 'EMPTY_CART'],
      [{ ...good, tickets: 'all' }, 'VALIDATION_FAILED'],
      [{ ...good, tickets: [{ seat: {}, offer: {} }] }, 'VALIDATION_FAILED'],
      [{ ...good, tickets: [good.tickets[0], good.tickets[0]] }, 'DUPLICATE_SEAT'],
      [{ ...good, tickets: [{ ...good.tickets[0], offer: { ...good.tickets[0]!.offer, seatIds: [n1.seatIds[5]] } }] }, 'SEAT_NOT_IN_OFFER'],
      [{ ...good, tickets: [{ ...good.tickets[0], offer: { ...good.tickets[0]!.offer, productId: -1 } }] }, 'VALIDATION_FAILED'],
      [{ ...good, options: [{ id: shop.ancillaries.inactive }] }, 'ANCILLARY_NOT_FOUND'],
      [{ ...good, options: 'parking' }, 'VALIDATION_FAILED'],
      [{ ...good, ticketWithdrawal: 'post' }, 'VALIDATION_FAILED'],
      [{ ...good, tickets: Array.from({ length: 501 }, () => good.tickets[0]) }, 'VALIDATION_FAILED'],
    ];
    for (const [payload, reason] of bad) {
      const res = await t.app.inject({ method: 'POST', url: CREATE, headers, payload: JSON.stringify(payload) });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(res.json().error.details.reason, JSON.stringify(payload).slice(0, 80)).toBe(reason);
      expect(res.json().error.code).toBe('UNKNOWN');
    }
    const broken = await t.app.inject({ method: 'POST', url: CREATE, headers, payload: '{"ticketType":' });
    expect(broken.statusCode).toBe(400);
    expect(await t.app.db.selectFrom('orders').select('id').execute()).toHaveLength(0);
  });
});


describe('limits across unpaid orders', () => {
  const checkout = (post: ReturnType<typeof poster>, orderId: number) => post('/api/checkout', { orderId, numberOfInstallments: 1, termsAccepted: true });

  it('counts the seats of an order being paid: checking out does not reset the per-event limit', async () => {
    const post = await setup();
    const seats = shop.blocks.n1.seatIds;
    const first = await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, seats.slice(0, 6), shop.products.full));
    expect(first.statusCode).toBe(200);
    expect((await checkout(post, first.json().order.orderId)).statusCode).toBe(200);
    // The order in checkout is no longer the cart, but its six seats still count.
    expectRefused(await post(CREATE, eventCart(shop.events.first, shop.blocks.n1, seats.slice(6, 7), shop.products.full)), 400, 'EVENT_MAX_TICKETS');
    expect((await post(CREATE, eventCart(shop.events.second, shop.blocks.n1, seats.slice(6, 7), shop.products.full))).statusCode).toBe(200);
  });

  it('caps the unpaid orders one customer may have at once', async () => {
    const post = await setup();
    const seats = shop.blocks.n2.seatIds;
    for (let k = 0; k < MAX_UNPAID_ORDERS; k++) {
      const created = await post(CREATE, eventCart(shop.events.first, shop.blocks.n2, [seats[k]!], shop.products.full));
      expect(created.statusCode).toBe(200);
      expect((await checkout(post, created.json().order.orderId)).statusCode).toBe(200);
    }
    expectRefused(await post(CREATE, eventCart(shop.events.first, shop.blocks.n2, [seats[MAX_UNPAID_ORDERS]!], shop.products.full)), 409, 'TOO_MANY_UNPAID_ORDERS');
  });
});
