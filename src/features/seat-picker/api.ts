/** Seat picker calls: geometry (versioned, cacheable), live status, offers and a block's resale seats. */
import type { BlockResaleOffer, CachedResaleOffer, DirectSaleOffer, PackOffer } from '../../domain/offers.js';
import { toApiError } from '../../lib/api-error.js';
import { graphqlRequest } from '../../lib/graphql.js';
import { http } from '../../lib/http.js';

async function bytes(path: string): Promise<Uint8Array> {
  try {
    return new Uint8Array(await http.get(path).arrayBuffer());
  } catch (error) {
    throw await toApiError(error);
  }
}

/** `GET /api/arenas/:id/geometry`: the encoded geometry payload. */
export function fetchGeometryPayload(arenaId: number): Promise<Uint8Array> {
  return bytes(`/api/arenas/${arenaId}/geometry`);
}

/** A seat status snapshot and the version it is at (the change feed continues from there). */
export interface StatusSnapshot {
  status: Uint8Array;
  etag: string | null;
  version: string | null;
}

/**
 * `GET /api/events/:id/seat-status` revalidated with the last ETag: null when nothing changed
 * (304). Bypasses the HTTP cache so a 304 reaches us instead of a silent cached copy.
 */
export async function fetchSeatStatusIfChanged(eventId: number, etag: string | null): Promise<StatusSnapshot | null> {
  try {
    const response = await http.get(`/api/events/${eventId}/seat-status`, {
      cache: 'no-store',
      throwHttpErrors: false,
      headers: etag ? { 'if-none-match': etag } : {},
    });
    if (response.status === 304) return null;
    if (!response.ok) throw await toApiError(new Error(`seat status ${response.status}`));
    return { status: new Uint8Array(await response.arrayBuffer()), etag: response.headers.get('etag'), version: response.headers.get('x-status-version') };
  } catch (error) {
    throw await toApiError(error);
  }
}

/** What changed since a version: flat seat index / status code pairs, or "reset" (load a snapshot). */
export type StatusChanges = { version: string; changes: number[] } | { version: string; reset: true };

export function statusChangesUrl(eventId: number, since: string): string {
  return `/api/events/${eventId}/seat-status/changes?since=${encodeURIComponent(since)}`;
}

/** `GET /api/events/:id/seat-status/changes` once, in JSON: the fallback when no stream gets through. */
export async function fetchStatusChanges(eventId: number, since: string): Promise<StatusChanges> {
  try {
    return await http.get(statusChangesUrl(eventId, since), { cache: 'no-store' }).json<StatusChanges>();
  } catch (error) {
    throw await toApiError(error);
  }
}

const OFFERS_QUERY = /* GraphQL */ `
  query SeatPickerOffers($eventId: ID!, $saleChannelId: ID!) {
    cachedIndividualEventOffers(eventId: $eventId, saleChannelId: $saleChannelId) {
      directSaleOffers { blockId categoryId productId seatTypeId isOpenSeating availability capacity price }
      resaleOffers { blockId categoryId productId seatTypeId isOpenSeating availability capacity allPrices }
    }
  }
`;

/** GraphQL `cachedIndividualEventOffers` for the website channel. */
export async function fetchEventOffers(eventId: number, saleChannelId: number): Promise<{ direct: DirectSaleOffer[]; resale: CachedResaleOffer[] }> {
  const data = await graphqlRequest<{ cachedIndividualEventOffers: { directSaleOffers: DirectSaleOffer[]; resaleOffers: CachedResaleOffer[] } }>(OFFERS_QUERY, {
    eventId: String(eventId),
    saleChannelId: String(saleChannelId),
  });
  return { direct: data.cachedIndividualEventOffers.directSaleOffers, resale: data.cachedIndividualEventOffers.resaleOffers };
}

const PACK_OFFERS = /* GraphQL */ `
  query PackOffers($packId: ID!, $saleChannelId: ID!) {
    cachedPackOffers(campaignPackId: $packId, saleChannelId: $saleChannelId) {
      offers { blockId categoryId productId blockName standName seatTypeIds isOpenSeating availability price capacity }
    }
  }
`;

/** GraphQL `cachedPackOffers`: a pack's offers, keyed by stand and block names. */
export async function fetchPackOffers(packId: number, saleChannelId: number): Promise<PackOffer[]> {
  const data = await graphqlRequest<{ cachedPackOffers: { offers: PackOffer[] } }>(PACK_OFFERS, { packId: String(packId), saleChannelId: String(saleChannelId) });
  return data.cachedPackOffers.offers;
}

/** A block's resale as the signed-in fan sees it: the offers, and the fan's own listings (never offered to them). */
export interface BlockResale {
  offers: BlockResaleOffer[];
  ownListingSeatIds: number[];
}

/** `POST /api/block`: the resale offers (seat by seat) of one block, and which of its seats the fan listed. */
export async function fetchBlockResale(eventId: number, blockId: number): Promise<BlockResale> {
  try {
    const answer = await http.post('/api/block', { json: { eventId, blockId } }).json<{ resaleOffers?: BlockResaleOffer[]; ownListingSeatIds?: number[] }>();
    return { offers: answer.resaleOffers ?? [], ownListingSeatIds: answer.ownListingSeatIds ?? [] };
  } catch (error) {
    throw await toApiError(error);
  }
}
