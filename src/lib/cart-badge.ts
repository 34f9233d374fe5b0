import { proxy } from 'valtio';

/**
 * What the top bar's cart button shows. The cart feature feeds it (write through the action);
 * the button is disabled while the count is zero.
 */
export const cartBadge = proxy({ count: 0 });

/** Sets the number of items shown on the cart button (negative or fractional values are clamped). */
export function setCartCount(count: number): void {
  cartBadge.count = Math.max(0, Math.floor(count));
}
