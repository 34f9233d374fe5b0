import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { listOutbox } from '../../src/server/services/mail/outbox.js';
import { formatCents } from '../../src/domain/money.js';
import { sweepExpiredOrders } from '../../src/server/services/orders/expiry-sweeper.js';
import { insertPromoCode, revealEveryCode } from './helpers/promo-fixtures.js';

let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

const db = () => w.t.app.db;
/** The refund mails sent so far (the customer is told money that cannot be kept goes back). */
const refundMails = async () => (await listOutbox(w.outbox)).filter((m) => m.subject.includes('will be refunded'));
const order = (id: number) => db().selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const tickets = (id: number) => db().selectFrom('seat_tickets').select(['state', 'active']).where('order_id', '=', id).orderBy('id').execute();
const payment = (ref: string) => db().selectFrom('payments').selectAll().where('external_reference', '=', ref).executeTakeFirstOrThrow();

describe('a successful payment', () => {
  it('confirms the order, sells the seats, pays the first instalment and mails the customer in their language', async () => {
    await db().updateTable('customers').set({ locale: 'fr' }).where('id', '=', w.buyerId).execute();
    const id = await w.hold(2);
    const ref = await w.pay(id, 3);
    const res = await w.notify(ref, 'success');
    expect(res.statusCode).toBe(200);
    expect(res.body).toEqual({ received: true, result: 'confirmed' });
    const row = await order(id);
    expect(row.status).toBe('confirmed');
    expect(row.sale_datetime).toBe(w.t.clock.now.toISOString());
    expect(row.has_transaction_in_progress).toBe(0);
    expect(await tickets(id)).toEqual([{ state: 'confirmed', active: 1 }, { state: 'confirmed', active: 1 }]);
    const installments = await db().selectFrom('installments').select(['position', 'status']).where('order_id', '=', id).orderBy('position').execute();
    expect(installments.map((i) => i.status)).toEqual(['paid', 'scheduled', 'scheduled']);
    expect((await payment(ref)).status).toBe('succeeded');
    const mails = (await listOutbox(w.outbox)).filter((m) => m.to === 'buyer@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain(`commande n° ${id} est confirmée`);
    expect(mails[0]?.text).toContain('120,00');
    const status = (await w.status(id)).json();
    expect(status).toMatchObject({ outcome: 'success', status: 'confirmed', totalAmount: 12_000, refundRequired: false });
  });

  it('is idempotent: the same notification twice changes nothing and promo uses are consumed once', async () => {
    const promoId = await insertPromoCode(db(), { name: 'TEN', usage_limit: 5 });
    const id = await w.hold(1);
    await revealEveryCode(w.t.app.db);
    const checkout = await w.checkout(id, 1, w.buyer, { promoCodeIds: [promoId] });
    expect(checkout.statusCode).toBe(200);
    expect(checkout.json().totalAmount).toBe(5400);
    const ref = checkout.json().paymentReference as string;
    const first = await w.notify(ref, 'success');
    expect(first.body.result).toBe('confirmed');
    const snapshot = { order: await order(id), tickets: await tickets(id), payment: await payment(ref) };
    w.advance(60);
    const again = await w.resend(first.sent);
    expect(again).toEqual({ statusCode: 200, body: { received: true, result: 'duplicate' } });
    expect({ order: await order(id), tickets: await tickets(id), payment: await payment(ref) }).toEqual(snapshot);
    expect((await db().selectFrom('promo_codes').select('usage_count').where('id', '=', promoId).executeTakeFirstOrThrow()).usage_count).toBe(1);
    expect(await db().selectFrom('payment_notifications').selectAll().execute()).toHaveLength(1);
    expect((await listOutbox(w.outbox)).filter((m) => m.to === 'buyer@example.com')).toHaveLength(1);
  });

  it('a later notification for a payment already settled is recorded and ignored', async () => {
    const id = await w.hold(1);
    const ref = await w.pay(id);
    await w.notify(ref, 'success');
    const late = await w.notify(ref, 'refused');
    expect(late.body.result).toBe('ignored');
    expect((await order(id)).status).toBe('confirmed');
  });
});

describe('refused, error and pending results', () => {
  it('pending keeps the transaction in progress; a later success confirms', async () => {
    const id = await w.hold(1);
    const ref = await w.pay(id);
    expect((await w.notify(ref, 'pending')).body.result).toBe('pending');
    expect((await order(id)).has_transaction_in_progress).toBe(1);
    expect((await w.status(id)).json().outcome).toBe('pending');
    expect((await w.notify(ref, 'success')).body.result).toBe('confirmed');
  });

  it('refused clears the transaction, keeps the hold and lets the fan pay again', async () => {
    const id = await w.hold(2);
    const ref = await w.pay(id, 3);
    expect((await w.notify(ref, 'refused')).body.result).toBe('refused');
    const row = await order(id);
    expect([row.status, row.has_transaction_in_progress]).toEqual(['onhold', 0]);
    expect(await tickets(id)).toEqual([{ state: 'in_progress', active: 1 }, { state: 'in_progress', active: 1 }]);
    expect(await db().selectFrom('installments').selectAll().where('order_id', '=', id).execute()).toEqual([]);
    expect((await w.status(id)).json().outcome).toBe('notValidated');
    const retry = await w.pay(id, 1);
    expect((await w.notify(retry, 'success')).body.result).toBe('confirmed');
    expect((await db().selectFrom('installments').select('status').where('order_id', '=', id).execute()).map((i) => i.status)).toEqual(['paid']);
  });

  it('a success naming another amount than asked sells nothing: the money goes back, the order stays payable', async () => {
    const id = await w.hold(2);
    const ref = await w.pay(id);
    const asked = Number((await db().selectFrom('payments').select('amount').where('external_reference', '=', ref).executeTakeFirstOrThrow()).amount);
    expect((await w.notify(ref, 'success', asked - 650)).body.result).toBe('refund_required');
    const mails = await refundMails();
    expect(mails.map((m) => m.to)).toEqual(['buyer@example.com']);
    expect(mails[0]!.subject).toContain(`Your payment for order no. ${id} will be refunded`);
    expect(mails[0]!.text).toContain(`${formatCents(asked - 650, 'en')} will be refunded to you`);
    // The provider sending the same success again changes nothing and mails nothing more.
    expect((await w.notify(ref, 'success', asked - 650)).body.result).not.toBe('refund_required');
    expect(await refundMails()).toHaveLength(1);
    const row = await order(id);
    expect([row.status, row.has_transaction_in_progress]).toEqual(['onhold', 0]);
    expect((await db().selectFrom('payments').select(['status', 'amount']).where('external_reference', '=', ref).executeTakeFirstOrThrow())).toEqual({ status: 'refund_required', amount: asked });
    const retry = await w.pay(id);
    expect((await w.notify(retry, 'success')).body.result).toBe('confirmed');
  });

  it('no code changes the amount of an order being paid', async () => {
    const id = await w.hold(2);
    await w.pay(id);
    const codes = await db().selectFrom('promo_codes').select('id').execute();
    const res = await w.post('/api/proxy/promo-code/evaluate', { orderId: id, promoCodeIds: codes.slice(0, 1).map((c) => c.id) });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('ORDER_PAYMENT_IN_PROGRESS');
  });

  it('error clears the transaction and shows the payment error outcome', async () => {
    const id = await w.hold(1);
    const ref = await w.pay(id);
    expect((await w.notify(ref, 'error')).body.result).toBe('error');
    expect((await order(id)).has_transaction_in_progress).toBe(0);
    expect((await w.status(id)).json().outcome).toBe('paymentError');
    w.advance(601);
    expect((await w.status(id)).json().outcome).toBe('expired');
  });
});

describe('a payment after the hold expired', () => {
  it('never double-books: the order is refused, the payment marked refund_required and the anomaly recorded', async () => {
    const id = await w.hold(1);
    const ref = await w.pay(id);
    await w.notify(ref, 'refused');
    const retry = await w.pay(id);
    await w.notify(retry, 'error');
    w.advance(601);
    expect(await sweepExpiredOrders(w.t.app)).toBe(1);
    const rival = await w.hold(1, w.other); // the same seat, now someone else's hold
    // The provider delivers a success for the old attempt after all.
    const oldPayment = await db().updateTable('payments').set({ status: 'pending' }).where('external_reference', '=', retry).returning('id').executeTakeFirstOrThrow();
    expect(oldPayment.id).toBeGreaterThan(0);
    const late = await w.notify(retry, 'success');
    expect(late.body.result).toBe('refund_required');
    expect((await refundMails()).map((m) => m.subject)).toEqual([expect.stringContaining(`order no. ${id} will be refunded`)]);
    const row = await order(id);
    expect([row.status, row.anomaly_code, row.anomaly_status, row.has_transaction_in_progress]).toEqual(['abandoned', 'refund_required', 'in_progress', 0]);
    expect((await payment(retry)).status).toBe('refund_required');
    const holders = await db().selectFrom('seat_tickets').select('order_id').where('seat_id', '=', w.shop.blocks.n1.seatIds[0]!).where('active', '=', 1).execute();
    expect(holders).toEqual([{ order_id: rival }]);
    const status = (await w.status(id)).json();
    expect(status).toMatchObject({ outcome: 'expired', refundRequired: true });
  });

  it('a promo code whose last use went elsewhere meanwhile refuses the sale and releases the seats', async () => {
    const promoId = await insertPromoCode(db(), { name: 'LAST', usage_limit: 1 });
    const id = await w.hold(1);
    await revealEveryCode(w.t.app.db);
    const ref = (await w.checkout(id, 1, w.buyer, { promoCodeIds: [promoId] })).json().paymentReference as string;
    await db().updateTable('promo_codes').set({ usage_count: 1 }).where('id', '=', promoId).execute();
    const sent = await w.notify(ref, 'success');
    expect(sent.body.result).toBe('refund_required');
    const row = await order(id);
    expect([row.status, row.anomaly_code]).toEqual(['abandoned', 'refund_required']);
    expect(await tickets(id)).toEqual([{ state: 'failed', active: 0 }]);
    expect((await payment(ref)).status).toBe('refund_required');
    expect(await db().selectFrom('promo_code_usages').selectAll().execute()).toEqual([]);
    expect((await w.resend(sent.sent)).body.result).toBe('duplicate');
  });

  it('a success for a cancelled order is refunded too', async () => {
    const id = await w.hold(1);
    const ref = await w.pay(id);
    await db().updateTable('orders').set({ status: 'cancelled' }).where('id', '=', id).execute();
    expect((await w.notify(ref, 'success')).body.result).toBe('refund_required');
    expect((await order(id)).status).toBe('cancelled');
  });
});

describe('notification authentication', () => {
  it('refuses a bad or missing signature with 401 and changes nothing', async () => {
    const id = await w.hold(1);
    const ref = await w.pay(id);
    const sent = (await w.notify(ref, 'pending')).sent;
    const forged = { ...sent, notificationId: 'other-id', outcome: 'success' };
    const res = await w.resend(forged);
    expect(res.statusCode).toBe(401);
    expect((res.body.error as { code: string }).code).toBe('NOTIFICATION_SIGNATURE_INVALID');
    expect((await w.resend({ ...sent, notificationId: 'x2', signature: undefined })).statusCode).toBe(401);
    expect((await w.resend({ ...sent, amount: 1 })).statusCode).toBe(401);
    expect((await order(id)).status).toBe('onhold');
    expect(await db().selectFrom('payment_notifications').selectAll().execute()).toHaveLength(1);
  });

  it('answers 400 for a malformed body and 404 for an unknown payment reference', async () => {
    expect((await w.resend({ hello: 'world' })).statusCode).toBe(400);
    expect((await w.resend({ notificationId: 'n', reference: 'r', outcome: 'maybe', amount: 1, signature: 'a'.repeat(64) })).statusCode).toBe(400);
    const unknown = await w.notify('pay_unknown', 'success', 100);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('the test provider\'s hosted page', () => {
  it('shows a translated choice and, on success, notifies the shop and sends the browser to /validation', async () => {
    const id = await w.hold(1);
    const ref = await w.pay(id);
    const page = await w.t.app.inject({ method: 'GET', url: `/payment/test/${ref}?lng=nl`, headers: w.buyer });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<html lang="nl">');
    expect(page.body).toContain('Betaling geaccepteerd');
    for (const outcome of ['success', 'pending', 'refused', 'error']) expect(page.body).toContain(`value="${outcome}"`);
    const token = /name="token" value="([^"]+)"/.exec(page.body)?.[1] ?? '';
    const submit = await w.t.app.inject({
      method: 'POST', url: `/payment/test/${ref}`, headers: { ...w.buyer, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token, outcome: 'success' }).toString(),
    });
    expect(submit.statusCode).toBe(303);
    expect(submit.headers.location).toBe(`/validation?orderId=${id}`);
    expect((await order(id)).status).toBe('confirmed');
    const done = await w.t.app.inject({ method: 'GET', url: `/payment/test/${ref}`, headers: w.buyer });
    expect(done.statusCode).toBe(409);
  });

  it('refuses a submission without the page token, and unknown references', async () => {
    const id = await w.hold(1);
    const ref = await w.pay(id);
    const submit = await w.t.app.inject({
      method: 'POST', url: `/payment/test/${ref}`, headers: { ...w.buyer, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'token=forged&outcome=success',
    });
    expect(submit.statusCode).toBe(400);
    expect((await order(id)).status).toBe('onhold');
    expect((await w.t.app.inject({ method: 'GET', url: '/payment/test/nope', headers: w.buyer })).statusCode).toBe(404);
  });

  it('confirms nothing for anyone but the signed-in owner of the order, even with the page token', async () => {
    const id = await w.hold(1);
    const ref = await w.pay(id);
    const token = /name="token" value="([^"]+)"/.exec((await w.t.app.inject({ method: 'GET', url: `/payment/test/${ref}`, headers: w.buyer })).body)?.[1] ?? '';
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const payload = new URLSearchParams({ token, outcome: 'success' }).toString();
    // Signed out: the reference alone opens nothing.
    expect((await w.t.app.inject({ method: 'GET', url: `/payment/test/${ref}` })).statusCode).toBe(401);
    expect((await w.t.app.inject({ method: 'POST', url: `/payment/test/${ref}`, headers: form, payload })).statusCode).toBe(401);
    // Another customer: as if the payment did not exist.
    expect((await w.t.app.inject({ method: 'GET', url: `/payment/test/${ref}`, headers: w.other })).statusCode).toBe(404);
    expect((await w.t.app.inject({ method: 'POST', url: `/payment/test/${ref}`, headers: { ...w.other, ...form }, payload })).statusCode).toBe(404);
    expect((await order(id)).status).toBe('onhold');
  });
});

describe('GET /api/orders/:id/status', () => {
  it('is only for the order\'s customer', async () => {
    const id = await w.hold(1);
    expect((await w.status(id, w.other)).statusCode).toBe(404);
    expect((await w.status(999_999)).statusCode).toBe(404);
    expect((await w.status(id)).json()).toMatchObject({ orderId: id, outcome: 'notValidated', payment: null });
  });
});
