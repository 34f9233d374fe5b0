/**
 * Every mail the shop queues is written on the one page of mail-document.ts: in the reader's
 * language, with each value a customer or the back office typed (names, event titles, lines)
 * escaped in the HTML and left as typed in the plain text.
 */
import { describe, expect, it } from 'vitest';
import type { Locale } from '../../../src/domain/site-config.js';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import type { MailPurpose } from '../../../src/server/services/mail/mail-queue.js';
import type { RenderedMail } from '../../../src/server/services/mail/mail-document.js';
import { renderAccountMail } from '../../../src/server/services/mail/templates.js';
import { renderConfirmationMail } from '../../../src/server/services/payments/confirmation-mail.js';
import { renderCancellationMail } from '../../../src/server/services/payments/cancellation-mail.js';
import { renderRefundMail } from '../../../src/server/services/payments/refund-mail.js';
import { renderTransferMail } from '../../../src/server/services/transfers/transfer-mail.js';
import { renderTransferWithdrawnMail } from '../../../src/server/services/transfers/transfer-withdrawn-mail.js';

const typed = '<b>"x"&\'y\'</b>';
const escaped = '&lt;b&gt;&quot;x&quot;&amp;&#39;y&#39;&lt;/b&gt;';
const club = { clubName: `Club ${typed}`, clubShortName: `FC ${typed}` };
const ordersUrl = 'https://shop.example/orders?a=1&b=2';

/** Each purpose of the mail queue through its real builder; a purpose added without a builder here fails the typecheck. */
const BUILDERS: Record<MailPurpose, (locale: Locale) => RenderedMail> = {
  verify_email: (locale) => renderAccountMail('verify_email', locale, { firstName: typed, link: ordersUrl, minutes: 60, ...club }),
  reset_password: (locale) => renderAccountMail('reset_password', locale, { firstName: typed, link: ordersUrl, minutes: 60, ...club }),
  order_confirmation: (locale) => renderConfirmationMail(locale, {
    orderId: 7, firstName: typed, totalAmount: 1200, discountAmount: -100, timeZone: 'Europe/Paris', ordersUrl, ...club,
    lines: [{ eventName: `Match ${typed}`, startDatetime: '2026-05-01T18:00:00.000Z', standName: `Stand ${typed}`, blockName: 'B', rowName: '1', seatNumber: '2', isOpenSeating: false, rateName: `Rate ${typed}`, grossAmount: 1300 }],
    extras: [{ name: `Parking ${typed}`, amount: 0 }],
    installments: [{ dueDate: '2026-01-01T00:00:00.000Z', amount: 600 }, { dueDate: '2026-02-01T00:00:00.000Z', amount: 600 }],
  }),
  ticket_transfer: (locale) => renderTransferMail(locale, { senderName: typed, toEmail: 'bob@shop.example', ticketLines: [`Match ${typed}`], link: ordersUrl, ...club }),
  order_cancellation: (locale) => renderCancellationMail(locale, {
    orderId: 7, firstName: typed, lines: [`Match ${typed}`], unlisted: 2, passedOn: true, refund: 500, ordersUrl, ...club,
  }),
  transfer_withdrawn: (locale) => renderTransferWithdrawnMail(locale, { cause: 'order_cancelled', senderName: typed, ticketLines: [`Match ${typed}`, 'Match 2'], ...club }),
  payment_refund: (locale) => renderRefundMail(locale, { orderId: 7, firstName: typed, amount: 500, ordersUrl, ...club }),
};

describe('the page of every mail the shop queues', () => {
  for (const [purpose, build] of Object.entries(BUILDERS)) {
    it(`${purpose}: in the reader's language, typed values escaped in the HTML and kept in the text`, () => {
      for (const locale of SUPPORTED_LOCALES) {
        const mail = build(locale);
        expect(mail.html).toMatch(new RegExp(`^<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><title>[^<]*</title></head>\n<body style="[^"]*">\n[\\s\\S]+\n</body></html>$`));
        expect(mail.html).toContain(escaped);
        // No typed markup or quote got through: the page's own markup never has <b> or "x".
        expect(mail.html).not.toContain('<b>');
        expect(mail.html).not.toContain('"x"');
        expect(mail.html).not.toMatch(/&(?!(amp|lt|gt|quot|#39);)/);
        expect(mail.text).toContain(typed);
        expect(mail.text).not.toContain('&lt;');
      }
    });
  }
});
