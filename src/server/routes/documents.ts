import type { FastifyInstance, FastifyReply } from 'fastify';
import { AppError } from '../errors.js';
import { requireCustomer } from '../http/session.js';
import { lookUpSessionFirst, registerAccountRateLimits } from '../http/rate-limits.js';
import { parseId } from '../../domain/cart-payload.js';
import { invoicePdfFor, optionsPdfFor, ticketPdfFor } from '../services/documents/downloads.js';

function sendPdf(reply: FastifyReply, document: { fileName: string; pdf: Uint8Array }) {
  return reply
    .type('application/pdf')
    .header('content-disposition', `attachment; filename="${document.fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(document.pdf));
}

/** E-ticket, invoice and options downloads, for their owner only. */
export async function documentRoutes(app: FastifyInstance): Promise<void> {
  const limits = await registerAccountRateLimits(app);
  const limited = { preHandler: [lookUpSessionFirst, limits.documents] };
  app.get<{ Params: { id: string } }>('/api/tickets/:id/pdf', limited, async (request, reply) => {
    const customer = await requireCustomer(request);
    const id = parseId(request.params.id);
    if (id === null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'id' });
    return sendPdf(reply, await ticketPdfFor(app, customer, id));
  });

  // The spec's /api/ticket path: the same e-ticket by `?ticketId=`, under the same gate.
  app.get<{ Querystring: { ticketId?: string } }>('/api/ticket', limited, async (request, reply) => {
    const customer = await requireCustomer(request);
    const id = parseId(request.query.ticketId);
    if (id === null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'ticketId' });
    return sendPdf(reply, await ticketPdfFor(app, customer, id));
  });

  app.get<{ Params: { orderId: string } }>('/api/proxy/download-bill/:orderId', limited, async (request, reply) => {
    const customer = await requireCustomer(request);
    const id = parseId(request.params.orderId);
    if (id === null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'orderId' });
    return sendPdf(reply, await invoicePdfFor(app, customer, id));
  });

  app.get<{ Params: { orderId: string } }>('/api/orders/:orderId/options-pdf', limited, async (request, reply) => {
    const customer = await requireCustomer(request);
    const id = parseId(request.params.orderId);
    if (id === null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'orderId' });
    return sendPdf(reply, await optionsPdfFor(app, customer, id));
  });
}
