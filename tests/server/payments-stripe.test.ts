import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import Stripe from 'stripe';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { setPaymentProvider } from '../../src/server/services/payments/registry.js';
import { createStripeProvider } from '../../src/server/services/payments/stripe-provider.js';
import { chargeDueInstallments } from '../../src/server/services/payments/installment-job.js';

/**
 * The Stripe adapter, offline: the SDK's HTTP client runs over a scripted fetch (the boundary a
 * network would sit behind) that records each call and answers as Stripe's API does, and webhook
 * events are signed with a test secret by the SDK's own generateTestHeaderString.
 */
const WEBHOOK_SECRET = 'whsec_test_secret';
const signer = new Stripe('sk_test_signer');

interface Call { method: string; path: string; form: URLSearchParams }

let w: PaymentWorld;
let calls: Call[];
let answers: Record<string, (call: Call) => unknown>;

beforeEach(async () => {
  w = await paymentWorld();
  calls = [];
  answers = {
    'POST /v1/checkout/sessions': () => ({ id: 'cs_test_1', object: 'checkout.session', url: 'https://checkout.stripe.com/c/pay/cs_test_1' }),
    'GET /v1/payment_intents/search': () => ({ object: 'search_result', data: [{ id: 'pi_first', object: 'payment_intent', customer: 'cus_1', payment_method: 'pm_card' }], has_more: false }),
    'POST /v1/payment_intents': () => ({ id: 'pi_later', object: 'payment_intent', status: 'succeeded' }),
  };
  const fakeFetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(String(input));
    const call = { method: init?.method ?? 'GET', path: url.pathname, form: new URLSearchParams(init?.method === 'GET' ? url.search : String(init?.body ?? '')) };
    calls.push(call);
    const answer = answers[`${call.method} ${call.path}`];
    return new Response(JSON.stringify(answer ? answer(call) : { error: { message: 'unexpected call' } }), { status: answer ? 200 : 400, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  setPaymentProvider(w.t.app, createStripeProvider({
    secretKey: 'sk_test_shop', webhookSecret: WEBHOOK_SECRET, publicBaseUrl: 'https://shop.example', currency: 'eur',
    httpClient: Stripe.createFetchHttpClient(fakeFetch),
  }));
});
afterEach(async () => w.close());

/** Posts a Stripe event as Stripe would: the exact JSON bytes and their signature header. */
async function deliver(event: Record<string, unknown>, options: { secret?: string; tamper?: (payload: string) => string } = {}) {
  const payload = JSON.stringify(event);
  const signature = signer.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? WEBHOOK_SECRET });
  return w.t.app.inject({
    method: 'POST', url: '/api/payments/notifications', payload: options.tamper ? options.tamper(payload) : payload,
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
  });
}

const sessionEvent = (id: string, type: string, reference: string, session: Record<string, unknown> = {}) => ({
  id, object: 'event', type, api_version: '2024-06-20', created: 1, livemode: false, pending_webhooks: 1, request: null,
  data: { object: { id: 'cs_test_1', object: 'checkout.session', client_reference_id: reference, amount_total: 6000, currency: 'eur', payment_status: 'paid', ...session } },
});

