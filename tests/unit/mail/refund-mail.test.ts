import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { formatCents } from '../../../src/domain/money.js';
import { renderRefundMail } from '../../../src/server/services/payments/refund-mail.js';

describe('the mail of a payment the shop gives back', () => {
  it('is written in each of the five languages, naming the order, the amount and My purchases', () => {
    const subjects = new Set<string>();
    for (const locale of SUPPORTED_LOCALES) {
      const mail = renderRefundMail(locale, { orderId: 42, firstName: 'Ada', amount: 12345, ordersUrl: 'https://shop.example/orders', clubName: 'FC Riverside', clubShortName: 'FCR' });
      expect(mail.subject).toMatch(/^FCR – .*42/);
      expect(mail.text).toContain(formatCents(12345, locale));
      expect(mail.text).toContain('https://shop.example/orders');
      expect(mail.text).not.toMatch(/undefined|\[object/);
      expect(mail.html).toContain(`lang="${locale}"`);
      subjects.add(mail.subject);
    }
    expect(subjects.size).toBe(SUPPORTED_LOCALES.length);
  });
});
