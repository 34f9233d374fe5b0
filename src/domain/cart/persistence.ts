/**
 * Keeping the cart across reloads: one local-storage key; a stored cart comes back only for the
 * item being booked, or when it already became an order.
 */
import type { Cart } from './types.js';
import { cartSeatIds, createCart } from './cart-machine.js';

/** The one local-storage key of the cart. */
export const CART_STORAGE_KEY = 'venue-shop.cart';

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Reads a stored cart, or null when the text is not a cart (old format, tampering). */
export function parseStoredCart(text: string | null): Cart | null {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || !Array.isArray(value.tickets)) return null;
  const base = createCart();
  const cart = { ...base, ...value } as Cart;
  if (!Array.isArray(cart.options) || !isRecord(cart.ticketWithdrawal)) return null;
  if (!Array.isArray(value.heldSeatIds) || !value.heldSeatIds.every((id) => typeof id === 'number')) {
    // Carts stored before held seats were recorded: an order's tickets were its held seats.
    return { ...cart, heldSeatIds: cart.orderId != null ? cartSeatIds(cart) : [] };
  }
  return cart;
}

/** What the page being opened books: an event, a pack, or neither (options, summary...). */
export interface CurrentItem {
  eventId?: number | null;
  packId?: number | null;
}

/**
 * The restore rule: the stored cart is kept when it has an order id, or when its event or pack is
 * the one being opened. Otherwise the answer is a fresh cart and the caller clears storage.
 */
export function restoreCart(stored: Cart | null, current: CurrentItem): { cart: Cart; restored: boolean } {
  if (stored === null) return { cart: createCart(), restored: false };
  if (stored.orderId !== null && stored.orderId !== undefined) return { cart: stored, restored: true };
  const eventMatches = current.eventId != null && stored.event?.id === current.eventId;
  const packMatches = current.packId != null && stored.pack?.id === current.packId;
  if (eventMatches || packMatches) return { cart: stored, restored: true };
  return { cart: createCart(), restored: false };
}

/** The state right after abandoning: empty cart, no arena, no promo codes (storage is removed). */
export function abandonedState(): { cart: Cart; arena: null; promoCodes: { ids: number[] } } {
  return { cart: createCart(), arena: null, promoCodes: { ids: [] } };
}

/** True once the cart's order hold has passed its expiry (the stored cart is then dropped). */
export function isCartExpired(cart: Cart, now: Date): boolean {
  return cart.expiryDatetime !== null && Date.parse(cart.expiryDatetime) <= now.getTime();
}

/** True when the cart holds nothing worth keeping: no order and no ticket. */
export function isCartEmpty(cart: Cart): boolean {
  return cart.orderId === null && cart.tickets.length === 0;
}

/**
 * The text to store for a cart, or null when the stored cart must be removed instead: an emptied
 * cart (abandoned, expired, cleared) leaves no key behind rather than an empty cart.
 */
export function cartStorageText(cart: Cart): string | null {
  return isCartEmpty(cart) ? null : JSON.stringify(cart);
}

/** The longest delay a browser timer accepts (about 24.8 days); a longer wait is re-armed. */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * Milliseconds from `nowMs` until the hold ends: 0 once it has passed, capped at the longest timer
 * delay, null when the expiry is not a date.
 */
export function msUntilExpiry(expiryIso: string, nowMs: number): number | null {
  const end = Date.parse(expiryIso);
  if (Number.isNaN(end)) return null;
  return Math.min(MAX_TIMER_DELAY_MS, Math.max(0, end - nowMs));
}
