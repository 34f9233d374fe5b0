/**
 * Validation of what the booking client sends to create or change an order. Pure: it returns a
 * typed request or the reason it is refused; the server turns the reason into a 4xx.
 */
import { isRecordId } from './record-id.js';


export type TicketKind = 'event' | 'pack' | 'season';

export interface CartTicketInput {
  seatId: number;
  /** The block id, when the client sent one (for packs the block is matched by names). */
  blockId: number | null;
  categoryId: number;
  productId: number;
  isFromResale: boolean;
  holderInfo: Record<string, string | null> | null;
}

export interface AncillaryRequest {
  ancillaryId: number;
  quantity: number;
}

export interface CreateOrderInput {
  kind: TicketKind;
  eventId: number | null;
  packId: number | null;
  tickets: CartTicketInput[];
  ancillaries: AncillaryRequest[];
  ticketWithdrawal: { name: string; value: number | null };
}

export type PayloadRefusal = { reason: 'INVALID_PAYLOAD' | 'EMPTY_CART' | 'DUPLICATE_SEAT' | 'SEAT_NOT_IN_OFFER'; path: string };
export type Parsed<T> = { ok: true; value: T } | { ok: false; refusal: PayloadRefusal };

/** More than any site cap: a payload above it is refused before any database work. */
export const MAX_TICKETS_PER_REQUEST = 500;
const MAX_ANCILLARY_QUANTITY = 20;
const HOLDER_FIELDS = [
  'gender', 'firstName', 'lastName', 'email', 'streetAddress', 'postalCode', 'cityName', 'country', 'phoneNumber', 'dateOfBirth',
] as const;
export const DEFAULT_TICKET_WITHDRAWAL = { name: 'Envoi par email', value: 1 } as const;

class Refused extends Error {
  constructor(readonly refusal: PayloadRefusal) {
    super(refusal.reason);
  }
}
const refuse = (path: string, reason: PayloadRefusal['reason'] = 'INVALID_PAYLOAD'): never => {
  throw new Refused({ reason, path });
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** A positive integer id; numeric strings are accepted because GraphQL IDs arrive as strings. */
export function parseId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value;
  return isRecordId(n) ? n : null;
}

function requireId(value: unknown, path: string): number {
  return parseId(value) ?? refuse(path);
}

/** A list of ids (possibly empty); anything else is refused. */
export function parseIdList(value: unknown, path: string, max = 1000): Parsed<number[]> {
  return attempt(() => {
    if (!Array.isArray(value) || value.length > max) refuse(path);
    return (value as unknown[]).map((v, i) => requireId(v, `${path}[${i}]`));
  });
}

