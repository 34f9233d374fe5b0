/**
 * Offers: what can be bought in a block, per category and product, and at what price (cents).
 * These are the shapes of spec section 3 as the API answers them (GraphQL cached offers,
 * `/api/block`); the seat map's worker computes block statistics from them.
 */

/** What every cached offer of an event's block says: which seats, how many are left, of how many. */
export interface BlockOfferPlaces {
  /** The event the offer is for (answers by arena list several events). */
  eventId?: number;
  blockId: number;
  categoryId: number;
  productId: number;
  seatTypeId: number | null;
  isOpenSeating: boolean;
  /** Places still free for this offer. */
  availability: number;
  capacity: number;
}

/** A direct-sale offer of an event: one (block, category, product) with its remaining places. */
export interface DirectSaleOffer extends BlockOfferPlaces {
  price: number;
}

/** Resale offers of one block and category as cached: every asked price. */
export interface CachedResaleOffer extends BlockOfferPlaces {
  allPrices: number[];
}

/** A pack offer: keyed by stand and block names because a pack spans several events. */
export interface PackOffer {
  /**
   * The block's id. The fan reads stand names in their language (map, block list) while the
   * offer names the stand in the catalogue's: the id is what ties the two, in every language.
   */
  blockId: number;
  categoryId: number;
  productId: number;
  standName: string;
  blockName: string;
  seatTypeIds: number[];
  isOpenSeating: boolean;
  availability: number;
  price: number;
  capacity: number;
}

/** The resale part of a `/api/block` answer: the seats a product resells, each with its price. */
export interface BlockResaleOffer {
  productId: number;
  price: number;
  seats: { seatId: number; price: number }[];
}

/** A seat as `/api/block` and GraphQL `blocks` answer it. */
export interface BlockSeat {
  id: number;
  available: boolean;
  price: number | null;
  category: { id: number };
  productIds: number[];
  mapIdentifier: string | null;
  row: number;
  column: number;
  rowName: string;
  seatNumber: string;
  externalId: string | null;
  tickets: { id: number; isValid: boolean }[];
}

/** The offer a cart ticket carries (spec: Offer in the cart). For packs blockId is "stand-block". */
export interface CartOffer {
  categoryId: number;
  productId: number;
  price: number;
  blockId: number | string;
  availability: number;
  isResale: boolean;
  isOpenSeating: boolean;
  seatIds: number[];
  isFromResale: boolean;
}
