/** The booking cart: pure state machine and rules (no DOM). */
export * from './types.js';
export * from './cart-machine.js';
export * from './offer-choice.js';
export * from './cart-rules.js';
export * from './persistence.js';
export * from './remove-group.js';
export * from './submission.js';
export * from './summary-lines.js';
export * from './loaded-block.js';
export * from './from-order.js';
export * from './earlier-order.js';
export * from './book-again.js';
export * from './options-total.js';
