/** Booking calls: catalogue item with its arena, offers, block seats, orders, extras and promo codes. */
import { HTTPError } from 'ky';
import type { EventSummary, PackSummary } from '../../domain/catalog.js';
import type { CartSummary } from '../../domain/cart-summary.js';
import type { BlockResaleOffer, BlockSeat, CachedResaleOffer, DirectSaleOffer } from '../../domain/offers.js';
import type { PromoCodeDiscount, PromoCodeError, PromoEvaluation } from '../../domain/promo/types.js';
import type { OrderView } from '../../domain/ticket-groups.js';
import type { Cart } from '../../domain/cart/index.js';
import { classifySubmitFailure, createOrderPayload } from '../../domain/cart/index.js';
import type { SubmitFailure } from '../../domain/cart/index.js';
import { ApiError, callWithDetails, isNetworkFailure, toApiError } from '../../lib/api-error.js';
import { graphqlRequest } from '../../lib/graphql.js';
import { http } from '../../lib/http.js';

/** The pack offers query lives with the seat picker, which prices pack seats on the map too. */
export { fetchPackOffers } from '../seat-picker/api.js';

export interface ArenaView {
  id: number;
  websiteMaxTicketsInCart: number;
  stands: { id: number; name: string; blocks: { id: number; name: string; isOpenSeating: boolean }[] }[];
  categories: { id: number; name: string }[];
  products: { id: number; name: string; description: string | null; isResale: boolean; requiresProof: boolean }[];
}

export type EventDetail = EventSummary & { arena: ArenaView };
export type PackDetail = PackSummary & { arena: ArenaView };

const ARENA = 'arena { id websiteMaxTicketsInCart stands { id name blocks { id name isOpenSeating } } categories { id name } products { id name description isResale requiresProof } }';
const CHANNEL = 'saleChannel { id } earlyBirdOpeningDatetime openingDatetime closingDatetime';

const EVENT_QUERY = /* GraphQL */ `
  query BookingEvent($ids: [ID!]!) {
    events(eventIds: $ids) {
      id name description startDatetime isArchived imageUrl arenaId saleState availableSeats minimumPrice
      homeTeam { displayName logoUrl } opponent { displayName logoUrl } competition { id name description } partner { name logoUrl }
      channelConfigurations { ${CHANNEL} maxIndividualSeatTicketsInCart }
      ${ARENA}
    }
  }
`;

const PACK_QUERY = /* GraphQL */ `
  query BookingPack($id: ID!) {
    campaignPack(campaignId: $id) {
      id name type description imageUrl arenaId saleState minimumPrice
      breakdowns { id name startDatetime }
      channelConfigurations { ${CHANNEL} maxCampaignPacksInCart }
      ${ARENA}
    }
  }
`;

const EVENT_OFFERS = /* GraphQL */ `
  query BookingEventOffers($eventId: ID!, $saleChannelId: ID!) {
    cachedIndividualEventOffers(eventId: $eventId, saleChannelId: $saleChannelId) {
      directSaleOffers { blockId categoryId productId seatTypeId isOpenSeating availability capacity price }
      resaleOffers { blockId categoryId productId seatTypeId isOpenSeating availability capacity allPrices }
    }
  }
`;

export async function fetchEvent(id: number): Promise<EventDetail> {
  const data = await graphqlRequest<{ events: EventDetail[] }>(EVENT_QUERY, { ids: [String(id)] });
  const event = data.events[0];
  if (!event) throw new ApiError('NOT_FOUND', 404, 'event not found');
  return event;
}

export async function fetchPack(id: number): Promise<PackDetail> {
  const data = await graphqlRequest<{ campaignPack: PackDetail | null }>(PACK_QUERY, { id: String(id) });
  if (!data.campaignPack) throw new ApiError('NOT_FOUND', 404, 'pack not found');
  return data.campaignPack;
}

const RATE_NAMES = 'arena { products { id name } }';
const EVENT_RATE_NAMES_QUERY = /* GraphQL */ `query EventRateNames($ids: [ID!]!) { events(eventIds: $ids) { ${RATE_NAMES} } }`;
const PACK_RATE_NAMES_QUERY = /* GraphQL */ `query PackRateNames($id: ID!) { campaignPack(campaignId: $id) { ${RATE_NAMES} } }`;

type RateNamesAnswer = { arena: { products: { id: number; name: string }[] } };

/** The names of an event's or a pack's rates (its arena's products) by product id: only those, not the whole item. */
export async function fetchRateNames(kind: 'event' | 'pack', id: number): Promise<Map<number, string>> {
  const item = kind === 'event'
    ? (await graphqlRequest<{ events: RateNamesAnswer[] }>(EVENT_RATE_NAMES_QUERY, { ids: [String(id)] })).events[0]
    : (await graphqlRequest<{ campaignPack: RateNamesAnswer | null }>(PACK_RATE_NAMES_QUERY, { id: String(id) })).campaignPack;
  return new Map((item?.arena.products ?? []).map((product) => [product.id, product.name]));
}

