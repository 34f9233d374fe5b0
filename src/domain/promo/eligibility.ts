import type { OrderLine, PromoCodeRule, PromoErrorCode } from './types.js';

type Restriction = {
  key: 'campaignPackId' | 'eventId' | 'categoryId' | 'productId';
  error: PromoErrorCode;
};

/**
 * Restrictions are narrowed in this order, so that the reported reason is the broadest one that
 * fails: a code for another pack says "wrong pack" even if its category also differs.
 */
const RESTRICTIONS: readonly Restriction[] = [
  { key: 'campaignPackId', error: 'PROMO_WRONG_PACK' },
  { key: 'eventId', error: 'PROMO_WRONG_EVENT' },
  { key: 'categoryId', error: 'PROMO_WRONG_CATEGORY' },
  { key: 'productId', error: 'PROMO_WRONG_PRODUCT' },
];

export type EligibilityResult =
  | { ok: true; lines: OrderLine[] }
  | { ok: false; error: PromoErrorCode };

/**
 * The lines a code may discount: those matching every restriction the code sets (a line without
 * the restricted attribute, such as an ancillary for a category code, never matches). Fails with
 * the first restriction that leaves no line.
 */
export function eligibleLines(
  rule: Pick<PromoCodeRule, 'campaignPackId' | 'eventId' | 'categoryId' | 'productId'>,
  lines: readonly OrderLine[],
): EligibilityResult {
  let remaining = [...lines];
  for (const { key, error } of RESTRICTIONS) {
    const wanted = rule[key];
    if (wanted === null) continue;
    remaining = remaining.filter((line) => line[key] === wanted);
    if (remaining.length === 0) return { ok: false, error };
  }
  return { ok: true, lines: remaining };
}

/** Whether `now` lies in [validityStart, validityEnd), compared at the millisecond. */
export function isWithinValidity(rule: Pick<PromoCodeRule, 'validityStart' | 'validityEnd'>, now: Date): boolean {
  const t = now.getTime();
  if (rule.validityStart !== null && t < Date.parse(rule.validityStart)) return false;
  if (rule.validityEnd !== null && t >= Date.parse(rule.validityEnd)) return false;
  return true;
}
