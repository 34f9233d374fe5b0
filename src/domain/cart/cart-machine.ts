/**
 * The cart state machine: every transition is a pure function returning a new cart, so the
 * client state only stores results and the rules are tested without a DOM.
 */
import type { CartOffer } from '../offers.js';
import { DEFAULT_TICKET_WITHDRAWAL } from '../cart-payload.js';
import { automaticOffer, isResaleSeat, toCartOffer } from './offer-choice.js';
import type { Cart, CartBlock, CartItemRef, CartSeat, CartTicket, CartTicketType, HolderInfo, LoadedBlock, PickableSeat, ResaleFilter } from './types.js';

/** A holder with nothing filled in but the default gender. */
export function emptyHolder(): HolderInfo {
  return {
    gender: 'unknown', firstName: '', lastName: '', email: '', streetAddress: '', postalCode: '', cityName: '', country: '', phoneNumber: '', dateOfBirth: '',
  };
}

export function emptyTicket(): CartTicket {
  return { seat: null, block: null, offer: null, holderInfo: emptyHolder() };
}

/** A fresh cart: no item, no tickets, e-mail withdrawal. */
export function createCart(): Cart {
  return {
    ticketType: null,
    tickets: [],
    options: [],
    event: null,
    pack: null,
    ticketWithdrawal: { ...DEFAULT_TICKET_WITHDRAWAL },
    parking: null,
    selectedTicketIndex: 0,
    lastTicketIndexSelected: 0,
    orderId: null,
    expiryDatetime: null,
    heldSeatIds: [],
  };
}

const sameItem = (a: CartItemRef | null, b: CartItemRef | null): boolean => a !== null && b !== null && a.id === b.id;

/**
 * Chooses what is booked: an event, or a pack / season. Switching to another item starts over
 * with one empty ticket; the order id and extras are kept (they belong to the order).
 */
export function chooseTicketType(cart: Cart, type: CartTicketType, item: CartItemRef): Cart {
  const isEvent = type === 'event';
  const unchanged = cart.ticketType === type && sameItem(isEvent ? cart.event : cart.pack, item);
  if (unchanged) return { ...cart, [isEvent ? 'event' : 'pack']: item };
  return {
    ...cart,
    ticketType: type,
    event: isEvent ? item : null,
    pack: isEvent ? null : item,
    tickets: [emptyTicket()],
    selectedTicketIndex: 0,
    lastTicketIndexSelected: 0,
    // The order's seats for the previous item are not this item's.
    heldSeatIds: [],
  };
}

const clampIndex = (index: number, length: number): number => (length === 0 ? 0 : Math.min(Math.max(0, index), length - 1));

/**
 * Sets the number of tickets, between 1 and `cap` (0 when nothing may be bought): new tickets are
 * empty, extra ones are dropped from the end. The selection stays inside the list.
 */
export function setTicketCount(cart: Cart, count: number, cap: number): Cart {
  const max = Math.max(0, Math.floor(cap));
  const wanted = Math.min(max, Math.max(max === 0 ? 0 : 1, Math.floor(count)));
  const tickets = cart.tickets.slice(0, wanted);
  while (tickets.length < wanted) tickets.push(emptyTicket());
  return { ...cart, tickets, selectedTicketIndex: clampIndex(cart.selectedTicketIndex, tickets.length) };
}

/**
 * The first ticket without a seat after `from`, wrapping around; `from` itself when every other
 * ticket has one.
 */
export function nextTicketWithoutSeat(tickets: readonly CartTicket[], from: number): number {
  for (let step = 1; step <= tickets.length; step++) {
    const index = (from + step) % tickets.length;
    if (tickets[index]?.seat === null) return index;
  }
  return clampIndex(from, tickets.length);
}

export interface Assignment {
  block: CartBlock;
  seat: CartSeat;
  offer: CartOffer;
}

