/**
 * What the cart popover shows about the customer's current on-hold order.
 */
import type { OrderView, TicketGroup } from './ticket-groups.js';

export interface CartSummary {
  orderId: number | null;
  seatTicketIds: number[];
  ancillaryTicketIds: number[];
  promoCodeIds: number[];
  ticketGroups: TicketGroup[];
  /** Number of ticket groups: the popover lists two and counts the rest. */
  cartCount: number;
  /** The order's gross plus its (negative) discount, in cents. */
  totalPrice: number;
  expiryDatetime: string | null;
}

/** The popover lists at most this many groups, then "+ cartCount - 2". */
export const CART_POPOVER_GROUPS = 2;

export const EMPTY_CART: CartSummary = Object.freeze({
  orderId: null,
  seatTicketIds: [],
  ancillaryTicketIds: [],
  promoCodeIds: [],
  ticketGroups: [],
  cartCount: 0,
  totalPrice: 0,
  expiryDatetime: null,
}) as CartSummary;

/** The summary of an on-hold order, or the empty cart when there is none. */
export function cartSummary(order: OrderView | null): CartSummary {
  if (!order || order.status !== 'onhold') return { ...EMPTY_CART };
  const seatTickets = order.ticketGroups.flatMap((g) => g.seatTickets);
  const ancillaryTickets = order.ticketGroups.flatMap((g) => g.ancillaryTickets);
  return {
    orderId: order.orderId,
    seatTicketIds: seatTickets.map((t) => t.id),
    ancillaryTicketIds: ancillaryTickets.map((t) => t.id),
    promoCodeIds: order.appliedDiscounts.map((d) => d.promoCode.id),
    ticketGroups: order.ticketGroups,
    cartCount: order.ticketGroups.length,
    totalPrice: Math.max(0, order.grossAmount + order.discountAmount),
    expiryDatetime: order.expiryDatetime,
  };
}

/** How many groups the popover hides behind the "+N" line. */
export function hiddenGroupCount(summary: CartSummary): number {
  return Math.max(0, summary.cartCount - CART_POPOVER_GROUPS);
}
