import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { listOutbox } from '../../src/server/services/mail/outbox.js';

/**
 * A sender who deletes their account while a transfer waits: the account is anonymised (its orders
 * stay in the books) and its placeholder name ("Deleted Customer") is nobody's. The recipient's
 * link page and My purchases get no name ('') and word it themselves.
 */
let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

describe('a transfer whose sender deleted their account', () => {
  it('still reaches the recipient, with no name where the placeholder would be', async () => {
    const orderId = await w.hold(1, w.buyer);
    expect((await w.notify(await w.pay(orderId), 'success')).body.result).toBe('confirmed');
    const [ticket] = await w.t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).execute();
    expect((await w.post('/api/transfers', { ticketIds: [ticket!.id], email: 'other@example.com', locale: 'en' }, w.buyer)).statusCode).toBe(201);
    const mail = (await listOutbox(w.outbox)).find((m) => m.to === 'other@example.com');
    const token = /\/orders\/transfer\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';

    const me = await w.t.app.inject({ method: 'GET', url: '/api/customer', headers: w.buyer });
    const deleted = await w.t.app.inject({ method: 'DELETE', url: `/api/customer/${me.json().customer.id}`, headers: w.buyer, payload: {} });
    expect(deleted.json()).toEqual({ mode: 'anonymised' });

    const preview = await w.t.app.inject({ method: 'GET', url: `/api/transfers/link/${token}` });
    expect(preview.json()).toMatchObject({ status: 'pending', senderName: '' });
    expect(JSON.stringify(preview.json())).not.toContain('Deleted');

    const accepted = await w.post(`/api/transfers/link/${token}/accept`, {}, w.other);
    expect(accepted.statusCode).toBe(200);
    const orders = await w.post('/api/order/fetch-order', { allowedStatus: ['confirmed'] }, w.other);
    const received = orders.json().orders[0].ticketGroups[0].seatTickets[0].purchase;
    expect(received).toMatchObject({ receivedFrom: '', transferable: true });
  });

  it('names a sender who kept their account', async () => {
    const orderId = await w.hold(1, w.buyer);
    expect((await w.notify(await w.pay(orderId), 'success')).body.result).toBe('confirmed');
    const [ticket] = await w.t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).execute();
    expect((await w.post('/api/transfers', { ticketIds: [ticket!.id], email: 'other@example.com', locale: 'en' }, w.buyer)).statusCode).toBe(201);
    const mail = (await listOutbox(w.outbox)).find((m) => m.to === 'other@example.com');
    const token = /\/orders\/transfer\/([\w-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect((await w.t.app.inject({ method: 'GET', url: `/api/transfers/link/${token}` })).json().senderName).toBe('Ada Customer');
  });
});