/** Puts a seat and its offer on ticket `index`; the selection moves to the next ticket without a seat. */
export function assignToTicket(cart: Cart, index: number, assignment: Assignment): Cart {
  if (index < 0 || index >= cart.tickets.length) return cart;
  const tickets = cart.tickets.map((t, i) => (i === index ? { ...t, ...assignment } : t));
  return { ...cart, tickets, lastTicketIndexSelected: index, selectedTicketIndex: nextTicketWithoutSeat(tickets, index) };
}

/** Changes only the price offer of a ticket (the fan picks another rate for the same seat). */
export function setTicketOffer(cart: Cart, index: number, offer: CartOffer): Cart {
  const ticket = cart.tickets[index];
  if (!ticket || ticket.seat === null) return cart;
  return { ...cart, tickets: cart.tickets.map((t, i) => (i === index ? { ...t, offer } : t)) };
}

export function selectTicket(cart: Cart, index: number): Cart {
  if (index < 0 || index >= cart.tickets.length) return cart;
  return { ...cart, lastTicketIndexSelected: cart.selectedTicketIndex, selectedTicketIndex: index };
}

/** Removes a ticket; a selection after it shifts back by one so it stays on the same ticket. */
export function removeTicket(cart: Cart, index: number): Cart {
  if (index < 0 || index >= cart.tickets.length) return cart;
  const tickets = cart.tickets.filter((_, i) => i !== index);
  const selected = cart.selectedTicketIndex > index ? cart.selectedTicketIndex - 1 : cart.selectedTicketIndex;
  return { ...cart, tickets, selectedTicketIndex: clampIndex(selected, tickets.length) };
}

/** Empties the seat, block and offer of the tickets holding one of `seatIds` (holder info stays). */
export function clearSeats(cart: Cart, seatIds: Iterable<number>): Cart {
  const lost = new Set(seatIds);
  let first = -1;
  const tickets = cart.tickets.map((t, i) => {
    if (t.seat === null || !lost.has(t.seat.id)) return t;
    if (first < 0) first = i;
    return { ...t, seat: null, block: null, offer: null };
  });
  return first < 0 ? cart : { ...cart, tickets, selectedTicketIndex: first };
}

export type SeatRejection = 'unavailable' | 'filtered' | 'limit' | 'no-offer';
export type ToggleOutcome =
  | { outcome: 'added' | 'removed'; cart: Cart }
  | { outcome: 'rejected'; reason: SeatRejection; cart: Cart };

/** True when a seat may be picked under the resale filter. */
export function matchesResaleFilter(resale: boolean, filter: ResaleFilter): boolean {
  return filter === 'all' || (filter === 'resale') === resale;
}

const toCartSeat = (seat: PickableSeat): CartSeat => ({ id: seat.id, rowName: seat.rowName, seatNumber: seat.seatNumber, categoryId: seat.categoryId });

/**
 * A seat clicked on the map or in the list: removed when the cart holds it, otherwise put on the
 * selected ticket (or the next one without a seat) with its automatic offer, only if it is
 * available, passes the resale filter and a ticket is still free. A seat is never held twice.
 */
export function toggleSeat(cart: Cart, loaded: LoadedBlock, seatId: number, filter: ResaleFilter): ToggleOutcome {
  const holder = cart.tickets.findIndex((t) => t.seat?.id === seatId);
  if (holder >= 0) {
    const tickets = cart.tickets.map((t, i) => (i === holder ? { ...t, seat: null, block: null, offer: null } : t));
    return { outcome: 'removed', cart: { ...cart, tickets, selectedTicketIndex: holder } };
  }
  const seat = loaded.seats.find((s) => s.id === seatId);
  if (!seat || !seat.available) return { outcome: 'rejected', reason: 'unavailable', cart };
  if (!matchesResaleFilter(isResaleSeat(loaded, seatId), filter)) return { outcome: 'rejected', reason: 'filtered', cart };
  const selected = cart.tickets[cart.selectedTicketIndex];
  const target = selected && selected.seat === null ? cart.selectedTicketIndex : cart.tickets.findIndex((t) => t.seat === null);
  if (target < 0) return { outcome: 'rejected', reason: 'limit', cart };
  const offer = automaticOffer(loaded, seat);
  if (!offer) return { outcome: 'rejected', reason: 'no-offer', cart };
  return { outcome: 'added', cart: assignToTicket(cart, target, { block: loaded.block, seat: toCartSeat(seat), offer: toCartOffer(loaded, seat, offer) }) };
}

