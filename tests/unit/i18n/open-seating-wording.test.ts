import { describe, expect, it } from 'vitest';
import { clientTexts, serverTexts } from './locale-texts.js';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { documentTexts } from '../../../src/server/services/documents/document-texts.js';
import { renderConfirmationMail } from '../../../src/server/services/payments/confirmation-mail.js';

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

  for (const locale of SUPPORTED_LOCALES) {
    it(`${locale}: the e-ticket and the confirmation mail name an open-seating place as the screens do`, () => {
      // The Spanish e-ticket said "(localidad no numerada)" where the screens say "(sin asiento
      // asignado)", and the confirmation mail gave such a ticket the row and number it was put in.
      const screens = clientTexts(locale)
        .filter(([where]) => ['booking.json.tickets.seatLineOpen', 'orders.json.seat.open', 'seatmap.json.list.seatLabelOpen'].includes(where))
        .map(([, text]) => /\(([^)]+)\)/u.exec(text)?.[1]);
      expect(screens).toHaveLength(3);
      expect(new Set(screens).size, `${locale}: ${screens.join(' | ')}`).toBe(1);
      const term = screens[0]!;
      const resale = clientTexts(locale).find(([where]) => where === 'resale.json.ticket.openSeating')![1];
      expect(resale.toLocaleLowerCase(locale)).toMatch(new RegExp(`${term}$`, 'u'));
      expect(documentTexts(locale).openSeating('102')).toContain(`(${term})`);
      const mail = renderConfirmationMail(locale, {
        orderId: 7, firstName: 'Sam', totalAmount: 1000, timeZone: 'Europe/Paris', installments: [], ordersUrl: 'https://shop.example/orders', clubName: 'FC Test',
        lines: [{ eventName: 'Match', startDatetime: '2026-10-01T18:00:00.000Z', standName: 'North', blockName: '102', rowName: '17', seatNumber: '39', isOpenSeating: true }],
      });
      const line = mail.text.split('\n').find((l) => l.startsWith('Match'));
      expect(line, mail.text).toContain(`102 (${term})`);
      expect(line).not.toMatch(/17|39/);
    });
  }
});

