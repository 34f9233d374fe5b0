import { withCustomerWriteSlot } from '../http/customer-write-slots.js';
import type { FastifyInstance } from 'fastify';
import { requireCustomer } from '../http/session.js';
import { applyPromoCodesToOrder } from '../services/promo/apply-promo-codes.js';
import { fetchPromoCodes } from '../services/promo/fetch-promo-codes.js';
import { parseEvaluatePayload, parseFetchPayload } from '../services/promo/payloads.js';
import { registerAccountRateLimits } from '../http/rate-limits.js';

/**
 * Promo code calls of spec section 7. Both need a signed-in customer: codes are only ever typed
 * in the summary of the customer's own order, and this keeps code names from being probed
 * anonymously; looking codes up by name is rate limited (ACCOUNT_LIMITS.promoLookup).
 */
export async function promoRoutes(app: FastifyInstance): Promise<void> {
  const limits = await registerAccountRateLimits(app);

  app.post('/api/promo-codes/fetch-promo-codes', async (request, reply) => {
    const customer = await requireCustomer(request);
    const query = parseFetchPayload(request.body);
    // Codes are found by name only: every name tried counts, so names cannot be guessed in bulk.
    if ('names' in query) for (let i = 0; i < query.names.length; i++) await limits.promoLookup(request, reply);
    return { promoCodes: await fetchPromoCodes(app.db, customer.id, query, app.now()) };
  });

  app.post('/api/proxy/promo-code/evaluate', async (request) => {
    const customer = await requireCustomer(request);
    const { orderId, promoCodeIds } = parseEvaluatePayload(request.body);
    // It locks the order like the order writes do, so it takes one of the customer's write slots.
    return withCustomerWriteSlot(app, customer.id, () => applyPromoCodesToOrder(app.db, { orderId, customerId: customer.id, promoCodeIds, now: app.now() }));
  });
}
