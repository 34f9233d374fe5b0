/** Order statuses (spec: abandoned, cancelled, confirmed, onhold). An order in the cart is onhold. */
export type OrderStatus = 'onhold' | 'confirmed' | 'abandoned' | 'cancelled';

export const ORDER_STATUSES: readonly OrderStatus[] = ['onhold', 'confirmed', 'abandoned', 'cancelled'];

/** Accepts the spellings clients send ("Onhold" in queries) and returns the stored status. */
export function parseOrderStatus(value: unknown): OrderStatus | null {
  if (typeof value !== 'string') return null;
  const lower = value.toLowerCase();
  return (ORDER_STATUSES as readonly string[]).includes(lower) ? (lower as OrderStatus) : null;
}
