import type { OrderLine, PromoCodeRule, PromoEvaluationInput, RequestedPromoCode } from '../../../src/domain/promo/index.js';

/** A permissive percent code; override what a test is about. */
export function rule(overrides: Partial<PromoCodeRule> & { id: number }): PromoCodeRule {
  return {
    name: `CODE${overrides.id}`,
    discountType: 'percent',
    discountValue: 1000,
    canBeCumulated: true,
    minimumOrderAmount: null,
    maximumOrderAmount: null,
    oneUsePerEventPerCustomer: false,
    perCustomerUsageLimit: null,
    usageLimit: null,
    usageCount: 0,
    validityStart: null,
    validityEnd: null,
    campaignPackId: null,
    categoryId: null,
    eventId: null,
    productId: null,
    uniqueUsePerOrder: false,
    isActive: true,
    ...overrides,
  };
}

export function seat(ticketId: number, grossAmount: number, fields: Partial<OrderLine> = {}): OrderLine {
  return { kind: 'seat', ticketId, grossAmount, eventId: 1, categoryId: 10, productId: 100, campaignPackId: null, ...fields };
}

export function ancillary(ticketId: number, grossAmount: number, fields: Partial<OrderLine> = {}): OrderLine {
  return { kind: 'ancillary', ticketId, grossAmount, eventId: 1, categoryId: null, productId: null, campaignPackId: null, ...fields };
}

export const NOW = new Date('2026-11-22T12:00:00.000Z');

export function input(
  codes: readonly (PromoCodeRule | RequestedPromoCode)[],
  lines: readonly OrderLine[],
  extra: Partial<Omit<PromoEvaluationInput, 'codes' | 'order'>> = {},
): PromoEvaluationInput {
  return {
    codes: codes.map((c) => ('rule' in c ? c : { promoCodeId: c.id, rule: c })),
    order: { lines },
    usage: extra.usage ?? [],
    now: extra.now ?? NOW,
  };
}
