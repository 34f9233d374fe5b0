import { describe, expect, it } from 'vitest';
import { chosenExtras, chosenExtrasAmount, ticketsAmount } from '../../../src/domain/cart/index.js';
import type { PricedExtra } from '../../../src/domain/cart/index.js';

const extras: PricedExtra[] = [
  { id: 1, netPrice: 300, type: 'plastic_card' },
  { id: 2, netPrice: 1500, type: 'parking' },
  { id: 3, netPrice: 500, type: 'ticket_withdrawal' },
];
const cart = (over: Partial<{ options: number[]; parking: number | null; ticketWithdrawal: { name: string; value: number } }> = {}) => ({
  options: [], parking: null, ticketWithdrawal: { name: 'Envoi par email', value: 1 }, ...over,
});

describe('Options page running total', () => {
  it('adds the tickets at their chosen rates (a ticket without a rate counts nothing)', () => {
    expect(ticketsAmount({ tickets: [{ offer: { price: 3000 } }, { offer: { price: 0 } }, { offer: null }] as never })).toBe(3000);
  });

  it('adds each chosen extra once per order', () => {
    expect(chosenExtrasAmount(cart(), extras, null)).toBe(0);
    expect(chosenExtrasAmount(cart({ options: [1], parking: 2 }), extras, null)).toBe(1800);
    expect(chosenExtrasAmount(cart({ ticketWithdrawal: { name: 'Post', value: 3 } }), extras, null)).toBe(500);
  });

  it('counts a mandatory card even before the cart lists it, and never twice', () => {
    expect(chosenExtrasAmount(cart(), extras, 1)).toBe(300);
    expect(chosenExtrasAmount(cart({ options: [1] }), extras, 1)).toBe(300);
  });

  it('never takes the e-mail withdrawal\'s value for the extra that has the same id', () => {
    // E-mail is value 1, which is also the plastic card's id here.
    expect(chosenExtrasAmount(cart({ ticketWithdrawal: { name: 'Envoi par email', value: 1 } }), extras, null)).toBe(0);
  });
});

describe('chosen extras', () => {
  it('lists what is chosen, nothing when only the e-mail withdrawal is', () => {
    expect(chosenExtras(cart(), extras, null)).toEqual([]);
    expect(chosenExtras(cart({ parking: 2 }), extras, 1).map((e) => e.id)).toEqual([1, 2]);
    expect(chosenExtras(cart({ parking: 99 }), extras, null)).toEqual([]);
  });
});
