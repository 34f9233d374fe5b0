import { withCustomerWriteSlot } from '../http/customer-write-slots.js';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { requireCustomer } from '../http/session.js';
import { registerAccountRateLimits } from '../http/rate-limits.js';
import { isPastEvent, matchesResaleFilter, parseResaleFilter } from '../../domain/resale.js';
import type { ResaleTicketsAnswer } from '../../domain/resale-view.js';
import { loadResaleTickets } from '../services/resale/resale-tickets.js';
import { cancelSale, sellTicket } from '../services/resale/sell-ticket.js';
import { loadBankDetails, saveBankDetails } from '../services/resale/bank-details.js';
import { localizeResaleTickets } from '../services/content/localize.js';

type TicketRequest = FastifyRequest<{ Params: { ticketId: string } }>;
type ListRequest = FastifyRequest<{ Querystring: { filter?: string; past?: string } }>;

/** A ticket id from the path; a malformed one answers like a missing ticket. */
function ticketIdOf(request: TicketRequest): number {
  const raw = request.params.ticketId;
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : 0;
  if (id <= 0) throw new AppError(404, 'TICKET_NOT_FOUND');
  return id;
}

const bodyRecord = (body: unknown): Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

/**
 * Ticket resale for the signed-in seller (/resale screen): the tickets with their resale state,
 * selling, cancelling a sale and the bank details payouts go to. Buying a resold seat is the
 * order calls' job.
 */
export async function resaleRoutes(app: FastifyInstance): Promise<void> {
  const limits = await registerAccountRateLimits(app);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/resale/tickets', async (request: ListRequest): Promise<ResaleTicketsAnswer> => {
    const customer = await requireCustomer(request);
    const filter = parseResaleFilter(request.query.filter);
    const withPast = request.query.past === 'true' || request.query.past === '1';
    const now = app.now();
    const [all, bankDetails] = await Promise.all([
      loadResaleTickets(app.db, customer.id, app.siteConfig, now),
      loadBankDetails(app.db, customer.id),
    ]);
    const tickets = all.filter((t) => matchesResaleFilter(t.state, filter) && (withPast || !isPastEvent(t.startDatetime, now)));
    return { tickets: await localizeResaleTickets(request, tickets), bankDetails, feePercent: app.siteConfig.resale.feePercent, resaleLimit: app.siteConfig.resale.maxResoldTicketsPerCampaign };
  });

  app.post('/api/resale/tickets/:ticketId/sell', async (request: TicketRequest) => {
    const customer = await requireCustomer(request);
    // Selling locks the customer's row (the resale limit is counted under it): one write slot.
    return withCustomerWriteSlot(app, customer.id, () => sellTicket(app, customer.id, ticketIdOf(request), bodyRecord(request.body).price));
  });

  app.post('/api/resale/tickets/:ticketId/cancel', async (request: TicketRequest) => {
    const customer = await requireCustomer(request);
    return cancelSale(app, customer.id, ticketIdOf(request));
  });

  app.get('/api/resale/bank-details', async (request) => {
    const customer = await requireCustomer(request);
    return { bankDetails: await loadBankDetails(app.db, customer.id) };
  });

  app.put('/api/resale/bank-details', { preHandler: limits.passwordConfirmation }, async (request) => {
    const customer = await requireCustomer(request);
    return { bankDetails: await saveBankDetails(app, customer.id, request.body) };
  });
}
