/**
 * Rules around the cart: validity before submission, the ticket count cap, holder defaults and
 * required holder fields.
 */
import { maxSelectableTickets } from '../cart-limits.js';
import type { Cart, CartTicketType, HolderInfo } from './types.js';
import { HOLDER_FIELDS, holderRules, isMandatory, validateHolder } from '../holder/holder-fields.js';
import type { HolderErrors, HolderFieldRequirement, HolderRules } from '../holder/holder-fields.js';

export type TicketProblem = 'MISSING_BLOCK' | 'MISSING_SEAT' | 'MISSING_OFFER' | 'SEAT_NOT_IN_OFFER' | 'DUPLICATE_SEAT';

/** What is wrong with each ticket; an empty list means the ticket is fine. */
export function ticketProblems(cart: Cart): { index: number; problem: TicketProblem }[] {
  const problems: { index: number; problem: TicketProblem }[] = [];
  const seen = new Set<number>();
  cart.tickets.forEach((ticket, index) => {
    if (ticket.block === null) problems.push({ index, problem: 'MISSING_BLOCK' });
    if (ticket.seat === null) problems.push({ index, problem: 'MISSING_SEAT' });
    if (ticket.offer === null) problems.push({ index, problem: 'MISSING_OFFER' });
    if (ticket.seat !== null && ticket.offer !== null && !ticket.offer.seatIds.includes(ticket.seat.id)) {
      problems.push({ index, problem: 'SEAT_NOT_IN_OFFER' });
    }
    if (ticket.seat !== null) {
      if (seen.has(ticket.seat.id)) problems.push({ index, problem: 'DUPLICATE_SEAT' });
      seen.add(ticket.seat.id);
    }
  });
  return problems;
}

/** A cart may be submitted when it has tickets and none of them has a problem. */
export function isCartValid(cart: Cart): boolean {
  return cart.tickets.length > 0 && ticketProblems(cart).length === 0;
}

export interface TicketCapInput {
  kind: 'event' | 'pack';
  siteMaxTicketsInCart: number;
  arenaMaxTicketsInCart?: number | null;
  /** maxIndividualSeatTicketsInCart or maxCampaignPacksInCart of the website channel. */
  channelMax: number;
  /** Cart tickets the on-hold order already holds (all items, and for this item). */
  existingCartTickets?: number;
  existingForChannel?: number;
  /** Free places of the chosen block; absent before a block is chosen. */
  blockAvailable?: number | null;
}

/** The largest ticket count the fan may choose now (spec section 9). */
export function ticketCountCap(input: TicketCapInput): number {
  return maxSelectableTickets({
    kind: input.kind,
    siteMaxTicketsInCart: input.siteMaxTicketsInCart,
    arenaMaxTicketsInCart: input.arenaMaxTicketsInCart ?? null,
    channelMax: input.channelMax,
    existingCartTickets: input.existingCartTickets ?? 0,
    existingForChannel: input.existingForChannel ?? 0,
    blockAvailable: input.blockAvailable ?? Number.POSITIVE_INFINITY,
  });
}

/** The signed-in customer's fields the holder defaults read. */
export interface HolderSource {
  gender?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
  streetAddress?: string | null;
  postalCode?: string | null;
  cityName?: string | null;
  country?: string | null;
  phoneNumber?: string | null;
  dateOfBirth?: string | null;
}

const ADDRESS_FIELDS = ['streetAddress', 'postalCode', 'cityName', 'country'] as const;
const PERSON_FIELDS = ['firstName', 'lastName', 'email', 'phoneNumber', 'dateOfBirth'] as const;

const asGender = (g: string | null | undefined): HolderInfo['gender'] => (g === 'female' || g === 'male' ? g : 'unknown');

/**
 * Fills empty holder fields: the first ticket from the signed-in customer, the address of every
 * ticket from the customer's address. Fields the fan already typed are never overwritten.
 */
export function applyHolderDefaults(cart: Cart, customer: HolderSource | null): Cart {
  if (!customer) return cart;
  const tickets = cart.tickets.map((ticket, index) => {
    const holder = { ...ticket.holderInfo };
    const fields: readonly (keyof HolderSource)[] = index === 0 ? [...ADDRESS_FIELDS, ...PERSON_FIELDS] : ADDRESS_FIELDS;
    for (const field of fields) {
      const value = customer[field];
      const key = field as Exclude<keyof HolderInfo, 'gender'>;
      if (holder[key] === '' && typeof value === 'string') holder[key] = value;
    }
    if (index === 0 && holder.gender === 'unknown') holder.gender = asGender(customer.gender);
    return { ...ticket, holderInfo: holder };
  });
  return { ...cart, tickets };
}

/** Snake-case field names of the site configuration mapped to holder fields. */
const FIELD_NAMES: Record<string, keyof HolderInfo> = {
  first_name: 'firstName', last_name: 'lastName', email: 'email', street_address: 'streetAddress', postal_code: 'postalCode',
  city_name: 'cityName', country: 'country', phone_number: 'phoneNumber', date_of_birth: 'dateOfBirth', gender: 'gender',
};

/**
 * The holder fields required for this kind of ticket: subscribers (season) or holders. The
 * config lists' order is kept; `holderFieldRequirements` may make a field mandatory or optional.
 */
export function requiredHolderFields(
  type: CartTicketType | null,
  config: { requiredHolderFields: readonly string[]; requiredSubscriberFields: readonly string[]; holderFieldRequirements?: Readonly<Record<string, HolderFieldRequirement>> },
): (keyof HolderInfo)[] {
  const names = type === 'season' ? config.requiredSubscriberFields : config.requiredHolderFields;
  const listed = [...new Set(names.flatMap((n) => (FIELD_NAMES[n] ? [FIELD_NAMES[n]] : [])))];
  const rules = holderRules({ ...config, holderFieldRequirements: config.holderFieldRequirements ?? {} }, type === 'season' ? 'subscriber' : 'holder');
  return [...listed, ...HOLDER_FIELDS.filter((f) => !listed.includes(f))].filter((f) => isMandatory(rules[f]));
}

/**
 * One code per holder field that the server would refuse: a required field left empty, or a given
 * one in a wrong format (an e-mail, a birth date). `today` is yyyy-mm-dd.
 */
export function holderFieldErrors(holder: HolderInfo, required: readonly (keyof HolderInfo)[], today: string): HolderErrors {
  const rules = Object.fromEntries(HOLDER_FIELDS.map((f) => [f, required.includes(f) ? 'mandatory_without_change' : 'optional'])) as HolderRules;
  return validateHolder(holder, rules, today);
}

/** Required fields left empty (gender 'unknown' counts as empty when gender is required). */
export function missingHolderFields(holder: HolderInfo, required: readonly (keyof HolderInfo)[]): (keyof HolderInfo)[] {
  return required.filter((field) => (field === 'gender' ? holder.gender === 'unknown' : holder[field].trim() === ''));
}
