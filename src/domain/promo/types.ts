/**
 * Shapes of the promo code engine. Everything is plain data so the engine runs the same on the
 * server (which decides) and anywhere else (tests, previews). Amounts are integer cents.
 */

/** Every reason a requested code is refused; the client translates `promo:errors.<CODE>`. */
export const PROMO_ERROR_CODES = [
  'PROMO_DOES_NOT_EXIST',
  'PROMO_NOT_CUMULABLE',
  'PROMO_OUTSIDE_VALIDITY',
  'PROMO_ORDER_AMOUNT_ABOVE_MAXIMUM',
  'PROMO_ORDER_AMOUNT_BELOW_MINIMUM',
  'PROMO_INVALID_FOR_CUSTOMER',
  'PROMO_USAGE_LIMIT_REACHED',
  'PROMO_WRONG_PACK',
  'PROMO_WRONG_CATEGORY',
  'PROMO_WRONG_EVENT',
  'PROMO_WRONG_PRODUCT',
  'PROMO_UNIQUE_USE_PER_ORDER',
  'PROMO_EVENT_LIMIT_PER_CUSTOMER_REACHED',
] as const;

export type PromoErrorCode = (typeof PROMO_ERROR_CODES)[number];

export type DiscountType = 'absolute' | 'percent';

/** 100 % expressed in basis points, the unit of percent codes' `discountValue`. */
export const FULL_PERCENT_BASIS_POINTS = 10_000;

/** What a promo code grants and when it applies, as stored. Null limits and restrictions mean "none". */
export interface PromoCodeTerms {
  id: number;
  name: string;
  discountType: DiscountType;
  /** Cents for absolute codes; basis points (1/100 of a percent) for percent codes. */
  discountValue: number;
  canBeCumulated: boolean;
  /** Inclusive bounds on the order's gross total (before any discount). */
  minimumOrderAmount: number | null;
  maximumOrderAmount: number | null;
  oneUsePerEventPerCustomer: boolean;
  perCustomerUsageLimit: number | null;
  usageLimit: number | null;
  /** ISO datetimes; the code is valid from `validityStart` included to `validityEnd` excluded. */
  validityStart: string | null;
  validityEnd: string | null;
  campaignPackId: number | null;
  categoryId: number | null;
  eventId: number | null;
  productId: number | null;
  /** The code discounts a single line of the order instead of every eligible line. */
  uniqueUsePerOrder: boolean;
}

/** A promo code as the engine needs it: its terms and where its uses stand. */
export interface PromoCodeRule extends PromoCodeTerms {
  /** Uses already taken by other orders: consumed ones plus live reservations. */
  usageCount: number;
  isActive: boolean;
}

/** One requested code, in rank order; `rule` is null when no code has that id. */
export interface RequestedPromoCode {
  promoCodeId: number;
  rule: PromoCodeRule | null;
}

export type OrderLineKind = 'seat' | 'ancillary';

/** A ticket of the order. Ancillaries have no category or product. */
export interface OrderLine {
  kind: OrderLineKind;
  ticketId: number;
  grossAmount: number;
  eventId: number | null;
  categoryId: number | null;
  productId: number | null;
  campaignPackId: number | null;
}

/** What this customer already used of one code, outside the order being evaluated. */
export interface CustomerPromoUsage {
  promoCodeId: number;
  /** Orders of this customer that used (or hold a live reservation of) the code. */
  uses: number;
  /** Event ids the customer already used the code for. */
  usedEventIds: readonly number[];
}

export interface PromoEvaluationInput {
  codes: readonly RequestedPromoCode[];
  order: { lines: readonly OrderLine[] };
  usage: readonly CustomerPromoUsage[];
  now: Date;
}

export interface TicketDiscount {
  ticketId: number;
  promoCodeId: number;
  amount: number;
}

export interface PromoCodeDiscount {
  promoCodeId: number;
  amount: number;
}

export interface PromoCodeError {
  promoCodeId: number;
  code: PromoErrorCode;
}

export interface PromoEvaluation {
  seatTicketDiscounts: TicketDiscount[];
  ancillaryTicketDiscounts: TicketDiscount[];
  /** Accepted codes in rank order, each with the total it takes off (possibly 0). */
  promoCodeDiscounts: PromoCodeDiscount[];
  promoCodeErrors: PromoCodeError[];
}
