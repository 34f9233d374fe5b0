/**
 * Sending tickets to another person by e-mail: which tickets may be sent, decided from the same
 * facts as downloads so the order card (which offers the button) and the server (which refuses)
 * agree. A transfer is pending until the recipient accepts it (confirmed) or the sender takes it
 * back (cancelled); only a pending one can be accepted or cancelled.
 */

/** A transfer as My purchases shows it: what the sender sees beside the ticket sent. */
export type TransferStatusView = 'pending' | 'confirmed';
export interface TicketTransferView {
  id: number;
  status: TransferStatusView;
  toEmail: string;
}

/** Why a ticket cannot be sent now (also the server's error codes). */
export type TransferRefusal =
  | 'TICKET_TRANSFERRED'
  | 'TICKET_TRANSFER_PENDING'
  | 'TICKET_ON_RESALE'
  | 'TICKET_NOT_TRANSFERABLE'
  | 'TICKET_INSTALLMENTS_UNPAID'
  | 'TICKET_EVENT_PAST';

export interface TransferFacts {
  orderStatus: string;
  ticketState: string;
  active: boolean;
  listingStatus: 'on_sale' | 'pending' | 'sold' | null;
  transferStatus: TransferStatusView | null;
  eventStart: string;
  /** The order still has instalments to pay: its tickets stay with the buyer until it is paid. */
  installmentsUnpaid: boolean;
  now: Date;
}

/** The event has started: its tickets are used as they stand, neither sent on nor renamed. */
export const eventStarted = (eventStart: string, now: Date): boolean => Date.parse(eventStart) <= now.getTime();

/** The most final reason a ticket cannot be sent, or null when it can. */
export function transferRefusal(facts: TransferFacts): TransferRefusal | null {
  if (facts.transferStatus === 'confirmed') return 'TICKET_TRANSFERRED';
  if (facts.transferStatus === 'pending') return 'TICKET_TRANSFER_PENDING';
  if (facts.listingStatus !== null) return 'TICKET_ON_RESALE';
  const usable = facts.active && (facts.ticketState === 'confirmed' || facts.ticketState === 'fulfilled');
  if (facts.orderStatus !== 'confirmed' || !usable) return 'TICKET_NOT_TRANSFERABLE';
  if (eventStarted(facts.eventStart, facts.now)) return 'TICKET_EVENT_PAST';
  if (facts.installmentsUnpaid) return 'TICKET_INSTALLMENTS_UNPAID';
  return null;
}

/** Where a ticket's seat is, as every document and screen about one ticket names it. */
export interface SeatPlace {
  standName: string;
  blockName: string;
  rowName: string;
  seatNumber: string;
  isOpenSeating: boolean;
  categoryName: string;
}

/** A ticket as a transfer's mail and link page describe it. */
export interface TransferTicketLine extends SeatPlace {
  ticketId: number;
  eventName: string;
  startDatetime: string;
}

/** At most this many tickets in one transfer: a whole order of a large group, never a bulk tool. */
export const MAX_TICKETS_PER_TRANSFER = 20;
