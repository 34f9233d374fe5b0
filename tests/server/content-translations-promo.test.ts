import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { eventCart } from './helpers/inventory-fixture.js';
import { insertPromoCode } from './helpers/promo-fixtures.js';
import { runAdminCommand } from '../../src/server/cli/admin.js';

/**
 * A promo code's description is read beside its name on the summary: a Spanish fan read
 * "WELCOME10 – Welcome offer: 10% off your first order". It is club content in the reader's
 * language like the rest (`translate promo_code ID description LOCALE TEXT`), the default text
 * where none exists.
 */
let w: PaymentWorld;
const admin = (...args: string[]) => runAdminCommand(args, w.t.app, () => undefined);
const as = (lng: string) => ({ ...w.buyer, cookie: `${w.buyer.cookie ?? ''}; i18next=${lng}` });

beforeEach(async () => {
  w = await paymentWorld({ locales: ['en', 'fr', 'es'] });
});
afterEach(async () => w.close());

describe('promo code descriptions in the reader\'s language', () => {
  it('describes an order\'s code in French for a French reader and by default for a Spanish one', async () => {
    const cart = eventCart(w.shop.events.first, w.shop.blocks.n1, [w.shop.blocks.n1.seatIds[2]!], w.shop.products.full);
    const held = await w.post('/api/order/create-order-with-tickets', { ...cart, tickets: cart.tickets.map((t) => ({ ...t, holderInfo: { firstName: 'Ada', lastName: 'Lovelace' } })) });
    expect(held.statusCode).toBe(200);
    const orderId = held.json().order.orderId as number;
    const codeId = await insertPromoCode(w.t.app.db, { name: 'WELCOME10', description: 'Welcome offer' });
    await w.t.app.db.insertInto('order_promo_codes').values({ order_id: orderId, promo_code_id: codeId, rank: 1, discount_amount: 0 }).execute();
    expect(await admin('translate', 'promo_code', String(codeId), 'description', 'fr', 'Offre de bienvenue')).toBe(0);

    const described = async (lng: string) => {
      const res = await w.post('/api/order/fetch-order', { orderIds: [orderId], allowedStatus: ['onhold'] }, as(lng));
      expect(res.statusCode).toBe(200);
      return (res.json().orders[0].appliedDiscounts as { promoCode: { name: string; description: string | null } }[]).map((d) => d.promoCode);
    };
    expect(await described('fr')).toEqual([{ id: codeId, name: 'WELCOME10', description: 'Offre de bienvenue' }]);
    expect(await described('es')).toEqual([{ id: codeId, name: 'WELCOME10', description: 'Welcome offer' }]);
  });
});
