/**
 * Whether a customer may buy now, from a channel configuration (event or pack). The server calls
 * this before holding seats; the client may call it to grey out a buy button, but never decides.
 */

export interface PurchaseWindow {
  /** Early-bird customers may buy from here until openingDatetime; null: no priority sale. */
  earlyBirdOpeningDatetime: string | null;
  openingDatetime: string;
  closingDatetime: string;
}

/** Why an item cannot be bought now; each code has its text where a refused booking is shown. */
export const PURCHASE_REFUSALS = ['EVENT_ARCHIVED', 'EVENT_PAST', 'SALE_NOT_OPEN', 'SALE_CLOSED', 'EARLY_BIRD_ONLY'] as const;

export type PurchaseRefusal = (typeof PURCHASE_REFUSALS)[number];

export interface PurchaseWindowInput {
  now: Date;
  window: PurchaseWindow;
  isEarlyBird: boolean;
  /** Archived events (or any archived event of a pack) cannot be bought. */
  isArchived?: boolean;
  /** The event start (for packs: the last event's start); nothing is sold once it has begun. */
  startDatetime?: string | null;
}

/**
 * The reason a purchase is refused at `now`, or null when it is allowed. Early birds may buy in
 * [earlyBirdOpening, opening); everyone in [opening, closing).
 */
export function purchaseRefusal(input: PurchaseWindowInput): PurchaseRefusal | null {
  const now = input.now.getTime();
  if (input.isArchived) return 'EVENT_ARCHIVED';
  if (input.startDatetime && Date.parse(input.startDatetime) <= now) return 'EVENT_PAST';
  const { earlyBirdOpeningDatetime, openingDatetime, closingDatetime } = input.window;
  if (now >= Date.parse(closingDatetime)) return 'SALE_CLOSED';
  if (now >= Date.parse(openingDatetime)) return null;
  if (earlyBirdOpeningDatetime && now >= Date.parse(earlyBirdOpeningDatetime)) {
    return input.isEarlyBird ? null : 'EARLY_BIRD_ONLY';
  }
  return 'SALE_NOT_OPEN';
}
