import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { requireCustomer } from '../http/session.js';
import { lookUpSessionFirst, registerAccountRateLimits } from '../http/rate-limits.js';
import { parseId } from '../../domain/cart-payload.js';
import { cancelTransfer, parseTransferRequest, sendTransfer } from '../services/transfers/send-transfer.js';
import { acceptTransfer, transferPreview } from '../services/transfers/accept-transfer.js';
import { contentLocale } from '../services/content/translations.js';

/** Ticket transfers by e-mail (the work is in ../services/transfers). */
export async function transferRoutes(app: FastifyInstance): Promise<void> {
  const limits = await registerAccountRateLimits(app);

  // Each send mails a stranger: limited like the account mails, per address and per customer.
  app.post('/api/transfers', { preHandler: [lookUpSessionFirst, limits.transferSend] }, async (request, reply) => {
    const customer = await requireCustomer(request);
    const result = await sendTransfer(app, customer, parseTransferRequest(request.body));
    return reply.status(201).send(result);
  });

  app.post<{ Params: { id: string } }>('/api/transfers/:id/cancel', async (request) => {
    const customer = await requireCustomer(request);
    const id = parseId(request.params.id);
    if (id === null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'id' });
    return cancelTransfer(app, customer, id);
  });

  // The link's secret is the only key: guessing is limited per address like action tokens.
  app.get<{ Params: { token: string } }>('/api/transfers/link/:token', { preHandler: limits.actionToken }, async (request, reply) =>
    reply.header('cache-control', 'no-store').send(await transferPreview(app, request.params.token, contentLocale(request, app.siteConfig.locales))));

  app.post<{ Params: { token: string } }>('/api/transfers/link/:token/accept', { preHandler: limits.actionToken }, async (request) => {
    const customer = await requireCustomer(request);
    return acceptTransfer(app, customer, request.params.token);
  });
}
