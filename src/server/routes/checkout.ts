import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { requireCustomer } from '../http/session.js';
import { withCustomerWriteSlot } from '../http/customer-write-slots.js';
import { parseId, parseIdList } from '../../domain/cart-payload.js';
import { parsedOrThrow } from '../services/orders/order-input.js';
import { checkoutOptions, startCheckout } from '../services/payments/checkout.js';
import { abandonPaymentAttempt } from '../services/payments/abandon-attempt.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const invalid = (path: string) => new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path });

/** Checkout: the payment options of an order, starting its payment, and leaving an attempt to pay again. */
export async function checkoutRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/checkout/options', async (request) => {
    const customer = await requireCustomer(request);
    const orderId = parseId(isRecord(request.query) ? request.query.orderId : null);
    if (orderId === null) throw invalid('orderId');
    return checkoutOptions(app, customer, orderId);
  });

  app.post('/api/checkout', async (request) => {
    const customer = await requireCustomer(request);
    const body = isRecord(request.body) ? request.body : {};
    const orderId = parseId(body.orderId);
    if (orderId === null) throw invalid('orderId');
    const count = body.numberOfInstallments ?? 1;
    if (typeof count !== 'number' || !Number.isSafeInteger(count) || count < 1 || count > 60) throw invalid('numberOfInstallments');
    const promoCodeIds = body.promoCodeIds == null ? null : parsedOrThrow(parseIdList(body.promoCodeIds, 'promoCodeIds', 20));
    // Paying binds the fan to the terms of sale: no payment starts without their explicit acceptance.
    if (body.termsAccepted !== true) throw new AppError(400, 'TERMS_NOT_ACCEPTED', 'TERMS_NOT_ACCEPTED', { path: 'termsAccepted' });
    return withCustomerWriteSlot(app, customer.id, () => startCheckout(app, customer, { orderId, numberOfInstallments: count, promoCodeIds }));
  });

  app.post('/api/checkout/abandon', async (request) => {
    const customer = await requireCustomer(request);
    const orderId = parseId(isRecord(request.body) ? request.body.orderId : null);
    if (orderId === null) throw invalid('orderId');
    return { orderId, result: await withCustomerWriteSlot(app, customer.id, () => abandonPaymentAttempt(app, customer, orderId)) };
  });
}
