export { applyPromoCodesToOrder, reapplyOrderPromoCodes } from './apply-promo-codes.js';
export { consumePromoCodeUses } from './consume-promo-code-uses.js';
export { fetchPromoCodes, PROMO_DOES_NOT_EXISTS } from './fetch-promo-codes.js';
export { seedDemoPromoCodes } from './demo-promo-codes.js';