export async function fetchEventOffers(eventId: number, saleChannelId: number): Promise<{ direct: DirectSaleOffer[]; resale: CachedResaleOffer[] }> {
  const data = await graphqlRequest<{ cachedIndividualEventOffers: { directSaleOffers: DirectSaleOffer[]; resaleOffers: CachedResaleOffer[] } }>(
    EVENT_OFFERS, { eventId: String(eventId), saleChannelId: String(saleChannelId) });
  return { direct: data.cachedIndividualEventOffers.directSaleOffers, resale: data.cachedIndividualEventOffers.resaleOffers };
}

async function post<T>(path: string, json: unknown): Promise<T> {
  try {
    return await http.post(path, { json }).json<T>();
  } catch (error) {
    throw await toApiError(error);
  }
}

/** `POST /api/block`: the seats and resale offers of a block (by id for events, by names for packs). */
export function fetchBlockSeats(query: { eventId?: number; packId?: number; blockId?: number; standName?: string; blockName?: string }): Promise<{ seats: BlockSeat[]; resaleOffers: BlockResaleOffer[] }> {
  return post('/api/block', query);
}

export type SubmitResult = { ok: true; order: OrderView } | { ok: false; failure: SubmitFailure };

/** Creates the order from the cart (or adds the tickets to its order); never throws. */
export async function submitCart(cart: Cart): Promise<SubmitResult> {
  const path = cart.orderId === null ? '/api/order/create-order-with-tickets' : '/api/add-tickets';
  try {
    const answer = await http.post(path, { json: createOrderPayload(cart) }).json<{ order: OrderView | null }>();
    if (answer.order) return { ok: true, order: answer.order };
    return { ok: false, failure: classifySubmitFailure(answer) };
  } catch (error) {
    if (isNetworkFailure(error)) return { ok: false, failure: { code: 'UNKNOWN', network: true } };
    let body: unknown = null;
    if (error instanceof HTTPError) body = await error.response.clone().json().catch(() => null);
    return { ok: false, failure: classifySubmitFailure(body) };
  }
}

/** `POST /api/order/fetch-order` for one on-hold order; null when it no longer exists. */
export async function fetchOnholdOrder(orderId: number): Promise<OrderView | null> {
  const answer = await post<{ orders: OrderView[] }>('/api/order/fetch-order', { orderIds: [orderId], allowedStatus: ['onhold'], hideOrdersWithInProgressTransaction: false });
  return answer.orders[0] ?? null;
}

export async function updateTicketsOnOrder(input: { orderId: number; ticketIds: number[]; ticketAncillaryIds: number[] }): Promise<{ orderId: number | null }> {
  const answer = await post<{ orderId?: number | null }>('/api/order/update-tickets-on-order', input);
  return { orderId: answer.orderId ?? null };
}

export async function fetchCartSummary(): Promise<CartSummary> {
  try {
    return await http.get('/api/cart').json<CartSummary>();
  } catch (error) {
    throw await toApiError(error);
  }
}

/** `POST /api/order/abandon`; a refusal carries its details (the order's status when it is not on hold). */
export async function abandonOrder(orderId: number): Promise<void> {
  await callWithDetails(() => http.post('/api/order/abandon', { json: { orderId } }).json());
}

export interface OptionView {
  id: number;
  name: string;
  type: 'plastic_card' | 'parking' | 'ticket_withdrawal';
  description: string | null;
  netPrice: number;
}

export async function fetchOptions(): Promise<OptionView[]> {
  try {
    return (await http.get('/api/options').json<{ options: OptionView[] }>()).options;
  } catch (error) {
    throw await toApiError(error);
  }
}

export interface PromoCodeView {
  id: number;
  name: string;
  description: string | null;
}

/** Looks a code up by name; an unknown name is PROMO_DOES_NOT_EXISTS. */
export async function fetchPromoCodeByName(name: string): Promise<PromoCodeView> {
  const answer = await post<{ promoCodes: PromoCodeView[] }>('/api/promo-codes/fetch-promo-codes', { names: [name] });
  const code = answer.promoCodes[0];
  if (!code) throw new ApiError('PROMO_DOES_NOT_EXISTS', 404, 'promo code not found');
  return code;
}

export async function fetchOrderPromoCodes(orderId: number): Promise<PromoCodeView[]> {
  return (await post<{ promoCodes: PromoCodeView[] }>('/api/promo-codes/fetch-promo-codes', { orderId })).promoCodes;
}

export function evaluatePromoCodes(orderId: number, promoCodeIds: number[]): Promise<PromoEvaluation> {
  return post('/api/proxy/promo-code/evaluate', { orderId, promoCodeIds });
}

export type { PromoCodeDiscount, PromoCodeError };
