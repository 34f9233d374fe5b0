/**
 * Who an order's mails go to (services/mail/mail-recipient.ts): the confirmation, the refund of
 * money the shop cannot keep and the ticket office's cancellation are written to the order's
 * customer in their account's language, and to no one once the account was deleted (anonymised:
 * kept for the books, its address a `.invalid` one where a mail would only be retried until it failed).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { runAdminCommand } from '../../src/server/cli/admin.js';
import { ANONYMISED_EMAIL_DOMAIN } from '../../src/server/db/anonymised-customer.js';

let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

const ORDER_MAILS = ['order_confirmation', 'payment_refund', 'order_cancellation'] as const;
const queued = () => w.t.app.db.selectFrom('mail_queue').select(['purpose', 'recipient', 'subject'])
  .where('purpose', 'in', [...ORDER_MAILS]).orderBy('id').execute();
const cancelOrder = (orderId: number) => runAdminCommand(['cancel-order', String(orderId)], w.t.app, () => {});
const payment = async (orderId: number) => {
  const reference = await w.pay(orderId);
  const row = await w.t.app.db.selectFrom('payments').select('amount').where('external_reference', '=', reference).executeTakeFirstOrThrow();
  return { reference, amount: Number(row.amount) };
};

/**
 * An order the provider confirms, one paid the wrong amount (refunded), then the first cancelled by
 * the ticket office; `whilePaying` runs while the first payment is under way. (A customer has one
 * on-hold order at a time: the second is held once the first is settled.)
 */
async function threeOrderMails(whilePaying: () => Promise<void>) {
  const confirmed = await w.hold(1);
  const paid = await payment(confirmed);
  await whilePaying();
  expect((await w.notify(paid.reference, 'success')).body.result).toBe('confirmed');
  const wrong = await payment(await w.hold(1, w.buyer, 1));
  expect((await w.notify(wrong.reference, 'success', wrong.amount - 100)).body.result).toBe('refund_required');
  expect(await cancelOrder(confirmed)).toBe(0);
}

describe('the mails of an order', () => {
  it('go to its customer, in the language of their account', async () => {
    await threeOrderMails(async () => {
      await w.t.app.db.updateTable('customers').set({ locale: 'nl' }).where('id', '=', w.buyerId).execute();
    });
    const mails = await queued();
    expect(mails.map((m) => [m.purpose, m.recipient])).toEqual(ORDER_MAILS.map((purpose) => [purpose, 'buyer@example.com']));
    expect(mails[0]!.subject).toContain('is bevestigd');
    expect(mails[1]!.subject).toContain('wordt terugbetaald');
    expect(mails[2]!.subject).toContain('is geannuleerd');
  });

  it('go to no one once the account was deleted (anonymised), the confirmation included', async () => {
    // Deleting the account is refused while a payment is under way; the guard must hold even so.
    await threeOrderMails(async () => {
      await w.t.app.db.updateTable('customers').set({ email: `deleted-${w.buyerId}@${ANONYMISED_EMAIL_DOMAIN}`, password_hash: null, locale: null })
        .where('id', '=', w.buyerId).execute();
    });
    expect(await queued()).toEqual([]);
  });
});
