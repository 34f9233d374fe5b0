import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/domain/site-config.js';
import { renderConfirmationMail } from '../../../src/server/services/payments/confirmation-mail.js';

/** The shop says "Free" for a child's rate (summary, My purchases); the mail said "€0.00". */
const line = (rateName: string, grossAmount: number) => ({
  eventName: 'FC – City', startDatetime: '2026-12-05T19:00:00.000Z', standName: 'North Stand', blockName: '103', rowName: '1', seatNumber: '3',
  isOpenSeating: false, rateName, grossAmount,
});

const mail = (locale: Locale) => renderConfirmationMail(locale, {
  orderId: 3, firstName: 'Robin', totalAmount: 6500, discountAmount: 0, timeZone: 'Europe/Paris', ordersUrl: 'https://shop.example/orders',
  clubName: 'FC Riverside', clubShortName: 'FCR', lines: [line('Full price', 6500), line('Child', 0)], installments: [],
});

describe('the confirmation mail of an order with a free rate', () => {
  it.each([
    ['en', 'Child, Free', 'Full price, €65.00'],
    ['fr', 'Child, Gratuit', 'Full price, 65,00\u00a0€'],
    ['es', 'Child, Gratis', 'Full price, 65,00\u00a0€'],
    ['nl', 'Child, Gratis', 'Full price, €\u00a065,00'],
    ['ru', 'Child, Бесплатно', 'Full price, 65,00\u00a0€'],
  ] as const)('names the free line as free and the paid one by its price in %s', (locale, free, paid) => {
    const { text } = mail(locale);
    expect(text).toContain(free);
    expect(text).toContain(paid);
    expect(text).not.toMatch(/Child, (€\u00a0?)?0[.,]00/);
  });
});
