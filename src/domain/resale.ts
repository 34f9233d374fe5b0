/**
 * Ticket resale rules shared by the server (which decides) and the resale screen (which shows the
 * same figures before the fan sends anything). Prices and fees are integer cents.
 */
import { assertCents } from './money.js';

/** How an event or a pack lets its tickets be resold. */
export type ResalePolicy = 'forbidden' | 'no_restriction' | 'whole_order_only';
export const RESALE_POLICIES: readonly ResalePolicy[] = ['forbidden', 'no_restriction', 'whole_order_only'];

/** A listing's life: on sale, claimed by a buyer's unpaid order (pending), sold, or cancelled. */
export type ResaleListingStatus = 'on_sale' | 'pending' | 'sold' | 'cancelled';

/** What the resale screen shows for a ticket. */
export type ResaleState = 'resalable' | 'on_sale' | 'pending' | 'resold' | 'unavailable';

/** Why a ticket without a listing cannot be put on sale. */
export type ResaleUnavailableReason =
  | 'past_event'
  | 'forbidden'
  | 'limit_reached'
  | 'transfer_pending'
  | 'installments_unpaid'
  | 'not_confirmed';

/** The screen's filters: everything, or one family of states. */
export type ResaleFilter = 'all' | 'resellable' | 'on_sale' | 'resold';
export const RESALE_FILTERS: readonly ResaleFilter[] = ['all', 'resellable', 'on_sale', 'resold'];

/** The highest asking price accepted (100,000.00): a typo guard, far above any real seat. */
export const MAX_RESALE_PRICE = 10_000_000;

/** Facts about one ticket that decide its resale state. */
export interface ResaleTicketFacts {
  /** The ticket's listing that is not cancelled, if any (a ticket has at most one). */
  listingStatus: Exclude<ResaleListingStatus, 'cancelled'> | null;
  /** The ticket still holds its seat in a confirmed order. */
  confirmed: boolean;
  eventStart: string;
  eventArchived: boolean;
  policy: ResalePolicy;
  transferPending: boolean;
  installmentsUnpaid: boolean;
  /** Listing this ticket (and its whole-order companions) would pass the per-campaign limit. */
  limitReached: boolean;
}

export interface ResaleStateResult {
  state: ResaleState;
  reason: ResaleUnavailableReason | null;
}

/**
 * The display state of a ticket. A listing decides first (so a fan can always see and cancel what
 * is on sale); otherwise the first blocking reason makes the ticket unavailable.
 */
export function resaleState(facts: ResaleTicketFacts, now: Date): ResaleStateResult {
  if (facts.listingStatus === 'sold') return { state: 'resold', reason: null };
  if (facts.listingStatus === 'pending') return { state: 'pending', reason: null };
  if (facts.listingStatus === 'on_sale') return { state: 'on_sale', reason: null };
  const reason = unavailableReason(facts, now);
  return reason === null ? { state: 'resalable', reason: null } : { state: 'unavailable', reason };
}

function unavailableReason(facts: ResaleTicketFacts, now: Date): ResaleUnavailableReason | null {
  if (!facts.confirmed) return 'not_confirmed';
  if (isPastEvent(facts.eventStart, now) || facts.eventArchived) return 'past_event';
  if (facts.policy === 'forbidden') return 'forbidden';
  if (facts.transferPending) return 'transfer_pending';
  if (facts.installmentsUnpaid) return 'installments_unpaid';
  if (facts.limitReached) return 'limit_reached';
  return null;
}

/** True once the event has started: its tickets can no longer be resold. */
export function isPastEvent(eventStart: string, now: Date): boolean {
  return Date.parse(eventStart) <= now.getTime();
}

/** True when a ticket in `state` belongs under `filter`; a pending sale counts as on sale. */
export function matchesResaleFilter(state: ResaleState, filter: ResaleFilter): boolean {
  switch (filter) {
    case 'all': return true;
    case 'resellable': return state === 'resalable';
    case 'on_sale': return state === 'on_sale' || state === 'pending';
    case 'resold': return state === 'resold';
  }
}

