import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { newNotification, signedNotificationBody } from '../../src/server/services/payments/test-provider.js';
import { signTicketToken } from '../../src/server/services/documents/ticket-token.js';
import { checkTicketToken } from '../../src/server/services/documents/ticket-check.js';
import { purposeSecret } from '../../src/server/security/purpose-secrets.js';

let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

describe('per-purpose keys derived from the app secret', () => {
  it('derives distinct, stable keys, none equal to the app secret', () => {
    const purposes = ['ticket-qr', 'payment-notifications', 'payment-form', 'waiting-room'] as const;
    const keys = purposes.map((p) => w.t.app.secretFor(p));
    expect(new Set([...keys, w.t.app.secret]).size).toBe(purposes.length + 1);
    expect(keys[0]).toBe(purposeSecret(w.t.app.secret, 'ticket-qr'));
    expect(purposeSecret('another secret', 'ticket-qr')).not.toBe(keys[0]);
  });

  it('the gate scanner\'s key cannot confirm a payment, and the payment key cannot make a ticket', async () => {
    const orderId = await w.hold(1);
    const reference = await w.pay(orderId);
    const payment = await w.t.app.db.selectFrom('payments').select('amount').where('external_reference', '=', reference).executeTakeFirstOrThrow();
    for (const key of [w.t.app.secretFor('ticket-qr'), w.t.app.secret]) {
      const forged = signedNotificationBody(key, newNotification(reference, 'success', Number(payment.amount)));
      const res = await w.t.app.inject({ method: 'POST', url: '/api/payments/notifications', payload: forged });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
    }
    expect((await w.t.app.db.selectFrom('orders').select('status').where('id', '=', orderId).executeTakeFirstOrThrow()).status).toBe('onhold');
    expect((await w.notify(reference, 'success')).body.result).toBe('confirmed');
    const ticket = await w.t.app.db.selectFrom('seat_tickets').select(['id', 'event_id', 'seat_id']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
    const claims = { ticketId: ticket.id, eventId: ticket.event_id, seatId: ticket.seat_id };
    expect(await checkTicketToken(w.t.app, signTicketToken(w.t.app.secretFor('payment-notifications'), claims))).toEqual({ valid: false, reason: 'TOKEN_INVALID' });
    expect((await checkTicketToken(w.t.app, signTicketToken(w.t.app.secretFor('ticket-qr'), claims))).valid).toBe(true);
  });
});