const orderStatus = async (id: number) => (await w.t.app.db.selectFrom('orders').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('Stripe payments', () => {
  it('starts a hosted Checkout Session for the amount asked, with the way back to the shop', async () => {
    const orderId = await w.hold(1);
    const res = await w.checkout(orderId, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json().redirectUrl).toBe('https://checkout.stripe.com/c/pay/cs_test_1');
    const [call] = calls;
    expect(call!.path).toBe('/v1/checkout/sessions');
    const form = call!.form;
    expect(form.get('line_items[0][price_data][unit_amount]')).toBe('6000');
    expect(form.get('line_items[0][price_data][currency]')).toBe('eur');
    expect(form.get('client_reference_id')).toBe(res.json().paymentReference);
    expect(form.get('success_url')).toBe(`https://shop.example/validation?orderId=${orderId}`);
    expect(form.get('payment_intent_data[setup_future_usage]')).toBeNull();
    const payment = await w.t.app.db.selectFrom('payments').select(['provider', 'amount']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    expect(payment).toEqual({ provider: 'stripe', amount: 6000 });
  });

  it('confirms on a signed checkout.session.completed, once, and refuses forged or altered events', async () => {
    const orderId = await w.hold(1);
    const reference = (await w.checkout(orderId, 1)).json().paymentReference as string;
    const event = sessionEvent('evt_paid_1', 'checkout.session.completed', reference);
    const forged = await deliver(event, { secret: 'whsec_someone_else' });
    expect([forged.statusCode, forged.json().error.code]).toEqual([401, 'NOTIFICATION_SIGNATURE_INVALID']);
    const altered = await deliver({ ...event, id: 'evt_other' }, { tamper: (payload) => payload.replace('"amount_total":6000', '"amount_total":6001') });
    expect(altered.statusCode).toBe(401);
    const unsigned = await w.t.app.inject({ method: 'POST', url: '/api/payments/notifications', payload: event });
    expect(unsigned.statusCode).toBe(401);
    expect(await orderStatus(orderId)).toBe('onhold');

    const paid = await deliver(event);
    expect([paid.statusCode, paid.json().result]).toEqual([200, 'confirmed']);
    expect(await orderStatus(orderId)).toBe('confirmed');
    expect((await deliver(event)).json().result).toBe('duplicate');
  });

  it('sells nothing when the amount or the currency differs from the payment asked', async () => {
    const a = await w.hold(1, w.buyer, 0);
    const refA = (await w.checkout(a, 1)).json().paymentReference as string;
    expect((await deliver(sessionEvent('evt_amount', 'checkout.session.completed', refA, { amount_total: 100 }))).json().result).toBe('refund_required');
    const b = await w.hold(1, w.buyer, 2);
    const refB = (await w.checkout(b, 1)).json().paymentReference as string;
    expect((await deliver(sessionEvent('evt_currency', 'checkout.session.completed', refB, { currency: 'usd' }))).json().result).toBe('refund_required');
    expect([await orderStatus(a), await orderStatus(b)]).toEqual(['onhold', 'onhold']);
  });

  it('keeps an unpaid completion pending, releases an expired session, and acknowledges other events', async () => {
    const orderId = await w.hold(1);
    const reference = (await w.checkout(orderId, 1)).json().paymentReference as string;
    expect((await deliver(sessionEvent('evt_unpaid', 'checkout.session.completed', reference, { payment_status: 'unpaid' }))).json().result).toBe('pending');
    expect((await deliver(sessionEvent('evt_async_ok', 'checkout.session.async_payment_succeeded', reference))).json().result).toBe('confirmed');
    const other = await deliver({ id: 'evt_customer', object: 'event', type: 'customer.created', data: { object: { id: 'cus_9', object: 'customer' } } });
    expect([other.statusCode, other.json().result]).toEqual([200, 'ignored']);
    const left = await w.hold(1, w.buyer, 4);
    const refLeft = (await w.checkout(left, 1)).json().paymentReference as string;
    expect((await deliver(sessionEvent('evt_expired', 'checkout.session.expired', refLeft, { payment_status: 'unpaid' }))).json().result).toBe('error');
    expect((await w.t.app.db.selectFrom('orders').select('has_transaction_in_progress').where('id', '=', left).executeTakeFirstOrThrow()).has_transaction_in_progress).toBe(0);
  });

  it('instalments: saves the card at checkout, then charges later instalments off-session on it', async () => {
    const orderId = await w.hold(2);
    const reference = (await w.checkout(orderId, 3)).json().paymentReference as string;
    expect(calls[0]!.form.get('payment_intent_data[setup_future_usage]')).toBe('off_session');
    expect(calls[0]!.form.get('customer_creation')).toBe('always');
    expect((await deliver(sessionEvent('evt_first', 'checkout.session.completed', reference, { amount_total: 4000 }))).json().result).toBe('confirmed');
    w.advance(30 * 86_400);
    expect(await chargeDueInstallments(w.t.app)).toEqual({ charged: 1, failed: 0, overdue: 0 });
    const search = calls.find((c) => c.path === '/v1/payment_intents/search')!;
    expect(search.form.get('query')).toBe(`metadata['reference']:'${reference}'`);
    const charge = calls.find((c) => c.method === 'POST' && c.path === '/v1/payment_intents')!;
    expect(Object.fromEntries(['amount', 'currency', 'customer', 'payment_method', 'off_session', 'confirm'].map((k) => [k, charge.form.get(k)])))
      .toEqual({ amount: '4000', currency: 'eur', customer: 'cus_1', payment_method: 'pm_card', off_session: 'true', confirm: 'true' });
    // A declined card is a failed charge the job retries, not a crash.
    answers['POST /v1/payment_intents'] = () => ({ id: 'pi_declined', object: 'payment_intent', status: 'requires_payment_method' });
    w.advance(31 * 86_400);
    expect(await chargeDueInstallments(w.t.app)).toEqual({ charged: 0, failed: 1, overdue: 0 });
  });

  it('a fan who leaves the Checkout Session gets the order back only once Stripe has expired the session', async () => {
    const abandon = (orderId: number) => w.post('/api/checkout/abandon', { orderId });
    const inProgress = async (id: number) => (await w.t.app.db.selectFrom('orders').select('has_transaction_in_progress').where('id', '=', id).executeTakeFirstOrThrow()).has_transaction_in_progress;
    const orderId = await w.hold(1);
    await w.checkout(orderId, 1);
    // Stripe cannot be reached: the attempt stays, and so does the lock on the order.
    const down = await abandon(orderId);
    expect([down.statusCode, down.json().error.code]).toEqual([502, 'PROVIDER_UNAVAILABLE']);
    expect(await inProgress(orderId)).toBe(1);

    answers['POST /v1/checkout/sessions/cs_test_1/expire'] = () => ({ id: 'cs_test_1', object: 'checkout.session', status: 'expired' });
    expect((await abandon(orderId)).json().result).toBe('abandoned');
    expect(calls.filter((c) => c.path === '/v1/checkout/sessions/cs_test_1/expire')).toHaveLength(2);
    expect(await inProgress(orderId)).toBe(0);

    // Paid at Stripe just before leaving: the session cannot expire, and the order waits for its event.
    const paid = await w.hold(1, w.buyer, 2);
    await w.checkout(paid, 1);
    delete answers['POST /v1/checkout/sessions/cs_test_1/expire'];
    answers['GET /v1/checkout/sessions/cs_test_1'] = () => ({ id: 'cs_test_1', object: 'checkout.session', status: 'complete' });
    expect((await abandon(paid)).json().result).toBe('completed');
    expect(await inProgress(paid)).toBe(1);
  });
});
