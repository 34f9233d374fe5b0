import type { FastifyRequest } from 'fastify';
import { getSessionCustomer } from '../../http/session.js';
import { customerPopulationIds } from '../../db/repositories/inventory-sale-context.js';

/** The populations of the request's signed-in customer: whose reserved offers they see. */
export async function requestPopulationIds(request: FastifyRequest): Promise<number[]> {
  const customer = await getSessionCustomer(request);
  return customerPopulationIds(request.server.db, customer?.id ?? null);
}
