import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';
import { requireCustomer } from '../http/session.js';
import { parseId } from '../../domain/cart-payload.js';
import { HOLDER_FIELDS } from '../../domain/holder/holder-fields.js';
import type { HolderValues } from '../../domain/holder/holder-fields.js';
import { setTicketHolder } from '../services/purchases/ticket-purchase.js';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The holder fields of a request body (`{ holderInfo: {...} }`); unknown keys are ignored. */
function parseHolderBody(body: unknown): HolderValues {
  const holder = isRecord(body) ? body.holderInfo : null;
  if (!isRecord(holder)) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'holderInfo' });
  const values: HolderValues = {};
  for (const field of HOLDER_FIELDS) {
    const value = holder[field];
    if (value == null) continue;
    if (typeof value !== 'string' || value.length > 200) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: `holderInfo.${field}` });
    values[field] = value;
  }
  return values;
}

/** My purchases: filling in a ticket's holder after purchase (the work is in ../services/purchases). */
export async function purchaseRoutes(app: FastifyInstance): Promise<void> {
  app.put<{ Params: { id: string } }>('/api/tickets/:id/holder', async (request) => {
    const customer = await requireCustomer(request);
    const id = parseId(request.params.id);
    if (id === null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'id' });
    return { ticketId: id, purchase: await setTicketHolder(app, customer, id, parseHolderBody(request.body)) };
  });
}
