/**
 * Each e-ticket, invoice or wallet pass is drawn or signed afresh: one account asking for its
 * ticket in a loop would keep a node drawing. Downloads are counted per customer (whatever
 * address they come from) and per address, e-tickets, invoices and wallet passes together.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { scaleRateLimitsEachTest } from './helpers/rate-limit-scale.js';
import { ACCOUNT_LIMITS } from '../../src/server/http/rate-limits.js';

// Scaled down (5 per customer, 30 per address) so the test downloads a handful, not a hundred.
const SCALE = 0.05;
scaleRateLimitsEachTest(SCALE);
let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

async function paidTicket(headers: Record<string, string>): Promise<{ orderId: number; ticketId: number }> {
  const orderId = await w.hold(1, headers, headers === w.buyer ? 0 : 1);
  const checkout = await w.checkout(orderId, 1, headers);
  expect((await w.notify(checkout.json().paymentReference, 'success')).body.result).toBe('confirmed');
  const { id: ticketId } = await w.t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  return { orderId, ticketId };
}

it('limits a customer\'s downloads, whatever address they come from, and not another customer\'s', async () => {
  const mine = await paidTicket(w.buyer);
  const theirs = await paidTicket(w.other);
  const max = Math.round(ACCOUNT_LIMITS.documents.perCustomer.max * SCALE);
  const download = (url: string, n: number, headers = w.buyer) => w.t.app.inject({ method: 'GET', url, headers, remoteAddress: `198.51.100.${n}` });
  // E-tickets by both paths and the wallet pass count together.
  const urls = [`/api/tickets/${mine.ticketId}/pdf`, `/api/ticket?ticketId=${mine.ticketId}`, `/api/tickets/${mine.ticketId}/wallet/apple`];
  for (let n = 1; n <= max; n += 1) {
    const answer = await download(urls[n % urls.length]!, n);
    expect(answer.statusCode).not.toBe(429);
  }
  const refused = await download(`/api/tickets/${mine.ticketId}/pdf`, max + 1);
  expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'RATE_LIMITED']);
  expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  const invoice = await download(`/api/proxy/download-bill/${mine.orderId}`, max + 2);
  expect(invoice.statusCode).toBe(429);
  // The other customer, from the same fresh address, still gets their e-ticket.
  const other = await download(`/api/tickets/${theirs.ticketId}/pdf`, max + 1, w.other);
  expect([other.statusCode, other.headers['content-type']]).toEqual([200, 'application/pdf']);
});

it('limits the downloads from one address across customers', async () => {
  const mine = await paidTicket(w.buyer);
  const theirs = await paidTicket(w.other);
  const perIp = Math.round(ACCOUNT_LIMITS.documents.perIp.max * SCALE);
  const perCustomer = Math.round(ACCOUNT_LIMITS.documents.perCustomer.max * SCALE);
  // Signed-out requests count against the address too (each answered 401 without drawing).
  for (let n = 0; n < perIp - perCustomer; n += 1) {
    const anonymous = await w.t.app.inject({ method: 'GET', url: `/api/tickets/${mine.ticketId}/pdf`, remoteAddress: '203.0.113.7' });
    expect(anonymous.statusCode).toBe(401);
  }
  for (let n = 0; n < perCustomer; n += 1) {
    const answer = await w.t.app.inject({ method: 'GET', url: `/api/tickets/${theirs.ticketId}/pdf`, headers: w.other, remoteAddress: '203.0.113.7' });
    expect(answer.statusCode).toBe(200);
  }
  const refused = await w.t.app.inject({ method: 'GET', url: `/api/tickets/${mine.ticketId}/pdf`, headers: w.buyer, remoteAddress: '203.0.113.7' });
  expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'RATE_LIMITED']);
});
