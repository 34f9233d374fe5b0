import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { eventCart } from './helpers/inventory-fixture.js';
import { insertPromoCode, revealEveryCode } from './helpers/promo-fixtures.js';
import { setPaymentProvider } from '../../src/server/services/payments/registry.js';
import { createStripeProvider } from '../../src/server/services/payments/stripe-provider.js';
import { listOutbox } from '../../src/server/services/mail/outbox.js';
import { extractPdfText } from './helpers/pdf-extract.js';

/**
 * Orders with nothing to pay: free rates only, or a promo code covering the whole amount. They
 * must be sold at once, without a card page: Stripe Checkout refuses a session of 0, so the
 * provider is never asked. Stripe is the provider here, over a scripted fetch that records calls.
 */
let w: PaymentWorld;
let stripeCalls: string[];
let freeProduct: number;

/** A shop whose first event also sells an "Under 5" rate at 0, with Stripe as the provider. */
async function freeRateShop(config: Parameters<typeof paymentWorld>[0] = {}): Promise<void> {
  w = await paymentWorld(config);
  const db = w.t.app.db;
  freeProduct = (await db.insertInto('products').values({ name: 'Under 5', description: null, type: 'individual', is_resale: 0, is_active: 1 })
    .returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('tariffs').values({
    event_id: w.shop.events.first, campaign_pack_id: null, sale_channel_id: w.shop.channelId, category_id: w.shop.categories.a,
    product_id: freeProduct, block_id: null, price: 0,
  }).execute();
  stripeCalls = [];
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    stripeCalls.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
    return new Response(JSON.stringify({ id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' }), {
      status: 200, headers: { 'content-type': 'application/json' },
    });
  }) as typeof fetch;
  setPaymentProvider(w.t.app, createStripeProvider({
    secretKey: 'sk_test_shop', webhookSecret: 'whsec_test', publicBaseUrl: 'https://shop.example', currency: 'eur',
    httpClient: Stripe.createFetchHttpClient(fakeFetch),
  }));
}
beforeEach(() => freeRateShop());
afterEach(async () => w.close());

