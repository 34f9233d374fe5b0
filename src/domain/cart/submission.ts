/**
 * Turning the cart into the create-order request and reading the answer (spec sections 7, 8).
 */
import type { Cart } from './types.js';

/** The text the server sends when a seat was taken meanwhile. */
export const SEATS_UNAVAILABLE_TEXT = "some tickets couldn't be created";

/**
 * The create-order body: the cart with each ticket's block seats emptied. With an order id it is
 * the add-tickets body, which also names the seats the order already holds for this item.
 */
export function createOrderPayload(cart: Cart): Record<string, unknown> {
  return {
    ticketType: cart.ticketType,
    ...(cart.ticketType === 'event' ? { event: cart.event } : { pack: cart.pack }),
    tickets: cart.tickets.map((t) => ({
      seat: t.seat,
      block: t.block === null ? null : { ...t.block, seats: [] },
      offer: t.offer,
      holderInfo: t.holderInfo,
    })),
    options: cart.options,
    parking: cart.parking,
    ticketWithdrawal: cart.ticketWithdrawal,
    // Resubmitting to the order: the seats it holds for this item may be kept or released.
    ...(cart.orderId !== null ? { orderId: cart.orderId, heldSeatIds: cart.heldSeatIds } : {}),
  };
}

/** `network`: no answer at all (server unreachable): UNKNOWN as the error catalogue says, worded as such. */
export type SubmitFailure = { code: 'UNAVAILABLE'; lostSeatIds: number[] } | { code: string; network?: true; limit?: number };

/** A code made of capitals and underscores, as the server's error codes are. */
const ERROR_CODE = /^[A-Z][A-Z_]{2,60}$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * Classifies a failed create-order answer: the "some tickets couldn't be created" errors value is
 * UNAVAILABLE (with the lost seats when the server names them); another refusal keeps its code
 * (the spec's answer says UNKNOWN with the reason beside it, a session or waiting-room refusal
 * says its own), so the fan reads why; no answer at all (network failure) is UNKNOWN.
 */
export function classifySubmitFailure(body: unknown): SubmitFailure {
  if (!isRecord(body)) return { code: 'UNKNOWN' };
  const error = isRecord(body.error) ? body.error : null;
  const details = error && isRecord(error.details) ? error.details : null;
  if (body.errors === SEATS_UNAVAILABLE_TEXT) {
    const ids = details && Array.isArray(details.seatIds) ? details.seatIds.filter((id): id is number => typeof id === 'number') : [];
    return { code: 'UNAVAILABLE', lostSeatIds: ids };
  }
  const reason = details?.reason ?? error?.code;
  const code = typeof reason === 'string' && ERROR_CODE.test(reason) ? reason : 'UNKNOWN';
  // A limit's refusal says the limit, so the fan reads how many they may hold.
  const limit = details?.limit;
  return typeof limit === 'number' && Number.isInteger(limit) && limit >= 0 ? { code, limit } : { code };
}
