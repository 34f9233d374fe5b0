import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { withCustomerWriteSlot } from '../http/customer-write-slots.js';
import { requireCustomer } from '../http/session.js';
import { parseAddTickets, parseCreateOrder, parseId, parseIdList } from '../../domain/cart-payload.js';
import type { CreateOrderInput } from '../../domain/cart-payload.js';
import { parsedOrThrow, parsedPage, parseStatuses } from '../services/orders/order-input.js';
import { createOrderWithTickets } from '../services/orders/create-order.js';
import { abandonOrder, fetchOrders, updateTicketsOnOrder } from '../services/orders/manage-orders.js';
import { UNAVAILABLE_MESSAGE } from '../services/orders/order-errors.js';
import { startExpirySweeper } from '../services/orders/expiry-sweeper.js';
import { assertAdmission, orderItem } from './waiting-room.js';
import { localizeOrders } from '../services/content/localize.js';

/** How often expired holds are swept (ms); ORDER_SWEEP_INTERVAL_MS overrides it when the app is built. */
const DEFAULT_SWEEP_INTERVAL_MS = 15_000;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The create-order answer of the spec: `{ order, errors }`. A lost seat is 409 with the errors text
 * the client matches; every other refusal keeps its status and is UNKNOWN for the client, with the
 * precise reason in `error.details.reason`.
 */
async function orderAnswer(reply: FastifyReply, work: () => Promise<unknown>) {
  try {
    return reply.send({ order: await work(), errors: null });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    // Session and waiting-room refusals keep their own code: the client acts on them.
    if (error.code === 'UNAUTHENTICATED' || error.code.startsWith('ADMISSION_')) throw error;
    if (error.code === 'UNAVAILABLE') {
      return reply.status(409).send({ order: null, errors: UNAVAILABLE_MESSAGE, error: { code: 'UNAVAILABLE', message: UNAVAILABLE_MESSAGE, details: error.details ?? null } });
    }
    const details = { reason: error.code, ...(isRecord(error.details) ? error.details : {}) };
    return reply.status(error.statusCode).send({ order: null, errors: error.code, error: { code: 'UNKNOWN', message: error.message, details } });
  }
}

/** Order routes of spec section 7; the work lives in ../services/orders. */
export async function orderRoutes(app: FastifyInstance): Promise<void> {
  const interval = Number(process.env.ORDER_SWEEP_INTERVAL_MS);
  startExpirySweeper(app, interval > 0 ? interval : DEFAULT_SWEEP_INTERVAL_MS);

  /** The hold calls this when a waiting room guards the item the request books. */
  const admissionCheck = (request: FastifyRequest, input: CreateOrderInput, customerId: number) => () =>
    assertAdmission(app, request, orderItem(input), customerId);

  app.post('/api/order/create-order-with-tickets', async (request, reply) => {
    const customer = await requireCustomer(request);
    return orderAnswer(reply, () => withCustomerWriteSlot(app, customer.id, async () => {
      const input = parsedOrThrow(parseCreateOrder(request.body));
      return createOrderWithTickets(app, customer, input, { assertAdmission: admissionCheck(request, input, customer.id) });
    }));
  });

  app.post('/api/add-tickets', async (request, reply) => {
    const customer = await requireCustomer(request);
    return orderAnswer(reply, () => withCustomerWriteSlot(app, customer.id, async () => {
      const { orderId, heldSeatIds, ...input } = parsedOrThrow(parseAddTickets(request.body));
      return createOrderWithTickets(app, customer, input, { orderId, heldSeatIds, assertAdmission: admissionCheck(request, input, customer.id) });
    }));
  });

  app.post('/api/order/update-tickets-on-order', async (request) => {
    const customer = await requireCustomer(request);
    const body = isRecord(request.body) ? request.body : {};
    const orderId = parseId(body.orderId);
    if (orderId === null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'orderId' });
    const ticketIds = parsedOrThrow(parseIdList(body.ticketIds ?? [], 'ticketIds'));
    const ticketAncillaryIds = parsedOrThrow(parseIdList(body.ticketAncillaryIds ?? [], 'ticketAncillaryIds'));
    const updatedOrder = await withCustomerWriteSlot(app, customer.id, () => updateTicketsOnOrder(app, customer, { orderId, ticketIds, ticketAncillaryIds }));
    return { updatedOrder, orderId: updatedOrder.orderId };
  });

  app.post('/api/order/fetch-order', async (request) => {
    const customer = await requireCustomer(request);
    const body = isRecord(request.body) ? request.body : {};
    const orderIds = body.orderIds == null ? null : parsedOrThrow(parseIdList(body.orderIds, 'orderIds', 100));
    const answer = await fetchOrders(app, customer, {
      orderIds,
      statuses: parseStatuses(body.allowedStatus),
      hideOrdersWithInProgressTransaction: body.hideOrdersWithInProgressTransaction === true,
      page: parsedPage(body),
      withTotalCount: body.withTotalCount === true,
    });
    return { ...answer, orders: await localizeOrders(request, answer.orders) };
  });

  app.post('/api/order/abandon', async (request) => {
    const customer = await requireCustomer(request);
    const orderId = parseId(isRecord(request.body) ? request.body.orderId : null);
    if (orderId === null) throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'orderId' });
    return { order: await withCustomerWriteSlot(app, customer.id, () => abandonOrder(app, customer, orderId)) };
  });
}
