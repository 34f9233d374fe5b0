import type { FastifyInstance } from 'fastify';
import { requireCustomer } from '../http/session.js';
import { applyPromoCodesToOrder } from '../services/promo/apply-promo-codes.js';
import { fetchPromoCodes } from '../services/promo/fetch-promo-codes.js';
import { parseEvaluatePayload, parseFetchPayload } from '../services/promo/payloads.js';

/**
 * Promo code calls of spec section 7. Both need a signed-in customer: codes are only ever typed
 * in the summary of the customer's own order, and this keeps code names from being probed
 * anonymously.
 */
export async function promoRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/promo-codes/fetch-promo-codes', async (request) => {
    const customer = await requireCustomer(request);
    const query = parseFetchPayload(request.body);
    return { promoCodes: await fetchPromoCodes(app.db, customer.id, query, app.now()) };
  });

  app.post('/api/proxy/promo-code/evaluate', async (request) => {
    const customer = await requireCustomer(request);
    const { orderId, promoCodeIds } = parseEvaluatePayload(request.body);
    return applyPromoCodesToOrder(app.db, { orderId, customerId: customer.id, promoCodeIds, now: app.now() });
  });
}
