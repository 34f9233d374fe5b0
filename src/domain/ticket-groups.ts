/**
 * The order as the shop shows it (cart popover, summary, My purchases) and how its tickets are
 * grouped: one group per single seat, one per pack or season seat (its tickets share a
 * pack group), one per extra.
 */
import type { TeamInfo } from './catalog.js';
import type { OrderStatus } from './order-status.js';
import type { TicketPurchaseInfo } from './purchases.js';

export interface EventInfo {
  id: number;
  name: string;
  homeTeam: TeamInfo | null;
  opponent?: TeamInfo | null;
  startDatetime: string;
}

export interface SeatInfo {
  standName: string;
  standId: number;
  blockName: string;
  blockId: number;
  rowName: string;
  seatNumber: string;
  isOpenSeating: boolean;
  eventId: number;
  categoryName: string;
}

export interface SeatTicketView {
  id: number;
  grossAmount: number;
  discountAmount: number;
  productName: string;
  isFromResale: boolean;
  eventInfo: EventInfo;
  seatInfo: SeatInfo;
  /** Tickets of one pack seat share this key; null for a single-event ticket. */
  packGroup: string | null;
  packInfo: PackInfo | null;
  /**
   * The seat, category and product ids: the shop's own orders carry them so the booking cart can
   * be rebuilt from the order (the spec's view has names only).
   */
  seatId?: number;
  categoryId?: number;
  productId?: number;
  /**
   * An unpaid resale ticket the ticket office took off sale after it was held (its seller's order
   * was cancelled): the order cannot be paid while it holds it. Absent otherwise.
   */
  noLongerForSale?: boolean;
  /** My purchases: holder and download state (answered by fetch-order and showMyOrders). */
  purchase?: TicketPurchaseInfo;
}

export interface AncillaryTicketView {
  id: number;
  /** The extra this ticket is of: the shop's own orders carry it to name the extra in the reader's language. */
  ancillaryId?: number;
  ancillaryName: string;
  ancillaryType: 'plastic_card' | 'parking' | 'ticket_withdrawal';
  grossAmount: number;
  discountAmount: number;
}

export interface PackInfo {
  name: string;
  type: 'pack' | 'season';
  packId: number;
}

export interface TicketGroup {
  packInfo: PackInfo | null;
  ancillaryTickets: AncillaryTicketView[];
  seatTickets: SeatTicketView[];
}

export interface AppliedDiscount {
  rank: number;
  promoCode: { id: number; name: string; description: string | null };
}

export interface OrderView {
  orderId: number;
  status: OrderStatus;
  expiryDatetime: string;
  hasTransactionInProgress: boolean;
  saleDatetime: string | null;
  grossAmount: number;
  discountAmount: number;
  /** How many instalments the order is paid in (1: in full); absent on views built elsewhere. */
  numberOfInstallments?: number;
  /** What a ticket-office cancellation gives back (tickets passed on before excluded); null or absent otherwise. */
  refundAmount?: number | null;
  appliedDiscounts: AppliedDiscount[];
  ticketGroups: TicketGroup[];
}

/**
 * Groups tickets for display: pack seats by pack group (events in start order), each single seat
 * ticket alone, each extra alone, ordered by their first ticket id so the order is stable.
 */
export function groupTickets(
  seatTickets: readonly SeatTicketView[],
  ancillaryTickets: readonly AncillaryTicketView[],
): TicketGroup[] {
  const keyed: { firstId: number; group: TicketGroup }[] = [];
  const packs = new Map<string, { firstId: number; group: TicketGroup }>();
  for (const ticket of [...seatTickets].sort((a, b) => a.id - b.id)) {
    if (ticket.packGroup === null) {
      keyed.push({ firstId: ticket.id, group: { packInfo: null, ancillaryTickets: [], seatTickets: [ticket] } });
      continue;
    }
    let entry = packs.get(ticket.packGroup);
    if (!entry) {
      entry = { firstId: ticket.id, group: { packInfo: ticket.packInfo, ancillaryTickets: [], seatTickets: [] } };
      packs.set(ticket.packGroup, entry);
      keyed.push(entry);
    }
    entry.group.seatTickets.push(ticket);
  }
  for (const entry of packs.values()) {
    entry.group.seatTickets.sort(
      (a, b) => a.eventInfo.startDatetime.localeCompare(b.eventInfo.startDatetime) || a.id - b.id,
    );
  }
  // Extras come after seats: ids of the two ticket kinds are separate sequences.
  const offset = Number.MAX_SAFE_INTEGER / 2;
  for (const ticket of [...ancillaryTickets].sort((a, b) => a.id - b.id)) {
    keyed.push({ firstId: offset + ticket.id, group: { packInfo: null, ancillaryTickets: [ticket], seatTickets: [] } });
  }
  return keyed.sort((a, b) => a.firstId - b.firstId).map((e) => e.group);
}

/** The seat ticket ids and extra ids of one group (what removing the group drops). */
export function groupTicketIds(group: TicketGroup): { ticketIds: number[]; ticketAncillaryIds: number[] } {
  return {
    ticketIds: group.seatTickets.map((t) => t.id),
    ticketAncillaryIds: group.ancillaryTickets.map((t) => t.id),
  };
}
