/**
 * What a ticket-office cancellation tells people: the customer gets a mail in their language
 * (tickets no longer valid, the refund or that there is none, My purchases), queued with the
 * cancellation so a second run mails nothing; the recipient of a transfer it takes back hears the
 * transfer is gone, and the link answers with the shop's refusal.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paymentWorldWithAdmin } from './payments-fixture.js';
import { insertCustomer, signInHeaders } from './helpers/test-app.js';
import { listOutbox } from '../../src/server/services/mail/outbox.js';
import { formatCents } from '../../src/domain/money.js';
import { SUPPORTED_LOCALES } from '../../src/domain/site-config.js';
import { ANONYMISED_EMAIL_DOMAIN } from '../../src/server/db/anonymised-customer.js';
import { renderCancellationMail } from '../../src/server/services/payments/cancellation-mail.js';
import { renderTransferWithdrawnMail } from '../../src/server/services/transfers/transfer-withdrawn-mail.js';

const { world, admin, lines } = paymentWorldWithAdmin();
const queued = (purpose: string) => world().t.app.db.selectFrom('mail_queue').select(['recipient', 'status', 'subject', 'text_body'])
  .where('purpose', '=', purpose).orderBy('id').execute();
const setLocale = (id: number, locale: string) => world().t.app.db.updateTable('customers').set({ locale }).where('id', '=', id).execute();

async function confirmedOrder(seats: number, installments = 1): Promise<number> {
  const id = await world().hold(seats);
  expect((await world().notify(await world().pay(id, installments), 'success')).body.result).toBe('confirmed');
  return id;
}

describe('the customer\'s mail on a ticket-office cancellation', () => {
  it('is queued with the cancellation, in the customer\'s language, with the tickets, the refund and My purchases; a second run mails nothing', async () => {
    const orderId = await confirmedOrder(2);
    await setLocale(world().buyerId, 'fr');
    expect(await admin('cancel-order', String(orderId))).toBe(0);

    const rows = await queued('order_cancellation');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipient: 'buyer@example.com', status: 'sent' });
    const mail = (await listOutbox(world().outbox)).find((m) => m.subject === rows[0]!.subject)!;
    expect(mail.to).toBe('buyer@example.com');
    expect(mail.subject).toContain(`Votre commande n° ${orderId} a été annulée`);
    expect(mail.text).toContain('Ces billets ne sont plus valables');
    expect(mail.text.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(2);
    expect(mail.text).toContain(`${formatCents(12000, 'fr')} vous seront remboursés`);
    expect(mail.text).toContain(new URL('/orders', world().t.app.siteConfig.publicBaseUrl).toString());
    expect(mail.html).toContain('data-orders-link');

    // The command run again is refused, and the outbox holds still one cancellation mail.
    expect(await admin('cancel-order', String(orderId))).toBe(1);
    expect(await queued('order_cancellation')).toHaveLength(1);
  });

  it('says there is nothing to refund when no money was taken', async () => {
    const orderId = await confirmedOrder(1);
    await setLocale(world().buyerId, 'es');
    // An order confirmed without taking money (as the demo's seeded orders were before they had a payment).
    const payments = world().t.app.db.selectFrom('payments').select('id').where('order_id', '=', orderId);
    await world().t.app.db.deleteFrom('payment_notifications').where('payment_id', 'in', payments).execute();
    await world().t.app.db.deleteFrom('payments').where('order_id', '=', orderId).execute();
    expect(await admin('cancel-order', String(orderId))).toBe(0);
    expect(lines.at(-1)).toContain('refund 0.00 EUR');
    const [row] = await queued('order_cancellation');
    expect(row!.text_body).toContain('Esta entrada ya no es válida:');
    expect(row!.text_body).toContain('No hay nada que reembolsar.');
  });

  it('a deleted account (its address anonymised) is not mailed', async () => {
    const orderId = await confirmedOrder(1);
    await world().t.app.db.updateTable('customers').set({ email: `customer-${world().buyerId}@${ANONYMISED_EMAIL_DOMAIN}`, password_hash: null })
      .where('id', '=', world().buyerId).execute();
    expect(await admin('cancel-order', String(orderId))).toBe(0);
    expect(await queued('order_cancellation')).toEqual([]);
  });

  it('an on-hold order, which gave the customer no tickets, is cancelled without a mail', async () => {
    const orderId = await world().hold(1);
    expect(await admin('cancel-order', String(orderId))).toBe(0);
    expect(await queued('order_cancellation')).toEqual([]);
  });

  it('is worded in all five languages, with and without a refund', () => {
    const subjects = new Set<string>();
    for (const locale of SUPPORTED_LOCALES) {
      for (const refund of [0, 4500]) {
        const mail = renderCancellationMail(locale, {
          orderId: 42, firstName: 'Ada', lines: ['Match, 1 May – seat 3'], unlisted: refund > 0 ? 3 : 0, passedOn: refund > 0, refund, ordersUrl: 'https://shop.test/orders', clubName: 'Club',
        });
        expect(mail.text).toContain('42');
        expect(mail.text).toContain('https://shop.test/orders');
        expect(mail.text).not.toMatch(/undefined|\[object/);
        if (refund > 0) expect(mail.text).toContain(formatCents(refund, locale));
        subjects.add(mail.subject);
      }
      for (const cause of ['order_cancelled', 'sender'] as const) {
        const withdrawn = renderTransferWithdrawnMail(locale, { cause, senderName: '', ticketLines: ['a', 'b'], clubName: 'Club' });
        expect(withdrawn.text).not.toMatch(/undefined|\[object/);
        if (cause === 'order_cancelled') subjects.add(withdrawn.subject);
      }
    }
    expect(subjects.size).toBe(SUPPORTED_LOCALES.length * 2);
  });
});

describe('a transfer still pending when the order is cancelled', () => {
  it('is taken back, its recipient is mailed in their language once, and the link refuses with TRANSFER_NOT_PENDING', async () => {
    const orderId = await confirmedOrder(2);
    const ticketIds = (await world().t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).orderBy('id').execute()).map((t) => t.id);
    expect((await world().post('/api/transfers', { ticketIds: [ticketIds[0]], email: 'friend@example.com', locale: 'nl' })).statusCode).toBe(201);
    const invitation = (await listOutbox(world().outbox)).find((m) => m.to === 'friend@example.com')!;
    const token = /\/orders\/transfer\/([\w-]+)/.exec(invitation.text)![1]!;

    expect(await admin('cancel-order', String(orderId))).toBe(0);
    const [withdrawn, ...more] = await queued('transfer_withdrawn');
    expect(more).toEqual([]);
    expect(withdrawn).toMatchObject({ recipient: 'friend@example.com', status: 'sent' });
    expect(withdrawn!.subject).toContain('Het ticket dat naar je is gestuurd, is niet meer beschikbaar');
    expect(withdrawn!.text_body).toContain('Ada');
    expect(withdrawn!.text_body).toContain('geannuleerd door de ticketbalie');
    // The customer's mail lists both tickets: the one being transferred is cancelled too.
    const [customerMail] = await queued('order_cancellation');
    expect(customerMail!.text_body.split('\n').filter((line) => line.startsWith('- '))).toHaveLength(2);

    const preview = await world().t.app.inject({ method: 'GET', url: `/api/transfers/link/${token}` });
    expect(preview.json()).toMatchObject({ status: 'cancelled', orderCancelled: true });
    const friend = await signInHeaders(world().t.app, await insertCustomer(world().t.app, { email: 'friend@example.com' }));
    const accept = await world().post(`/api/transfers/link/${token}/accept`, {}, friend);
    expect(accept.statusCode).toBe(409);
    expect(accept.json()).toMatchObject({ error: { code: 'TRANSFER_NOT_PENDING', details: { status: 'cancelled' } } });
    // The page words that refusal, and the closed link, in every language.
    for (const locale of SUPPORTED_LOCALES) {
      const texts = JSON.parse(readFileSync(`src/locales/${locale}/orders.json`, 'utf8')) as { transfer: { errors: Record<string, string>; linkStatus: Record<string, string> } };
      expect(texts.transfer.errors['TRANSFER_NOT_PENDING']).toBeTruthy();
      expect(texts.transfer.linkStatus['cancelled']).toBeTruthy();
      expect([texts.transfer.linkStatus['orderCancelled'], texts.transfer.linkStatus['orderCancelled_single']].every(Boolean)).toBe(true);
    }
    expect(await admin('cancel-order', String(orderId))).toBe(1);
    expect(await queued('transfer_withdrawn')).toHaveLength(1);
  });
});