function attempt<T>(fn: () => T): Parsed<T> {
  try {
    return { ok: true, value: fn() };
  } catch (error) {
    if (error instanceof Refused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

function parseKind(value: unknown): TicketKind {
  if (value === 'event' || value === 'individual' || value === 'single') return 'event';
  if (value === 'pack' || value === 'season') return value;
  return refuse('ticketType');
}

function parseHolder(value: unknown, path: string): Record<string, string | null> | null {
  if (value == null) return null;
  if (!isRecord(value)) return refuse(path);
  const holder: Record<string, string | null> = {};
  for (const field of HOLDER_FIELDS) {
    const v = value[field];
    if (v == null) continue;
    if (typeof v !== 'string' || v.length > 200) refuse(`${path}.${field}`);
    holder[field] = v as string;
  }
  return holder;
}

function parseTicket(value: unknown, path: string): CartTicketInput {
  if (!isRecord(value)) return refuse(path);
  const seat = value.seat;
  const offer = value.offer;
  if (!isRecord(seat)) return refuse(`${path}.seat`);
  if (!isRecord(offer)) return refuse(`${path}.offer`);
  const seatId = requireId(seat.id, `${path}.seat.id`);
  const block = value.block;
  const blockId = isRecord(block) ? parseId(block.id) : null;
  if (Array.isArray(offer.seatIds) && offer.seatIds.length > 0 && !offer.seatIds.some((id) => parseId(id) === seatId)) {
    refuse(`${path}.offer.seatIds`, 'SEAT_NOT_IN_OFFER');
  }
  return {
    seatId,
    blockId,
    categoryId: requireId(offer.categoryId, `${path}.offer.categoryId`),
    productId: requireId(offer.productId, `${path}.offer.productId`),
    isFromResale: offer.isFromResale === true,
    holderInfo: parseHolder(value.holderInfo, `${path}.holderInfo`),
  };
}

/** Options as ids, `{ id, quantity }` or `{ ancillaryId, quantity }`; parking as an id or `{ id }`. */
function parseAncillaries(options: unknown, parking: unknown): AncillaryRequest[] {
  const list: unknown[] = [];
  if (options != null) {
    if (!Array.isArray(options) || options.length > 50) refuse('options');
    list.push(...(options as unknown[]));
  }
  if (parking != null && parking !== false) list.push(parking);
  const byId = new Map<number, number>();
  list.forEach((item, i) => {
    const path = `options[${i}]`;
    const id = isRecord(item) ? parseId(item.ancillaryId ?? item.id) : parseId(item);
    if (id === null) return refuse(path);
    const rawQuantity = isRecord(item) && item.quantity !== undefined ? item.quantity : 1;
    if (typeof rawQuantity !== 'number' || !Number.isInteger(rawQuantity) || rawQuantity < 0) return refuse(`${path}.quantity`);
    byId.set(id, (byId.get(id) ?? 0) + rawQuantity);
  });
  const out: AncillaryRequest[] = [];
  for (const [ancillaryId, quantity] of byId) {
    if (quantity > MAX_ANCILLARY_QUANTITY) refuse('options');
    if (quantity > 0) out.push({ ancillaryId, quantity });
  }
  return out;
}

function parseWithdrawal(value: unknown): CreateOrderInput['ticketWithdrawal'] {
  // The default (e-mail delivery) is free: no extra to look up.
  if (value == null) return { name: DEFAULT_TICKET_WITHDRAWAL.name, value: null };
  if (!isRecord(value) || typeof value.name !== 'string' || value.name.length === 0 || value.name.length > 100) {
    return refuse('ticketWithdrawal');
  }
  // E-mail delivery is free whatever option number the client sends with it.
  return { name: value.name, value: value.name === DEFAULT_TICKET_WITHDRAWAL.name ? null : parseId(value.value) };
}

/** Parses the create-order payload: the cart with each ticket's block seats emptied. */
export function parseCreateOrder(body: unknown): Parsed<CreateOrderInput> {
  return attempt(() => {
    if (!isRecord(body)) return refuse('body');
    const kind = parseKind(body.ticketType);
    const eventId = kind === 'event' ? requireId(isRecord(body.event) ? body.event.id : body.eventId, 'event.id') : null;
    const packId = kind === 'event' ? null : requireId(isRecord(body.pack) ? body.pack.id : body.packId, 'pack.id');
    const tickets = parseTicketList(body.tickets);
    return {
      kind,
      eventId,
      packId,
      tickets,
      ancillaries: parseAncillaries(body.options, body.parking),
      ticketWithdrawal: parseWithdrawal(body.ticketWithdrawal),
    };
  });
}

function parseTicketList(value: unknown): CartTicketInput[] {
  if (!Array.isArray(value)) return refuse('tickets');
  if (value.length === 0) return refuse('tickets', 'EMPTY_CART');
  if (value.length > MAX_TICKETS_PER_REQUEST) return refuse('tickets');
  const tickets = value.map((t, i) => parseTicket(t, `tickets[${i}]`));
  const seen = new Set<number>();
  tickets.forEach((t, i) => {
    if (seen.has(t.seatId)) refuse(`tickets[${i}].seat.id`, 'DUPLICATE_SEAT');
    seen.add(t.seatId);
  });
  return tickets;
}

/**
 * Parses add-tickets: the same cart tickets for an existing on-hold order, and `heldSeatIds`, the
 * seats the order already holds for this item as the cart last submitted them (absent: none).
 */
export function parseAddTickets(body: unknown): Parsed<CreateOrderInput & { orderId: number; heldSeatIds: number[] }> {
  const parsed = parseCreateOrder(body);
  if (!parsed.ok) return parsed;
  const orderId = isRecord(body) ? parseId(body.orderId) : null;
  if (orderId === null) return { ok: false, refusal: { reason: 'INVALID_PAYLOAD', path: 'orderId' } };
  const held = parseIdList(isRecord(body) ? (body.heldSeatIds ?? []) : [], 'heldSeatIds', MAX_TICKETS_PER_REQUEST);
  if (!held.ok) return held;
  return { ok: true, value: { ...parsed.value, orderId, heldSeatIds: [...new Set(held.value)] } };
}

/** Parses add-ancillaries: `{ orderId, ancillaries | options: [...] }`. */
export function parseAddAncillaries(body: unknown): Parsed<{ orderId: number; ancillaries: AncillaryRequest[] }> {
  return attempt(() => {
    if (!isRecord(body)) return refuse('body');
    const orderId = requireId(body.orderId, 'orderId');
    const ancillaries = parseAncillaries(body.ancillaries ?? body.options, null);
    if (ancillaries.length === 0) refuse('ancillaries');
    return { orderId, ancillaries };
  });
}