async function holdAt(productId: number, seats: number[]): Promise<number> {
  const n1 = w.shop.blocks.n1;
  const cart = eventCart(w.shop.events.first, n1, seats.map((s) => n1.seatIds[s]!), productId);
  const res = await w.post('/api/order/create-order-with-tickets', {
    ...cart, tickets: cart.tickets.map((ticket) => ({ ...ticket, holderInfo: { firstName: 'Ada', lastName: 'Lovelace' } })),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().order.orderId as number;
}

/** A full, a reduced and a free seat, brought to 0 by a 100% code and sold; returns the order id. */
async function mixedOrderAtZero(): Promise<number> {
  const code = await insertPromoCode(w.t.app.db, { name: 'ALLFREE', discount_type: 'percent', discount_value: 10_000 });
  await revealEveryCode(w.t.app.db);
  const n1 = w.shop.blocks.n1;
  const carts = [[4, w.shop.products.full], [5, w.shop.products.reduced], [6, freeProduct]]
    .map(([seat, product]) => eventCart(w.shop.events.first, n1, [n1.seatIds[seat!]!], product!));
  const res = await w.post('/api/order/create-order-with-tickets', {
    ...carts[0]!, tickets: carts.flatMap((c) => c.tickets).map((ticket) => ({ ...ticket, holderInfo: { firstName: 'Ada', lastName: 'Lovelace' } })),
  });
  expect(res.statusCode, res.body).toBe(200);
  const orderId = res.json().order.orderId as number;
  expect((await w.checkout(orderId, 1, w.buyer, { promoCodeIds: [code] })).statusCode).toBe(200);
  return orderId;
}

const orderRow = (id: number) => w.t.app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

describe('an order with nothing to pay', () => {
  it('offers payment in full only, and checkout sells it at once without asking the provider', async () => {
    const orderId = await holdAt(freeProduct, [0, 1]);
    const options = await w.t.app.inject({ method: 'GET', url: `/api/checkout/options?orderId=${orderId}`, headers: w.buyer });
    expect(options.json()).toMatchObject({ totalAmount: 0, options: [{ numberOfInstallments: 1 }] });
    expect(options.json().options).toHaveLength(1);

    const res = await w.checkout(orderId, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ orderId, totalAmount: 0, redirectUrl: `/validation?orderId=${orderId}` });
    expect(stripeCalls).toEqual([]);

    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 'confirmed', has_transaction_in_progress: 0, payment_method: 'free', number_of_installments: 1 });
    expect(order.sale_datetime).not.toBeNull();
    const tickets = await w.t.app.db.selectFrom('seat_tickets').select('state').where('order_id', '=', orderId).execute();
    expect(tickets.map((ticket) => ticket.state)).toEqual(['confirmed', 'confirmed']);
    const installments = await w.t.app.db.selectFrom('installments').select(['amount', 'status']).where('order_id', '=', orderId).execute();
    expect(installments).toEqual([{ amount: 0, status: 'paid' }]);
    expect(order.anomaly_code).toBeNull();
    const status = await w.status(orderId);
    expect(status.json()).toMatchObject({ status: 'confirmed' });
    const mails = (await listOutbox(w.outbox)).filter((mail) => mail.to === 'buyer@example.com');
    expect(mails).toHaveLength(1);
  });

  it('refuses instalments for 0, even where their minimum is 0, and leaves the order payable', async () => {
    await w.close();
    await freeRateShop({ installmentPayment: [{ numberOfInstallments: 3, minimumAmount: 0, maximumAmount: 10_000_000 }] });
    const orderId = await holdAt(freeProduct, [0]);
    const res = await w.checkout(orderId, 3);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'PAYMENT_NOT_INITIATED', details: { reason: 'PAYMENT_OPTION_NOT_OFFERED' } });
    expect(await orderRow(orderId)).toMatchObject({ status: 'onhold', has_transaction_in_progress: 0 });
    expect((await w.checkout(orderId, 1)).statusCode).toBe(200);
  });

  it('sells an order a promo code brings to 0 and counts the code\'s use', async () => {
    const code = await insertPromoCode(w.t.app.db, { name: 'ALLFREE', discount_type: 'percent', discount_value: 10_000, usage_limit: 1 });
    await revealEveryCode(w.t.app.db);
    const orderId = await holdAt(w.shop.products.full, [2]);
    const res = await w.checkout(orderId, 1, w.buyer, { promoCodeIds: [code] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ totalAmount: 0, redirectUrl: `/validation?orderId=${orderId}` });
    expect(stripeCalls).toEqual([]);
    const order = await orderRow(orderId);
    expect(order).toMatchObject({ status: 'confirmed', gross_amount: 6000, discount_amount: -6000, payment_method: 'free' });
    const used = await w.t.app.db.selectFrom('promo_codes').select('usage_count').where('id', '=', code).executeTakeFirstOrThrow();
    expect(used.usage_count).toBe(1);
  });

  it('states full, reduced and free rates, the discount and 0 on the Russian invoice and e-tickets', async () => {
    await w.t.app.db.updateTable('customers').set({ locale: 'ru', street_address: '1 Tverskaya', postal_code: '125009', city_name: 'Moscow', country: 'FR' })
      .where('id', '=', w.buyerId).execute();
    const orderId = await mixedOrderAtZero();
    const get = (url: string) => w.t.app.inject({ method: 'GET', url, headers: w.buyer });
    const invoice = await get(`/api/proxy/download-bill/${orderId}`);
    expect(invoice.statusCode, invoice.body.slice(0, 200)).toBe(200);
    const lines = (await extractPdfText(invoice.rawPayload)).lines.map((l) => l.replace(/[\u00a0\u202f]/g, ' '));
    const text = lines.join('\n');
    expect(text).toMatch(/Match one - N1 A-5 - Full price\n60,00 €\n-60,00 €/);
    expect(text).toMatch(/Match one - N1 B-1 - Reduced\n30,00 €\n-30,00 €/);
    expect(text).toMatch(/Match one - N1 B-2 - Under 5\n0,00 €\n/);
    expect(lines).toEqual(expect.arrayContaining(['90,00 €', '-90,00 €', '0,00 €']));
    expect(text).not.toMatch(/[?\ufffd]|NaN/u);
    const tickets = await w.t.app.db.selectFrom('seat_tickets').select(['id', 'product_id']).where('order_id', '=', orderId).orderBy('id').execute();
    const free = tickets.find((ticket) => ticket.product_id === freeProduct)!;
    const ticket = await get(`/api/tickets/${free.id}/pdf`);
    expect(ticket.statusCode).toBe(200);
    expect((await extractPdfText(ticket.rawPayload)).lines.join('\n')).toContain('Under 5');
  });

  it('mails each rate at its price, the discount and a total of 0 in the fan\'s language, without "payment accepted"', async () => {
    await w.t.app.db.updateTable('customers').set({ locale: 'nl' }).where('id', '=', w.buyerId).execute();
    await mixedOrderAtZero();
    const [mail] = (await listOutbox(w.outbox)).filter((m) => m.to === 'buyer@example.com');
    const text = mail!.text;
    expect(text).toContain('Er viel niets te betalen');
    expect(text).not.toContain('betaling is geaccepteerd');
    // Dutch money: "€ 60,00" with a non-breaking space.
    expect(text).toMatch(/stoel 5 – Full price, €\u00a060,00\n/);
    expect(text).toMatch(/stoel 1 – Reduced, €\u00a030,00\n/);
    expect(text).toMatch(/stoel 2 – Under 5, Gratis\n/);
    expect(text).toMatch(/\n\nKorting: €\u00a0-90,00\nTotaal: €\u00a00,00\n/);
    expect(mail!.html).toMatch(/Korting: €\u00a0-90,00/);
  });

  it('still sends a paying order to the provider', async () => {
    const orderId = await holdAt(w.shop.products.full, [3]);
    const res = await w.checkout(orderId, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectUrl).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    expect(stripeCalls).toEqual(['POST /v1/checkout/sessions']);
    expect(await orderRow(orderId)).toMatchObject({ status: 'onhold', has_transaction_in_progress: 1 });
  });
});
