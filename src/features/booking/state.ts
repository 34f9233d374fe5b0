/**
 * The booking cart on the client: one valtio proxy with exported actions that wrap the pure
 * machine of src/domain/cart. The cart is saved in local storage under one key on every change
 * (an emptied cart removes the key); the cart button's count follows the server's cart summary.
 */
import { proxy, ref, snapshot, subscribe } from 'valtio';
import { EMPTY_CART } from '../../domain/cart-summary.js';
import type { CartSummary } from '../../domain/cart-summary.js';
import type { CartOffer } from '../../domain/offers.js';
import type { TicketGroup } from '../../domain/ticket-groups.js';
import * as machine from '../../domain/cart/index.js';
import type { Cart, CartItemRef, CartTicketType, HolderInfo, HolderSource, LoadedBlock, ResaleFilter, SeatRejection } from '../../domain/cart/index.js';
import { isRefusalWith, toApiError } from '../../lib/api-error.js';
import { setCartCount } from '../../lib/cart-badge.js';
import * as api from './api.js';

export type BookingNotice =
  | { kind: 'rejected'; reason: SeatRejection }
  | { kind: 'error'; code: string; network?: true; limit?: number }
  | { kind: 'unavailable'; lost: readonly LostSeat[] }
  | null;

/** A seat another buyer took before the order was created, as the fan saw it. */
export interface LostSeat {
  stand: string;
  block: string;
  row: string;
  seat: string;
}

