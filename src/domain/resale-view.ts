/**
 * The resale screen's data as the server answers it (`GET /api/resale/tickets`), shared by the
 * server mapping and the client.
 */
import type { ResaleAmounts, ResalePolicy, ResaleState, ResaleUnavailableReason } from './resale.js';
import type { SeatPlace } from './transfer.js';

export interface ResaleTicketView extends SeatPlace {
  ticketId: number;
  orderId: number;
  eventId: number;
  eventName: string;
  startDatetime: string;
  packName: string | null;
  campaignPackId: number | null;
  /** Ids of the stand and category, whose names are answered in the reader's language. */
  standId: number;
  categoryId: number;
  /** What the fan paid for the ticket (gross plus discount). */
  faceValue: number;
  policy: ResalePolicy;
  state: ResaleState;
  unavailableReason: ResaleUnavailableReason | null;
  /** The listing that is not cancelled, with the fee and what the seller receives. */
  listing: (ResaleAmounts & { id: number; createdAt: string; soldAt: string | null }) | null;
  /** Tickets that go on or off sale together with this one (itself included). */
  groupTicketIds: number[];
}

/** The seller's bank details as shown back: never the full IBAN. */
export interface ResaleBankDetailsView {
  complete: boolean;
  /** The IBAN's country and last four characters, e.g. "FR•••• 0189". */
  ibanMasked: string | null;
  bic: string | null;
}

export interface ResaleTicketsAnswer {
  tickets: ResaleTicketView[];
  bankDetails: ResaleBankDetailsView;
  feePercent: number;
  /** The most tickets a fan may resell per event or pack (a list reason `limit_reached` says it). */
  resaleLimit: number;
}
