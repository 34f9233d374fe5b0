import { describe, expect, it } from 'vitest';
import { clientTexts, serverTexts } from './locale-texts.js';

/**
 * A place in a standing floor or another unnumbered area is named on the cart line, My purchases,
 * the resale card, the seat map and the ticket document. Spanish said "(asiento libre)" and
 * "Asientos libres", which a fan reads as "a free (available) seat", and English said "Free
 * placement", read as "placement at no cost". Each language uses its box-office term for an
 * unnumbered place instead.
 */
const openSeatingTexts = (locale: 'en' | 'es') =>
  [...clientTexts(locale), ...serverTexts(locale)].filter(([where]) => /\.(openSeating|seatLineOpen|seatLabelOpen)$/.test(where) || where === 'orders.json.seat.open');

describe('open-seating wording', () => {
  it('es: says the place has no assigned seat, never "libre"', () => {
    const texts = openSeatingTexts('es');
    expect(texts.map(([where]) => where)).toEqual(expect.arrayContaining([
      'booking.json.tickets.seatLineOpen', 'seatmap.json.list.seatLabelOpen', 'orders.json.seat.open', 'seatmap.json.list.openSeating', 'resale.json.ticket.openSeating', 'documents.openSeating',
    ]));
    for (const [where, text] of texts) {
      expect(text, where).not.toMatch(/libre/i);
      expect(text, where).toMatch(/sin asiento asignado|sin numerar|no numerada/i);
    }
  });

  it('en: never says "free", which reads as a price', () => {
    const texts = openSeatingTexts('en');
    expect(texts.length).toBeGreaterThanOrEqual(5);
    for (const [where, text] of texts) expect(text, where).not.toMatch(/\bfree\b/i);
  });
});
