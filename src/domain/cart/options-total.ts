/**
 * The Options page's running total: the tickets as chosen, plus the extras ticked so far. Every
 * extra is one per order (the order holds one card, one parking, one withdrawal).
 */
import { sumCents } from '../money.js';
import type { Cart } from './types.js';

export interface PricedExtra {
  id: number;
  netPrice: number;
  type: 'plastic_card' | 'parking' | 'ticket_withdrawal';
}

/** The tickets' amount: each ticket's chosen rate. */
export function ticketsAmount(cart: Pick<Cart, 'tickets'>): number {
  return sumCents(cart.tickets.map((t) => t.offer?.price ?? 0));
}

/** The extras the cart has chosen, as offered (unknown ones are left out): one card, one parking, one paid withdrawal. */
export function chosenExtras(cart: Pick<Cart, 'options' | 'parking' | 'ticketWithdrawal'>, extras: readonly PricedExtra[], mandatoryCardId: number | null): PricedExtra[] {
  const ofType = (type: PricedExtra['type'], id: number | null) => extras.find((e) => e.type === type && e.id === id);
  const cards = new Set([...cart.options, ...(mandatoryCardId === null ? [] : [mandatoryCardId])]);
  // The withdrawal's value is an extra's id only for a paid withdrawal (e-mail is not an extra).
  const chosen = [...[...cards].map((id) => ofType('plastic_card', id)), ofType('parking', cart.parking), ofType('ticket_withdrawal', cart.ticketWithdrawal.value)];
  return chosen.filter((e): e is PricedExtra => e !== undefined);
}

/** The extras the cart has chosen, priced from the extras on offer (unknown ones count nothing). */
export function chosenExtrasAmount(cart: Pick<Cart, 'options' | 'parking' | 'ticketWithdrawal'>, extras: readonly PricedExtra[], mandatoryCardId: number | null): number {
  return sumCents(chosenExtras(cart, extras, mandatoryCardId).map((e) => e.netPrice));
}
