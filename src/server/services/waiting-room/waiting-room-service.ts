import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { entryRank, queueState } from '../../../domain/waiting-room.js';
import type { QueueState, WaitingRoomSettings } from '../../../domain/waiting-room.js';

/** What a waiting room guards: an event, or a pack (season tickets included). */
export interface RoomItem {
  kind: 'event' | 'pack';
  id: number;
}

export type Standing = QueueState | { state: 'not_joined' };

export async function roomSettings(db: Db, item: RoomItem): Promise<WaitingRoomSettings | null> {
  const row = await db
    .selectFrom('waiting_rooms')
    .select(['opens_at', 'admit_per_minute', 'admission_minutes'])
    .where('item_kind', '=', item.kind)
    .where('item_id', '=', item.id)
    .executeTakeFirst();
  return row ? { opensAt: row.opens_at, admitPerMinute: row.admit_per_minute, admissionMinutes: row.admission_minutes } : null;
}

/** Gives the customer a place in the queue, once: joining again keeps the first place. */
export async function joinRoom(db: Db, item: RoomItem, settings: WaitingRoomSettings, customerId: number, now: Date): Promise<void> {
  await db
    .insertInto('waiting_room_entries')
    .values({ item_kind: item.kind, item_id: item.id, customer_id: customerId, arrived_at: now.toISOString(), rank: entryRank(now, settings.opensAt) })
    .onConflict((oc) => oc.columns(['item_kind', 'item_id', 'customer_id']).doNothing())
    .execute();
}

/** The customer's place: how many are ahead, and when the room let (or will let) them through. */
export async function standingOf(db: Db, item: RoomItem, settings: WaitingRoomSettings, customerId: number, now: Date): Promise<{ standing: Standing; admittedAt: Date | null }> {
  const mine = await db
    .selectFrom('waiting_room_entries')
    .select(['rank', 'arrived_at'])
    .where('item_kind', '=', item.kind)
    .where('item_id', '=', item.id)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  if (!mine) return { standing: { state: 'not_joined' }, admittedAt: null };
  const { ahead } = await db
    .selectFrom('waiting_room_entries')
    .select((eb) => eb.fn.countAll<number | string>().as('ahead'))
    .where('item_kind', '=', item.kind)
    .where('item_id', '=', item.id)
    .where((eb) => eb.or([eb('rank', '<', mine.rank), eb.and([eb('rank', '=', mine.rank), eb('customer_id', '<', customerId)])]))
    .executeTakeFirstOrThrow();
  const standing = queueState(Number(ahead), now, settings);
  if (standing.state !== 'admitted') return { standing, admittedAt: null };
  // The moment the room's rate reached this place, or the arrival when the queue was shorter.
  const reached = Date.parse(settings.opensAt) + Math.ceil(((Number(ahead) + 1) * 60_000) / settings.admitPerMinute);
  return { standing, admittedAt: new Date(Math.max(reached, Date.parse(mine.arrived_at))) };
}

const TOKEN_VERSION = 'a1';

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`admission:${payload}`).digest();
}

/** A signed, expiring admission for one customer and one item (the booking routes ask for it). */
export function signAdmission(secret: string, item: RoomItem, customerId: number, expiresAt: Date): string {
  const payload = `${TOKEN_VERSION}.${item.kind}.${item.id}.${customerId}.${expiresAt.getTime()}`;
  return `${payload}.${signature(secret, payload).toString('base64url')}`;
}

export type AdmissionCheck = 'valid' | 'missing' | 'invalid' | 'expired';

/** Whether `token` admits this customer to this item at `now`. */
export function checkAdmission(secret: string, token: string | undefined, item: RoomItem, customerId: number, now: Date): AdmissionCheck {
  if (!token) return 'missing';
  const parts = token.split('.');
  if (parts.length !== 6) return 'invalid';
  const payload = parts.slice(0, 5).join('.');
  const given = Buffer.from(parts[5]!, 'base64url');
  const expected = signature(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const [version, kind, id, customer, expires] = parts;
  if (version !== TOKEN_VERSION || kind !== item.kind || Number(id) !== item.id || Number(customer) !== customerId) return 'invalid';
  return Number(expires) > now.getTime() ? 'valid' : 'expired';
}

/** The cookie that carries the admission to one item's booking routes. */
export const admissionCookie = (item: RoomItem): string => `admission-${item.kind}-${item.id}`;
