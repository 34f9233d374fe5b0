/**
 * Prices and totals of an order, in integer cents. The server computes every price from its
 * tariffs; whatever price a client sends is ignored.
 */
import { sumCents } from './money.js';

/** A tariff as pricing needs it: block null means every block of the category. */
export interface TariffLike {
  categoryId: number;
  productId: number;
  blockId: number | null;
  price: number;
  /** Reserved to this population's members; null or absent: for everyone. */
  populationId?: number | null;
}

/**
 * The price of a product in a category for a block: a tariff for that very block beats the
 * category-wide one. Null when the product is not sold there.
 */
export function priceFor(
  tariffs: readonly TariffLike[],
  key: { categoryId: number; productId: number; blockId: number },
): number | null {
  let categoryWide: number | null = null;
  for (const tariff of tariffs) {
    if (tariff.categoryId !== key.categoryId || tariff.productId !== key.productId) continue;
    if (tariff.blockId === key.blockId) return tariff.price;
    if (tariff.blockId === null && categoryWide === null) categoryWide = tariff.price;
  }
  return categoryWide;
}

/** Product ids sold for a seat of `categoryId` in `blockId`, each with its effective price. */
export function productsFor(
  tariffs: readonly TariffLike[],
  categoryId: number,
  blockId: number,
): { productId: number; price: number }[] {
  const productIds = new Set<number>();
  for (const t of tariffs) {
    if (t.categoryId === categoryId && (t.blockId === null || t.blockId === blockId)) productIds.add(t.productId);
  }
  return [...productIds]
    .sort((a, b) => a - b)
    .map((productId) => ({ productId, price: priceFor(tariffs, { categoryId, productId, blockId }) ?? 0 }));
}

/**
 * Splits a pack price over its events so the parts add up exactly: the first `price % parts`
 * tickets carry one extra cent.
 */
export function splitPackPrice(price: number, parts: number): number[] {
  if (!Number.isInteger(parts) || parts <= 0) throw new RangeError(`parts must be a positive integer, got ${parts}`);
  sumCents([price]);
  const base = Math.floor(price / parts);
  const remainder = price - base * parts;
  return Array.from({ length: parts }, (_, i) => base + (i < remainder ? 1 : 0));
}

export interface AmountLine {
  grossAmount: number;
  /** Signed: a reduction is negative, so a line's total is gross plus discount. */
  discountAmount: number;
}

export interface OrderTotals {
  grossAmount: number;
  discountAmount: number;
  /** Gross plus discount, never below zero. */
  totalAmount: number;
}

/** Sums gross and discount over every line; the total is gross plus (negative) discount. */
export function orderTotals(lines: Iterable<AmountLine>): OrderTotals {
  const all = [...lines];
  const grossAmount = sumCents(all.map((l) => l.grossAmount));
  const discountAmount = sumCents(all.map((l) => l.discountAmount));
  return { grossAmount, discountAmount, totalAmount: Math.max(0, grossAmount + discountAmount) };
}

/** What the customer pays for an order: gross plus its (negative) discount, never below zero. */
export function amountToPay(order: { grossAmount: number; discountAmount: number }): number {
  return Math.max(0, order.grossAmount + order.discountAmount);
}

/** When a hold taken at `now` expires, as an ISO UTC string. */
export function holdExpiry(now: Date, expirySeconds: number): string {
  if (!Number.isFinite(expirySeconds) || expirySeconds <= 0) throw new RangeError('expiry must be positive');
  return new Date(now.getTime() + Math.round(expirySeconds * 1000)).toISOString();
}

/** True when a hold with this expiry no longer holds anything at `now`. */
export function isHoldExpired(expiryDatetime: string, now: Date): boolean {
  return Date.parse(expiryDatetime) <= now.getTime();
}
