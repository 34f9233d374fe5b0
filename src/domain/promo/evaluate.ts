import { percentOf, spreadProportionally } from './allocation.js';
import { eligibleLines, isWithinValidity } from './eligibility.js';
import type {
  CustomerPromoUsage,
  OrderLine,
  PromoCodeDiscount,
  PromoCodeError,
  PromoCodeRule,
  PromoErrorCode,
  PromoEvaluation,
  PromoEvaluationInput,
  TicketDiscount,
} from './types.js';

const NO_USAGE: CustomerPromoUsage = { promoCodeId: 0, uses: 0, usedEventIds: [] };

const lineKey = (line: Pick<OrderLine, 'kind' | 'ticketId'>) => `${line.kind}:${line.ticketId}`;

/**
 * Decides which of the requested codes apply to an order and what each takes off each ticket.
 *
 * Codes are examined in the order given (their rank). A code is refused with the first failing
 * check, in this order: it exists and is active; it was not already requested for this order
 * (PROMO_UNIQUE_USE_PER_ORDER: a code counts once per order); validity window; global usage limit;
 * this customer's usage limit; order gross total within [minimum, maximum]; pack, event, category
 * and product restrictions; one use per event per customer (lines of events already used are
 * dropped, the code is refused when none is left); cumulation.
 *
 * Cumulation: the first accepted code always stays. A later code is refused with
 * PROMO_NOT_CUMULABLE when it is not cumulable or when any code accepted before it is not
 * cumulable. A non-cumulable code alone is accepted. Refused codes never block others.
 *
 * Amounts: each accepted code works on what is left to pay on its lines after the codes ranked
 * before it. Percent codes take `remaining × rate` per line, rounded half up per line. Absolute
 * codes take `min(value, Σ remaining)` spread over the lines in proportion to what is left on
 * each, by largest remainder (see {@link spreadProportionally}), so the cents add up exactly.
 * A code flagged unique use per order discounts only the eligible line with the most left to pay.
 * No line ever goes below zero; an accepted code may end up taking 0.
 *
 * Pure: no clock, no I/O; `now` and the usage facts come from the caller.
 */
export function evaluatePromoCodes(input: PromoEvaluationInput): PromoEvaluation {
  const lines = input.order.lines;
  const grossTotal = lines.reduce((sum, line) => sum + line.grossAmount, 0);
  const remaining = new Map(lines.map((line) => [lineKey(line), Math.max(0, line.grossAmount)]));
  const usageByCode = new Map(input.usage.map((u) => [u.promoCodeId, u]));

  const seen = new Set<number>();
  const accepted: PromoCodeRule[] = [];
  const promoCodeDiscounts: PromoCodeDiscount[] = [];
  const promoCodeErrors: PromoCodeError[] = [];
  const seatTicketDiscounts: TicketDiscount[] = [];
  const ancillaryTicketDiscounts: TicketDiscount[] = [];

  for (const { promoCodeId, rule } of input.codes) {
    const refuse = (code: PromoErrorCode) => promoCodeErrors.push({ promoCodeId, code });
    if (rule === null || !rule.isActive) {
      refuse('PROMO_DOES_NOT_EXIST');
      continue;
    }
    if (seen.has(promoCodeId)) {
      refuse('PROMO_UNIQUE_USE_PER_ORDER');
      continue;
    }
    seen.add(promoCodeId);

    const usage = usageByCode.get(promoCodeId) ?? NO_USAGE;
    const targets = checkCode(rule, lines, grossTotal, usage, input.now);
    if (typeof targets === 'string') {
      refuse(targets);
      continue;
    }
    if (accepted.length > 0 && (!rule.canBeCumulated || accepted.some((a) => !a.canBeCumulated))) {
      refuse('PROMO_NOT_CUMULABLE');
      continue;
    }
    accepted.push(rule);

    const chosen = rule.uniqueUsePerOrder ? mostToPay(targets, remaining) : targets;
    const amounts = amountsFor(rule, chosen.map((line) => remaining.get(lineKey(line)) ?? 0));
    let total = 0;
    chosen.forEach((line, index) => {
      const amount = amounts[index] ?? 0;
      if (amount <= 0) return;
      remaining.set(lineKey(line), (remaining.get(lineKey(line)) ?? 0) - amount);
      total += amount;
      const discount = { ticketId: line.ticketId, promoCodeId, amount };
      (line.kind === 'seat' ? seatTicketDiscounts : ancillaryTicketDiscounts).push(discount);
    });
    promoCodeDiscounts.push({ promoCodeId, amount: total });
  }

  return { seatTicketDiscounts, ancillaryTicketDiscounts, promoCodeDiscounts, promoCodeErrors };
}

/** The code's own checks (everything but cumulation): the lines it may discount, or why not. */
function checkCode(
  rule: PromoCodeRule,
  lines: readonly OrderLine[],
  grossTotal: number,
  usage: CustomerPromoUsage,
  now: Date,
): OrderLine[] | PromoErrorCode {
  if (!isWithinValidity(rule, now)) return 'PROMO_OUTSIDE_VALIDITY';
  if (rule.usageLimit !== null && rule.usageCount >= rule.usageLimit) return 'PROMO_USAGE_LIMIT_REACHED';
  if (rule.perCustomerUsageLimit !== null && usage.uses >= rule.perCustomerUsageLimit) {
    return 'PROMO_INVALID_FOR_CUSTOMER';
  }
  if (rule.minimumOrderAmount !== null && grossTotal < rule.minimumOrderAmount) return 'PROMO_ORDER_AMOUNT_BELOW_MINIMUM';
  if (rule.maximumOrderAmount !== null && grossTotal > rule.maximumOrderAmount) return 'PROMO_ORDER_AMOUNT_ABOVE_MAXIMUM';
  const eligible = eligibleLines(rule, lines);
  if (!eligible.ok) return eligible.error;
  if (!rule.oneUsePerEventPerCustomer) return eligible.lines;
  const used = new Set(usage.usedEventIds);
  const fresh = eligible.lines.filter((line) => line.eventId === null || !used.has(line.eventId));
  return fresh.length > 0 ? fresh : 'PROMO_EVENT_LIMIT_PER_CUSTOMER_REACHED';
}

/** The single line with the most left to pay; ties go to seats, then to the earlier line. */
function mostToPay(lines: readonly OrderLine[], remaining: ReadonlyMap<string, number>): OrderLine[] {
  let best: OrderLine | undefined;
  let bestAmount = -1;
  for (const line of lines) {
    const amount = remaining.get(lineKey(line)) ?? 0;
    const better = amount > bestAmount || (amount === bestAmount && best?.kind === 'ancillary' && line.kind === 'seat');
    if (better) {
      best = line;
      bestAmount = amount;
    }
  }
  return best ? [best] : [];
}

function amountsFor(rule: PromoCodeRule, remaining: readonly number[]): number[] {
  if (rule.discountType === 'percent') return remaining.map((amount) => percentOf(amount, rule.discountValue));
  return spreadProportionally(rule.discountValue, remaining);
}
