import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { limitMultiplier } from './rate-limits.js';

/**
 * A customer's order and checkout writes run one after another in the database (each locks the
 * customer's row) and each waits there holding one of the node's few database connections. A
 * client sending hundreds at once would hold them all and stall every other fan's seat hold, so
 * past a double click's worth of writes in flight on a node, the next is refused at once.
 */
export const WRITES_IN_FLIGHT_PER_CUSTOMER = 2;

/** Writes in flight by customer, one map per server (the routes of one app share it). */
const inFlightByServer = new WeakMap<object, Map<number, number>>();

export async function withCustomerWriteSlot<T>(app: FastifyInstance, customerId: number, work: () => Promise<T>): Promise<T> {
  let inFlight = inFlightByServer.get(app.server);
  if (!inFlight) inFlightByServer.set(app.server, (inFlight = new Map()));
  // Scaled like the rate limits (RATE_LIMIT_MULTIPLIER; 0 switches the bound off).
  const scale = limitMultiplier();
  const current = inFlight.get(customerId) ?? 0;
  if (scale > 0 && current >= Math.max(1, Math.round(WRITES_IN_FLIGHT_PER_CUSTOMER * scale))) {
    throw new AppError(429, 'RATE_LIMITED', 'RATE_LIMITED', { retryAfterSeconds: 1 });
  }
  inFlight.set(customerId, current + 1);
  try {
    return await work();
  } finally {
    const left = (inFlight.get(customerId) ?? 1) - 1;
    if (left > 0) inFlight.set(customerId, left);
    else inFlight.delete(customerId);
  }
}