export interface BookingState {
  cart: Cart;
  loadedBlock: LoadedBlock | null;
  blockLoading: boolean;
  resaleFilter: ResaleFilter;
  notice: BookingNotice;
  submitting: boolean;
  summary: CartSummary;
  promoCodeIds: number[];
  popoverOpen: boolean;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

function initialCart(): Cart {
  const stored = machine.parseStoredCart(storage()?.getItem(machine.CART_STORAGE_KEY) ?? null);
  if (stored === null || machine.isCartEmpty(stored) || machine.isCartExpired(stored, new Date())) {
    storage()?.removeItem(machine.CART_STORAGE_KEY);
    return machine.createCart();
  }
  return stored;
}

export const bookingState = proxy<BookingState>({
  cart: initialCart(),
  loadedBlock: null,
  blockLoading: false,
  resaleFilter: 'all',
  notice: null,
  submitting: false,
  summary: { ...EMPTY_CART },
  promoCodeIds: [],
  popoverOpen: false,
});

/** What storage holds now (null: no key), so unrelated changes (summary, popover) write nothing. */
let lastSaved: string | null = null;
subscribe(bookingState, () => {
  const text = machine.cartStorageText(snapshot(bookingState).cart as Cart);
  if (text === lastSaved) return;
  lastSaved = text;
  if (text === null) storage()?.removeItem(machine.CART_STORAGE_KEY);
  else storage()?.setItem(machine.CART_STORAGE_KEY, text);
});

/** The cart as a plain value for the pure machine. */
const cart = (): Cart => snapshot(bookingState).cart as Cart;
const apply = (next: Cart): void => {
  bookingState.cart = next;
};

/**
 * Opens an event or pack page: the stored cart survives only for the same item or once it has an
 * order; otherwise it is cleared and the new item chosen.
 */
export function enterItem(type: CartTicketType, item: CartItemRef, defaultCount = 1): void {
  const isEvent = type === 'event';
  const { cart: restored, restored: kept } = machine.restoreCart(cart(), isEvent ? { eventId: item.id } : { packId: item.id });
  if (!kept) {
    storage()?.removeItem(machine.CART_STORAGE_KEY);
    lastSaved = null;
  }
  const sameItem = (isEvent ? restored.event : restored.pack)?.id === item.id && restored.ticketType === type;
  // A new item starts with the page's usual ticket count; the count input enforces the real cap.
  apply(sameItem ? restored : machine.setTicketCount(machine.chooseTicketType(restored, type, item), defaultCount, defaultCount));
  bookingState.loadedBlock = null;
  bookingState.notice = null;
  // Seats the order already holds for this item come back into a cart that moved on meanwhile.
  if (bookingState.cart.orderId === null) return;
  adoptOrderSeats();
  void refreshSummary().then(adoptOrderSeats);
}

function adoptOrderSeats(): void {
  const { orderId, ticketGroups } = bookingState.summary;
  const current = cart();
  const next = machine.adoptOrderItem(current, orderId, ticketGroups as TicketGroup[]);
  if (next !== current) apply(next);
}

export function setTicketCount(count: number, cap: number): void {
  apply(machine.setTicketCount(cart(), count, cap));
}

export function selectTicket(index: number): void {
  apply(machine.selectTicket(cart(), index));
}

export function removeTicket(index: number): void {
  apply(machine.removeTicket(cart(), index));
}

export function setTicketOffer(index: number, offer: CartOffer): void {
  apply(machine.setTicketOffer(cart(), index, offer));
}

export function setResaleFilter(filter: ResaleFilter): void {
  bookingState.resaleFilter = filter;
}

export function dismissNotice(): void {
  bookingState.notice = null;
}

/** Loads a block's seats and offers; an open-seating block assigns its places at once. */
export async function openBlock(load: () => Promise<LoadedBlock>): Promise<void> {
  bookingState.blockLoading = true;
  bookingState.notice = null;
  try {
    // Seats the cart's order holds come back as taken (for everyone); for this fan they are their own.
    const loaded = machine.withOwnHeldSeats(await load(), cart().heldSeatIds);
    bookingState.loadedBlock = ref(loaded);
    if (loaded.block.isOpenSeating) apply(machine.autoAssignOpenSeating(cart(), loaded));
  } catch (error) {
    bookingState.notice = { kind: 'error', code: (await toApiError(error)).code };
  } finally {
    bookingState.blockLoading = false;
  }
}

/** A seat clicked in the seat list or on the map. */
export function toggleSeat(seatId: number): void {
  const loaded = bookingState.loadedBlock;
  if (!loaded) return;
  const result = machine.toggleSeat(cart(), loaded, seatId, bookingState.resaleFilter);
  apply(result.cart);
  bookingState.notice = result.outcome === 'rejected' ? { kind: 'rejected', reason: result.reason } : null;
}

/** The seat map's selection becomes the tickets' seats (holder info stays). */
export function setAssignments(assignments: readonly machine.Assignment[]): void {
  apply(machine.setAssignments(cart(), assignments));
}

export function setExtras(extras: { options?: number[]; parking?: number | null; ticketWithdrawal?: { name: string; value: number } }): void {
  apply(machine.setExtras(cart(), extras));
}

export function setHolderInfo(index: number, holder: Partial<HolderInfo>): void {
  apply(machine.setHolderInfo(cart(), index, holder));
}

export function applyHolderDefaults(customer: HolderSource | null): void {
  apply(machine.applyHolderDefaults(cart(), customer));
}

/**
 * Creates the order from the cart. UNAVAILABLE drops only the lost seats (everything else the
 * fan chose stays); any other failure keeps the cart as it is. Returns the order id on success.
 */
export async function submit(): Promise<number | null> {
  bookingState.submitting = true;
  bookingState.notice = null;
  try {
    let result = await api.submitCart(cart());
    // The cart's order ended meanwhile (paid here or elsewhere, expired, abandoned): its seats, as
    // the fan chose them, make a new order rather than a refusal the fan cannot get past.
    if (!result.ok && cart().orderId !== null && machine.isEndedOrderRefusal(result.failure.code)) {
      apply(machine.detachOrder(cart()));
      result = await api.submitCart(cart());
    }
    if (result.ok) {
      apply(machine.attachOrder(cart(), result.order.orderId, result.order.expiryDatetime));
      await refreshSummary();
      return result.order.orderId;
    }
    const failure = result.failure;
    if ('lostSeatIds' in failure) {
      // Named before they leave the cart: the fan is told which seats went.
      const lost = cart().tickets.flatMap((ticket) => (ticket.seat && ticket.block && failure.lostSeatIds.includes(ticket.seat.id)
        ? [{ stand: ticket.block.standName, block: ticket.block.name, row: ticket.seat.rowName, seat: ticket.seat.seatNumber }]
        : []));
      apply(machine.clearSeats(cart(), failure.lostSeatIds));
      bookingState.notice = { kind: 'unavailable', lost };
    } else {
      bookingState.notice = 'network' in failure && failure.network ? { kind: 'error', code: failure.code, network: true }
        : { kind: 'error', code: failure.code, ...('limit' in failure && failure.limit !== undefined ? { limit: failure.limit } : {}) };
    }
    return null;
  } finally {
    bookingState.submitting = false;
  }
}

/** Reloads the cart summary (popover and cart button); failures leave the last one shown. */
export async function refreshSummary(): Promise<void> {
  try {
    setSummary(await api.fetchCartSummary());
  } catch {
    // Signed out or offline: the cart button keeps its last state.
  }
}

export function setSummary(summary: CartSummary): void {
  bookingState.summary = summary;
  bookingState.promoCodeIds = [...summary.promoCodeIds];
  setCartCount(summary.cartCount);
}

/**
 * Abandoning: the order is abandoned, then cart, arena, promo codes and storage are cleared. An
 * order found abandoned already counts as done; any other refusal propagates.
 */
export async function abandon(): Promise<void> {
  const orderId = bookingState.summary.orderId ?? cart().orderId;
  if (orderId !== null) {
    try {
      await api.abandonOrder(orderId);
    } catch (error) {
      // Abandoned already (its first answer lost, another tab): what was asked is done.
      if (!isRefusalWith(error, 'ORDER_NOT_ONHOLD', 'status', 'abandoned')) throw error;
    }
  }
  clearAll();
}

/** The order took its last tickets (paid, expired, cancelled): a cart built on it starts afresh. */
export function forgetEndedOrder(orderId: number): void {
  if (cart().orderId === orderId) clearAll();
  // The cart button counts what is on hold now: not this order (even when this tab's cart did not
  // hold it), perhaps another of the customer's.
  void refreshSummary();
}

/** Clears cart, arena, promo codes and the stored cart. */
export function clearAll(): void {
  const cleared = machine.abandonedState();
  apply(cleared.cart);
  bookingState.loadedBlock = cleared.arena;
  bookingState.promoCodeIds = cleared.promoCodes.ids;
  setSummary({ ...EMPTY_CART });
  storage()?.removeItem(machine.CART_STORAGE_KEY);
  lastSaved = null;
}

/** When the current hold ends: the summary's order when there is one, else the cart's own. */
export function holdExpiry(state: { summary: CartSummary; cart: Cart } = bookingState): string | null {
  return state.summary.orderId !== null ? state.summary.expiryDatetime : state.cart.expiryDatetime;
}

/**
 * The hold's expiry has passed on this clock: the cart empties (button disabled at zero, popover
 * closed, stored cart removed) without waiting for a reload. Answers whether it did.
 */
export function expireHold(now: Date = new Date()): boolean {
  const expiry = holdExpiry();
  if (expiry === null || Date.parse(expiry) > now.getTime()) return false;
  clearAll();
  bookingState.popoverOpen = false;
  return true;
}

export function setPopoverOpen(open: boolean): void {
  bookingState.popoverOpen = open;
}
