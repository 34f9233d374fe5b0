import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../errors.js';
import { lookUpSessionFirst, registerAccountRateLimits } from '../http/rate-limits.js';
import { currentSessionId, destroySession, getSessionCustomer, requireCustomer } from '../http/session.js';
import { changePassword, loadCustomer, updateProfile } from '../services/accounts/profile.js';
import { deleteAccount, exportCustomerData } from '../services/accounts/gdpr.js';
import { toCustomerView } from '../services/accounts/customer-view.js';
import { professionalPopulationIds } from '../db/repositories/population-repository.js';

type IdRequest = FastifyRequest<{ Params: { id: string } }>;

/**
 * The session's customer id when the path names it. Another customer's id, or a malformed one,
 * answers 404 exactly like a missing customer, so ids reveal nothing.
 */
async function ownCustomerId(request: IdRequest): Promise<number> {
  const customer = await requireCustomer(request);
  if (!/^\d+$/.test(request.params.id) || Number(request.params.id) !== customer.id) throw notFound();
  return customer.id;
}

/** The signed-in customer's own profile, password, data export and deletion. */
export async function customerRoutes(app: FastifyInstance): Promise<void> {
  const limits = await registerAccountRateLimits(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/customer', async (request, reply) => {
    const session = await getSessionCustomer(request);
    if (!session) return reply.send({ customer: null });
    // Whether the shell offers the professional offers' menu entry.
    const isProfessional = (await professionalPopulationIds(app.db, session.id)).length > 0;
    return reply.send({ customer: { ...toCustomerView(await loadCustomer(app, session.id)), isProfessional } });
  });

  // The spec's /api/customer-id/ path: the signed-in customer's own id, nobody else's.
  app.get('/api/customer-id/', async (request, reply) => {
    const customer = await requireCustomer(request);
    return reply.header('cache-control', 'no-store').send({ customerId: customer.id });
  });

  app.get('/api/customer/:id', async (request: IdRequest, reply) => {
    const id = await ownCustomerId(request);
    return reply.send({ customer: toCustomerView(await loadCustomer(app, id)) });
  });

  app.put('/api/customer/:id', { preHandler: [lookUpSessionFirst, limits.passwordConfirmation] }, async (request: IdRequest, reply) => {
    const id = await ownCustomerId(request);
    return reply.send({ customer: await updateProfile(app, id, request.body) });
  });

  app.put('/api/customer/:id/password', { preHandler: [lookUpSessionFirst, limits.changePassword] }, async (request: IdRequest, reply) => {
    const id = await ownCustomerId(request);
    await changePassword(app, id, request.body, currentSessionId(request));
    return reply.status(204).send();
  });

  app.delete('/api/customer/:id', async (request: IdRequest, reply) => {
    const id = await ownCustomerId(request);
    const result = await deleteAccount(app, id);
    await destroySession(request, reply);
    return reply.send(result);
  });

  app.get('/api/customer/:id/export', { preHandler: [lookUpSessionFirst, limits.dataExport] }, async (request: IdRequest, reply) => {
    const id = await ownCustomerId(request);
    const data = await exportCustomerData(app, id);
    reply.header('content-disposition', `attachment; filename="my-data-${app.now().toISOString().slice(0, 10)}.json"`);
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(data, null, 2));
  });
}
