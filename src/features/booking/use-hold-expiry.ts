import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Cart } from '../../domain/cart/index.js';
import { msUntilExpiry } from '../../domain/cart/index.js';
import type { CartSummary } from '../../domain/cart-summary.js';
import { bookingState, expireHold, holdExpiry } from './state.js';

/**
 * Empties the cart the moment its hold ends, on whatever page the fan is (the top bar's cart uses
 * it), so the cart button turns disabled without a reload. Holds longer than a browser timer can
 * wait are re-armed when the timer fires early.
 */
export function useHoldExpiry(): void {
  const snap = useSnapshot(bookingState);
  const expiry = holdExpiry({ summary: snap.summary as CartSummary, cart: snap.cart as Cart });
  const [rearm, setRearm] = useState(0);
  useEffect(() => {
    const delay = expiry === null ? null : msUntilExpiry(expiry, Date.now());
    if (delay === null) return undefined;
    const timer = setTimeout(() => {
      if (!expireHold()) setRearm((n) => n + 1);
    }, delay);
    return () => clearTimeout(timer);
  }, [expiry, rearm]);
}
