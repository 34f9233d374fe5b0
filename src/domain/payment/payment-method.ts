/** The ways an order can be paid, as the spec lists them; `not_chosen_yet` until checkout. */
export const PAYMENT_METHODS = [
  'bank_transfer', 'carlo', 'cash', 'cashless', 'check', 'credit_card', 'free', 'groupon', 'not_chosen_yet',
  'payment_on_invoice', 'paypro', 'salary_deduction', 'unknown',
] as const;

export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
