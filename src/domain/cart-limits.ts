/**
 * How many tickets one cart (one on-hold order) may hold. A "cart ticket" is one chosen seat: a
 * single-event seat ticket, or one pack seat (which becomes one ticket per event of the pack).
 */

/** The limits' refusal codes; each answer carries its `limit`, which a refused booking shows. */
export const CART_LIMIT_CODES = ['CART_MAX_TICKETS', 'EVENT_MAX_TICKETS', 'PACK_MAX_PACKS', 'BLOCK_AVAILABILITY_EXCEEDED'] as const;

export type CartLimitRefusal =
  | { code: Exclude<(typeof CART_LIMIT_CODES)[number], 'BLOCK_AVAILABILITY_EXCEEDED'>; limit: number }
  | { code: 'BLOCK_AVAILABILITY_EXCEEDED'; limit: number; blockId: number };

export interface CartLimitInput {
  kind: 'event' | 'pack';
  /** The site setting (default 99). */
  siteMaxTicketsInCart: number;
  /** The arena's own cap, when it has one. */
  arenaMaxTicketsInCart?: number | null;
  /** maxIndividualSeatTicketsInCart (event channel) or maxCampaignPacksInCart (pack channel). */
  channelMax: number;
  /** Cart tickets already in the order, whatever the event or pack. */
  existingCartTickets: number;
  /** Cart tickets already in the order for this event, or packs of this pack. */
  existingForChannel: number;
  /** Requested cart tickets per block id. */
  requestedPerBlock: ReadonlyMap<number, number>;
  /**
   * Seats still free per block id (for packs: free for every event of the pack). The server
   * omits it: it holds distinct seats each proven free, which cannot exceed a block's free seats,
   * and counting a 10,000-seat block on every hold would cost more than the hold itself.
   */
  availablePerBlock?: ReadonlyMap<number, number>;
}

/** The effective site-wide cap: the site setting, narrowed by the arena's when smaller. */
export function siteCartCap(siteMax: number, arenaMax?: number | null): number {
  const caps = [siteMax, arenaMax].filter((v): v is number => typeof v === 'number' && v > 0);
  return caps.length === 0 ? 99 : Math.min(...caps);
}

/** The first limit the request breaks, or null when it fits. */
export function cartLimitRefusal(input: CartLimitInput): CartLimitRefusal | null {
  let requested = 0;
  for (const count of input.requestedPerBlock.values()) requested += count;
  const siteCap = siteCartCap(input.siteMaxTicketsInCart, input.arenaMaxTicketsInCart);
  if (input.existingCartTickets + requested > siteCap) return { code: 'CART_MAX_TICKETS', limit: siteCap };
  if (input.existingForChannel + requested > input.channelMax) {
    return { code: input.kind === 'event' ? 'EVENT_MAX_TICKETS' : 'PACK_MAX_PACKS', limit: input.channelMax };
  }
  for (const [blockId, count] of input.availablePerBlock ? input.requestedPerBlock : []) {
    const available = input.availablePerBlock?.get(blockId) ?? 0;
    if (count > available) return { code: 'BLOCK_AVAILABILITY_EXCEEDED', limit: available, blockId };
  }
  return null;
}

/**
 * How many tickets the fan may still choose in a block: the smallest of the site cap, the channel
 * cap and the block's free seats, minus what the cart already holds. Never negative.
 */
export function maxSelectableTickets(input: Omit<CartLimitInput, 'requestedPerBlock' | 'availablePerBlock'> & { blockAvailable: number }): number {
  const siteCap = siteCartCap(input.siteMaxTicketsInCart, input.arenaMaxTicketsInCart);
  const left = Math.min(siteCap - input.existingCartTickets, input.channelMax - input.existingForChannel, input.blockAvailable);
  return Math.max(0, left);
}
