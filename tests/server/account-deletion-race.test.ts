/**
 * Deleting an account while the same customer puts a ticket on sale: whichever runs first, the
 * account never ends deleted (anonymised, no bank details) with a ticket on sale nobody can be
 * paid for. Raced for real on PostgreSQL, where the calls run side by side.
 */
import { afterEach, beforeEach, expect, it } from 'vitest';
import { resaleWorld, VALID_BANK } from './helpers/resale-fixture.js';
import type { ResaleWorld } from './helpers/resale-fixture.js';

let w: ResaleWorld;
beforeEach(async () => {
  w = await resaleWorld();
});
afterEach(async () => w.close());

it('never leaves a ticket on sale for an account deleted at the same moment', async () => {
  const seats = w.shop.blocks.n1.seatIds;
  for (let round = 0; round < 6; round += 1) {
    const email = `racer-${round}@example.com`;
    const seller = await w.newClient(email);
    const { ticketIds } = await seller.buy(w.eventCart([seats[round]!]));
    expect((await seller.saveBank(VALID_BANK)).statusCode).toBe(200);
    const customer = await w.t.app.db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow();
    const [sold, deleted] = await Promise.all([
      seller.sell(ticketIds[0]!, { price: 2500 }),
      w.t.app.inject({ method: 'DELETE', url: `/api/customer/${customer.id}`, headers: seller.headers }),
    ]);
    const onSale = await w.t.app.db.selectFrom('resale_listings').select('id')
      .where('seller_customer_id', '=', customer.id).where('status', '=', 'on_sale').execute();
    // The sale won (the deletion is refused), or the deletion did: the sale then finds the bank
    // details (or the session) gone, and nothing is on sale.
    if (deleted.statusCode === 200) expect([[400, 401].includes(sold.statusCode), onSale]).toEqual([true, []]);
    else expect([deleted.statusCode, deleted.json().error.code, onSale.length]).toEqual([409, 'ACCOUNT_HAS_TICKETS_ON_RESALE', 1]);
  }
}, 120_000);