/**
 * Open seating: the fan does not pick places; every ticket without a seat gets a free place of
 * the block with its automatic offer, as many as are free (capped by availability).
 */
export function autoAssignOpenSeating(cart: Cart, loaded: LoadedBlock): Cart {
  if (!loaded.block.isOpenSeating) return cart;
  const taken = new Set(cart.tickets.flatMap((t) => (t.seat ? [t.seat.id] : [])));
  const free = loaded.seats.filter((s) => s.available && !taken.has(s.id) && !isResaleSeat(loaded, s.id));
  let next = cart;
  let cursor = 0;
  for (let index = 0; index < next.tickets.length; index++) {
    if (next.tickets[index]?.seat !== null) continue;
    let placed = false;
    while (!placed && cursor < free.length) {
      const seat = free[cursor++]!;
      const offer = automaticOffer(loaded, seat);
      if (!offer) continue;
      next = assignToTicket(next, index, { block: loaded.block, seat: toCartSeat(seat), offer: toCartOffer(loaded, seat, offer) });
      placed = true;
    }
  }
  return next;
}

/**
 * Stores the order the cart became (after submission) and its expiry; the cart's seats are now
 * held by that order.
 */
export function attachOrder(cart: Cart, orderId: number, expiryDatetime: string | null): Cart {
  return { ...cart, orderId, expiryDatetime, heldSeatIds: cartSeatIds(cart) };
}

/** The seat ids the cart's tickets hold now, in ticket order. */
export function cartSeatIds(cart: Cart): number[] {
  return cart.tickets.flatMap((t) => (t.seat ? [t.seat.id] : []));
}

/** Extras: plastic card ids, parking and the withdrawal choice. */
export function setExtras(cart: Cart, extras: { options?: number[]; parking?: number | null; ticketWithdrawal?: { name: string; value: number } }): Cart {
  return {
    ...cart,
    ...(extras.options ? { options: [...new Set(extras.options)] } : {}),
    ...(extras.parking !== undefined ? { parking: extras.parking } : {}),
    ...(extras.ticketWithdrawal ? { ticketWithdrawal: extras.ticketWithdrawal } : {}),
  };
}

export function setHolderInfo(cart: Cart, index: number, holder: Partial<HolderInfo>): Cart {
  if (index < 0 || index >= cart.tickets.length) return cart;
  return { ...cart, tickets: cart.tickets.map((t, i) => (i === index ? { ...t, holderInfo: { ...t.holderInfo, ...holder } } : t)) };
}

/**
 * Replaces the seats of the tickets with a selection made elsewhere (the seat map): ticket i takes
 * assignment i, tickets beyond the selection are emptied; holder info stays with its ticket.
 */
export function setAssignments(cart: Cart, assignments: readonly Assignment[]): Cart {
  const count = Math.max(cart.tickets.length, assignments.length);
  const tickets: CartTicket[] = [];
  for (let i = 0; i < count; i++) {
    const ticket = cart.tickets[i] ?? emptyTicket();
    const assignment = assignments[i];
    tickets.push(assignment ? { ...ticket, ...assignment } : { ...ticket, seat: null, block: null, offer: null });
  }
  const next = { ...cart, tickets };
  const firstEmpty = tickets.findIndex((t) => t.seat === null);
  return { ...next, selectedTicketIndex: firstEmpty >= 0 ? firstEmpty : clampIndex(cart.selectedTicketIndex, tickets.length) };
}
