import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { requireCustomer } from '../http/session.js';
import { parseId } from '../../domain/cart-payload.js';
import { orderPaymentStatus } from '../services/payments/order-status.js';

/** GET /api/orders/:id/status: the validation page's view of an order. */
export async function orderStatusRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Params: { id: string } }>('/api/orders/:id/status', async (request, reply) => {
    const customer = await requireCustomer(request);
    const orderId = parseId(request.params.id);
    if (orderId === null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'id' });
    reply.header('cache-control', 'no-store');
    return orderPaymentStatus(app, customer.id, orderId);
  });
}