export type ResalePriceRefusal = 'RESALE_PRICE_REQUIRED' | 'RESALE_PRICE_INVALID' | 'RESALE_PRICE_TOO_LOW';

/**
 * Checks an asking price (integer cents): it must be given, be a whole number of cents up to
 * {@link MAX_RESALE_PRICE}, and be strictly above the configured minimum.
 */
export function resalePriceRefusal(price: unknown, minimumPrice: number): ResalePriceRefusal | null {
  if (price === undefined || price === null || price === '') return 'RESALE_PRICE_REQUIRED';
  if (typeof price !== 'number' || !Number.isSafeInteger(price) || price <= 0 || price > MAX_RESALE_PRICE) return 'RESALE_PRICE_INVALID';
  if (price <= minimumPrice) return 'RESALE_PRICE_TOO_LOW';
  return null;
}

/**
 * The resale fee kept from a sale: `feePercent` of the price, rounded half up to the cent, never
 * more than the price.
 */
export function resaleFee(price: number, feePercent: number): number {
  assertCents(price);
  const fee = Math.round((price * feePercent) / 100);
  return Math.min(Math.max(fee, 0), price);
}

/** What the seller receives: the price minus the fee. */
export function resaleNetAmount(price: number, feePercent: number): number {
  return price - resaleFee(price, feePercent);
}

/** Price, fee and net amount of one listing, as shown to the seller. */
export interface ResaleAmounts {
  price: number;
  fee: number;
  net: number;
}

/** {@link resaleFee} and {@link resaleNetAmount} together. */
export function resaleAmounts(price: number, feePercent: number): ResaleAmounts {
  const fee = resaleFee(price, feePercent);
  return { price, fee, net: price - fee };
}

/**
 * The campaign a ticket counts against for the resold-tickets limit: its pack or season when it
 * was bought in one, else its event (a single match is its own campaign).
 */
export function resaleCampaignKey(ticket: { campaignPackId: number | null; eventId: number }): string {
  return ticket.campaignPackId === null ? `event:${ticket.eventId}` : `pack:${ticket.campaignPackId}`;
}

/**
 * True when listing `adding` more tickets would pass the per-campaign limit, given the seller's
 * listings of that campaign that are on sale, pending or sold.
 */
export function exceedsResaleLimit(alreadyListed: number, adding: number, limit: number): boolean {
  return alreadyListed + adding > limit;
}

/** A ticket of the seller's order, as the whole-order rule needs it. */
export interface OrderTicketRef {
  ticketId: number;
  orderId: number;
  eventId: number;
}

/**
 * The tickets that go on sale (or come off sale) together with `ticket`: under whole_order_only
 * every ticket of the same order for the same event among `candidates`, otherwise the ticket alone.
 * The result is sorted and always contains `ticket`.
 */
export function resaleGroup(ticket: OrderTicketRef, policy: ResalePolicy, candidates: readonly OrderTicketRef[]): number[] {
  if (policy !== 'whole_order_only') return [ticket.ticketId];
  const ids = new Set(candidates.filter((c) => c.orderId === ticket.orderId && c.eventId === ticket.eventId).map((c) => c.ticketId));
  ids.add(ticket.ticketId);
  return [...ids].sort((a, b) => a - b);
}

/** Reads a resale policy stored as text; anything unknown is treated as forbidden (the safe side). */
export function parseResalePolicy(value: unknown): ResalePolicy {
  return RESALE_POLICIES.find((p) => p === value) ?? 'forbidden';
}

/** Reads the screen's filter from a query value; anything unknown shows everything. */
export function parseResaleFilter(value: unknown): ResaleFilter {
  return RESALE_FILTERS.find((f) => f === value) ?? 'all';
}

/**
 * Reads an asking price typed in euros ("25", "25.5", "25,50") as integer cents; null for text
 * that is not an amount with at most two decimals.
 */
export function priceInputToCents(text: string): number | null {
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match?.[1]) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** An IBAN as shown back to its owner: country, check digits and the last four characters. */
export function maskIban(iban: string): string {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  return compact.length <= 8 ? '••••' : `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
}
