/**
 * When a ticket's documents may be downloaded, decided from the ticket's states alone so the
 * order card (which explains) and the server (which refuses) apply the same rule. A new state
 * that blocks downloads is one more fact and one more reason here.
 */

/**
 * Ticket and pass formats of spec section 3: what My purchases offers for a ticket (an e-ticket
 * PDF, a season pass document, or the delivery note of a ticket printed and posted).
 */
export type TicketFormat = 'e_ticket' | 'physical_ticket' | 'season_pass';
export const TICKET_FORMATS: readonly TicketFormat[] = ['e_ticket', 'physical_ticket', 'season_pass'];

/** Why a ticket's document cannot be downloaded now (also the server's error codes), most final first. */
export type DownloadBlockReason =
  | 'TICKET_NOT_DOWNLOADABLE'
  | 'TICKET_TRANSFERRED'
  | 'TICKET_RESOLD'
  | 'TICKET_TRANSFER_PENDING'
  | 'TICKET_ON_RESALE'
  | 'TICKET_NO_TEMPLATE'
  | 'TICKET_DOWNLOAD_NOT_YET_AVAILABLE'
  | 'TICKET_HOLDER_INFO_MISSING';

export interface TicketDownloadFacts {
  orderStatus: string;
  /** The ticket's state (confirmed, fulfilled, ...) and whether it still holds its seat. */
  ticketState: string;
  active: boolean;
  /** The ticket's resale listing that is not cancelled, if any. */
  listingStatus: 'on_sale' | 'pending' | 'sold' | null;
  /** The ticket's transfer to someone else that is not cancelled, if any. */
  transferStatus: 'pending' | 'confirmed' | null;
  format: TicketFormat;
  hasTicketTemplate: boolean;
  /** For pack and season tickets: the "day X" from which they may be downloaded (ISO); else null. */
  availableFrom: string | null;
  /** The mandatory holder fields the ticket lacks. */
  missingHolderFields: readonly string[];
  now: Date;
}

export interface DownloadGate {
  downloadable: boolean;
  /** Every reason that applies, most final first; empty when downloadable. */
  reasons: DownloadBlockReason[];
  availableFrom: string | null;
}

const DAY_MS = 86_400_000;

/** The day X of a pack ticket: `days` before its event starts. */
export function packDownloadDate(startDatetime: string, days: number): string {
  return new Date(Date.parse(startDatetime) - days * DAY_MS).toISOString();
}

/** The e-ticket gate: a resold or listed ticket is no longer its former owner's to print. */
export function ticketDownloadGate(facts: TicketDownloadFacts): DownloadGate {
  const reasons: DownloadBlockReason[] = [];
  const usable = facts.active && (facts.ticketState === 'confirmed' || facts.ticketState === 'fulfilled');
  if (facts.transferStatus === 'confirmed') reasons.push('TICKET_TRANSFERRED');
  else if (facts.listingStatus === 'sold') reasons.push('TICKET_RESOLD');
  else if (facts.listingStatus === 'on_sale' || facts.listingStatus === 'pending') reasons.push('TICKET_ON_RESALE');
  else if (facts.orderStatus !== 'confirmed' || !usable) reasons.push('TICKET_NOT_DOWNLOADABLE');
  // Until the recipient accepts, the ticket may still come back: nobody may print it meanwhile.
  if (facts.transferStatus === 'pending') reasons.push('TICKET_TRANSFER_PENDING');
  // A printed ticket's document is its delivery note, which needs no e-ticket template.
  if (facts.format !== 'physical_ticket' && !facts.hasTicketTemplate) reasons.push('TICKET_NO_TEMPLATE');
  const notYet = facts.availableFrom !== null && facts.now.getTime() < Date.parse(facts.availableFrom);
  if (notYet) reasons.push('TICKET_DOWNLOAD_NOT_YET_AVAILABLE');
  if (facts.missingHolderFields.length > 0) reasons.push('TICKET_HOLDER_INFO_MISSING');
  return { downloadable: reasons.length === 0, reasons, availableFrom: notYet ? facts.availableFrom : null };
}

/** A ticket document's file name by format, the same for the server's answer and the browser's download. */
export const ticketDocumentFileName = (format: TicketFormat, ticketId: number): string =>
  `${format === 'physical_ticket' ? 'delivery-note' : format === 'season_pass' ? 'season-pass' : 'e-ticket'}-${ticketId}.pdf`;

/** Holder information may be filled in while the ticket is still the customer's own. */
export function canEditHolder(facts: Pick<TicketDownloadFacts, 'orderStatus' | 'listingStatus' | 'transferStatus' | 'active' | 'ticketState'>): boolean {
  return facts.orderStatus === 'confirmed' && facts.listingStatus === null && facts.transferStatus === null && facts.active
    && (facts.ticketState === 'confirmed' || facts.ticketState === 'fulfilled');
}
