export * from './types.js';
export { evaluatePromoCodes } from './evaluate.js';
export { eligibleLines, isWithinValidity } from './eligibility.js';
export { percentOf, spreadProportionally } from './allocation.js';
