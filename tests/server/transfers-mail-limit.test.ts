/**
 * Every transfer sent mails an address the sender chooses. Sending and taking back one ticket
 * over and over mails that address again each time: the sends are counted per address and per
 * customer, so changing address does not lift the count.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { scaleRateLimitsEachTest } from './helpers/rate-limit-scale.js';
import { ACCOUNT_LIMITS } from '../../src/server/http/rate-limits.js';

// Scaled down (3 sends) so the test sends a handful, not dozens.
const SCALE = 0.1;
scaleRateLimitsEachTest(SCALE);
let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

it('limits transfer sends per customer, whatever address they come from', async () => {
  const orderId = await w.hold(1, w.buyer, 0);
  expect((await w.notify(await w.pay(orderId), 'success')).body.result).toBe('confirmed');
  const { id: ticketId } = await w.t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const max = Math.round(ACCOUNT_LIMITS.transferSend.perCustomer.max * SCALE);
  const sendFrom = (n: number) => w.t.app.inject({
    method: 'POST', url: '/api/transfers', headers: w.buyer, remoteAddress: `198.51.100.${n}`,
    payload: { ticketIds: [ticketId], email: 'stranger@example.com', locale: 'en' },
  });
  for (let n = 1; n <= max; n += 1) {
    const sent = await sendFrom(n);
    expect(sent.statusCode).toBe(201);
    expect((await w.post(`/api/transfers/${sent.json().transferIds[0]}/cancel`, {})).statusCode).toBe(200);
  }
  const refused = await sendFrom(max + 1);
  expect([refused.statusCode, refused.json().error.code]).toEqual([429, 'RATE_LIMITED']);
  // Another customer sending from the same fresh address is not held back by it.
  const other = await w.t.app.inject({
    method: 'POST', url: '/api/transfers', headers: w.other, remoteAddress: `198.51.100.${max + 1}`,
    payload: { ticketIds: [ticketId], email: 'stranger@example.com', locale: 'en' },
  });
  expect([other.statusCode, other.json().error.code]).toEqual([404, 'TICKET_NOT_FOUND']);
});
