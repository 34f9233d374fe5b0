import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { requireCustomer } from '../http/session.js';
import { lookUpSessionFirst, registerAccountRateLimits } from '../http/rate-limits.js';
import { parseId } from '../../domain/cart-payload.js';
import { applePassFor, googleWalletLinkFor } from '../services/wallet/wallet-passes.js';

const ticketIdOf = (value: unknown): number => {
  const id = parseId(value);
  if (id === null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'ticketId' });
  return id;
};

/** Wallet passes (the work is in ../services/wallet); the GraphQL mutation generateWalletToken answers the same. */
export async function walletRoutes(app: FastifyInstance): Promise<void> {
  // A pass is signed afresh on each request: counted with the document downloads.
  const limits = await registerAccountRateLimits(app);
  const limited = { preHandler: [lookUpSessionFirst, limits.documents] };
  app.get<{ Params: { id: string } }>('/api/tickets/:id/wallet/apple', limited, async (request, reply) => {
    const customer = await requireCustomer(request);
    const { fileName, pass } = await applePassFor(app, customer, ticketIdOf(request.params.id));
    return reply
      .header('content-type', 'application/vnd.apple.pkpass')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(pass);
  });

  app.post('/api/google-wallet', limited, async (request, reply) => {
    const customer = await requireCustomer(request);
    const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<string, unknown>;
    return reply.header('cache-control', 'no-store').send(await googleWalletLinkFor(app, customer, ticketIdOf(body['ticketId'])));
  });
}
