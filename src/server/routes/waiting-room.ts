import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { parsePathId } from '../http/path-id.js';
import { getSessionCustomer, requireCustomer } from '../http/session.js';
import type { CreateOrderInput } from '../../domain/cart-payload.js';
import {
  admissionCookie, checkAdmission, joinRoom, roomSettings, signAdmission, standingOf,
} from '../services/waiting-room/waiting-room-service.js';
import type { RoomItem } from '../services/waiting-room/waiting-room-service.js';
import type { WaitingRoomSettings } from '../../domain/waiting-room.js';

function itemOf(request: FastifyRequest): RoomItem {
  const params = request.params as { kind?: unknown; id?: unknown };
  if (params.kind !== 'event' && params.kind !== 'pack') throw new AppError(400, 'VALIDATION_FAILED', 'VALIDATION_FAILED', { path: 'kind' });
  return { kind: params.kind, id: parsePathId(params.id, 'id') };
}

/** The item an order request books, as a waiting room names it. */
export function orderItem(input: Pick<CreateOrderInput, 'kind' | 'eventId' | 'packId'>): RoomItem {
  return input.kind === 'event' ? { kind: 'event', id: input.eventId ?? 0 } : { kind: 'pack', id: input.packId ?? 0 };
}

/**
 * Refuses a booking request for an item behind a waiting room unless it carries this customer's
 * valid admission (403 ADMISSION_REQUIRED, ADMISSION_INVALID or ADMISSION_EXPIRED): a bot that
 * skips the queue gets nowhere. The hold calls it once its sale context says a room guards the
 * item (read with the event, so a hold makes no round trip for it).
 */
export function assertAdmission(app: FastifyInstance, request: FastifyRequest, item: RoomItem, customerId: number): void {
  const check = checkAdmission(app.secretFor('waiting-room'), request.cookies[admissionCookie(item)], item, customerId, app.now());
  if (check === 'valid') return;
  const code = check === 'missing' ? 'ADMISSION_REQUIRED' : check === 'expired' ? 'ADMISSION_EXPIRED' : 'ADMISSION_INVALID';
  throw new AppError(403, code, code, { kind: item.kind, id: item.id });
}

/** `/api/waiting-room/:kind/:id`: the fan's place in an on-sale's queue, and their admission. */
export async function waitingRoomRoutes(app: FastifyInstance): Promise<void> {
  async function answer(reply: FastifyReply, item: RoomItem, settings: WaitingRoomSettings, customerId: number) {
    const now = app.now();
    const { standing, admittedAt } = await standingOf(app.db, item, settings, customerId, now);
    reply.header('cache-control', 'no-store');
    if (standing.state !== 'admitted' || !admittedAt) return { active: true, opensAt: settings.opensAt, ...standing };
    const until = new Date(admittedAt.getTime() + settings.admissionMinutes * 60_000);
    if (until <= now) return { active: true, opensAt: settings.opensAt, state: 'expired' };
    reply.setCookie(admissionCookie(item), signAdmission(app.secretFor('waiting-room'), item, customerId, until), {
      httpOnly: true, sameSite: 'lax', secure: app.production, path: '/api', expires: until,
    });
    return { active: true, opensAt: settings.opensAt, state: 'admitted', admittedUntil: until.toISOString() };
  }

  app.get('/api/waiting-room/:kind/:id', async (request, reply) => {
    const item = itemOf(request);
    const settings = await roomSettings(app.db, item);
    if (!settings) return { active: false };
    const customer = await getSessionCustomer(request);
    if (!customer) return { active: true, opensAt: settings.opensAt, state: 'not_joined' };
    return answer(reply, item, settings, customer.id);
  });

  app.post('/api/waiting-room/:kind/:id/join', async (request, reply) => {
    const customer = await requireCustomer(request);
    const item = itemOf(request);
    const settings = await roomSettings(app.db, item);
    if (!settings) throw new AppError(404, 'WAITING_ROOM_NOT_FOUND', 'WAITING_ROOM_NOT_FOUND');
    const now = app.now();
    const { standing, admittedAt } = await standingOf(app.db, item, settings, customer.id, now);
    // An admission that lapsed unused: the fan queues again, at the back.
    if (standing.state === 'admitted' && admittedAt && admittedAt.getTime() + settings.admissionMinutes * 60_000 <= now.getTime()) {
      await app.db.deleteFrom('waiting_room_entries').where('item_kind', '=', item.kind).where('item_id', '=', item.id).where('customer_id', '=', customer.id).execute();
    }
    await joinRoom(app.db, item, settings, customer.id, now);
    return answer(reply, item, settings, customer.id);
  });
}
