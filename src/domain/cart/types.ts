/**
 * The booking cart as the client keeps it (spec: Cart, Cart ticket, Holder info). Amounts are
 * integer cents. Block seats are never stored in the cart: they live with the loaded arena.
 */
import type { CartOffer } from '../offers.js';

export type CartTicketType = 'event' | 'pack' | 'season';

export type Gender = 'female' | 'male' | 'unknown';

export interface HolderInfo {
  gender: Gender;
  firstName: string;
  lastName: string;
  email: string;
  streetAddress: string;
  postalCode: string;
  cityName: string;
  country: string;
  phoneNumber: string;
  dateOfBirth: string;
}

/** Where a ticket's seat is: for packs the block is matched by stand and block names. */
export interface CartBlock {
  id: number;
  name: string;
  standName: string;
  isOpenSeating: boolean;
}

export interface CartSeat {
  id: number;
  rowName: string;
  seatNumber: string;
  categoryId: number;
}

export interface CartTicket {
  seat: CartSeat | null;
  block: CartBlock | null;
  offer: CartOffer | null;
  holderInfo: HolderInfo;
}

export interface CartItemRef {
  id: number;
  name: string;
}

export interface TicketWithdrawal {
  name: string;
  value: number;
}

export interface Cart {
  ticketType: CartTicketType | null;
  tickets: CartTicket[];
  /** Extra ids chosen on the options screen (plastic card). */
  options: number[];
  event: CartItemRef | null;
  pack: CartItemRef | null;
  ticketWithdrawal: TicketWithdrawal;
  /** The parking extra id, or null for none. */
  parking: number | null;
  selectedTicketIndex: number;
  lastTicketIndexSelected: number;
  orderId: number | null;
  expiryDatetime: string | null;
  /**
   * Seats the cart's order already holds for the cart's event or pack (as last submitted). They
   * show as the fan's own on the map, not as taken, and a resubmission may keep or release them.
   */
  heldSeatIds: number[];
}

/** A seat of the loaded block with what the seat list needs (from `/api/block`). */
export interface PickableSeat {
  id: number;
  available: boolean;
  categoryId: number;
  productIds: number[];
  rowName: string;
  seatNumber: string;
}

/** An offer of the loaded block: direct sale (event or pack) or a resale offer. */
export interface BlockOffer {
  categoryId: number;
  productId: number;
  price: number;
  /** The event block id, or "stand-block" for packs. */
  blockId: number | string;
  availability: number;
  isOpenSeating: boolean;
  isResale: boolean;
  /** Resale offers list the seats they resell; direct offers leave it empty. */
  resaleSeatIds: number[];
  /** The rate needs proof of eligibility at the gate: the fan chooses it, never the shop. */
  needsProof?: boolean;
}

/** The block the fan is choosing seats in, with its seats and offers. */
export interface LoadedBlock {
  block: CartBlock;
  seats: PickableSeat[];
  offers: BlockOffer[];
}

export type ResaleFilter = 'all' | 'standard' | 'resale';
