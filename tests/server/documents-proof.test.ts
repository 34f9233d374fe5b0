import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { extractPdfText } from './helpers/pdf-extract.js';
import { SUPPORTED_LOCALES } from '../../src/domain/site-config.js';
import { documentTexts } from '../../src/server/services/documents/document-texts.js';

/**
 * A ticket at a rate that needs proof of eligibility (products.requires_proof: reduced, child)
 * says so on its e-ticket and its My purchases card, in the fan's language: a fan without the
 * proof is turned away at the gate.
 */
let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

const db = () => w.t.app.db;
// A no-break space and a space share a glyph, and so one Unicode mapping, in the embedded font.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

async function paidTicket(): Promise<number> {
  const orderId = await w.hold(1);
  expect((await w.notify(await w.pay(orderId), 'success')).body.result).toBe('confirmed');
  const ticket = await db().selectFrom('seat_tickets').select(['id', 'product_id']).where('order_id', '=', orderId).executeTakeFirstOrThrow();
  await db().updateTable('seat_tickets').set({ holder_info: JSON.stringify({ firstName: 'Ada', lastName: 'Lovelace' }) }).where('id', '=', ticket.id).execute();
  return ticket.id;
}

const purchaseOf = async (ticketId: number) => {
  const orders = (await w.post('/api/order/fetch-order', { allowedStatus: ['confirmed'] }, w.buyer)).json().orders as { ticketGroups: { seatTickets: { id: number; purchase: { proofRequired: boolean } }[] }[] }[];
  return orders.flatMap((o) => o.ticketGroups.flatMap((g) => g.seatTickets)).find((t) => t.id === ticketId)?.purchase;
};

describe('a rate that needs proof at the entrance', () => {
  it('is said whole on the e-ticket in each language, and flagged on the card', async () => {
    const ticketId = await paidTicket();
    const { product_id: productId } = await db().selectFrom('seat_tickets').select('product_id').where('id', '=', ticketId).executeTakeFirstOrThrow();
    await db().updateTable('products').set({ requires_proof: 1 }).where('id', '=', productId).execute();
    expect(await purchaseOf(ticketId)).toMatchObject({ proofRequired: true });

    for (const locale of SUPPORTED_LOCALES) {
      await db().updateTable('customers').set({ locale }).where('id', '=', w.buyerId).execute();
      const res = await w.t.app.inject({ method: 'GET', url: `/api/tickets/${ticketId}/pdf`, headers: w.buyer });
      expect(res.statusCode).toBe(200);
      const { lines } = await extractPdfText(res.rawPayload);
      // Wrapped onto one or two lines, never cut short.
      expect(plain(lines.join(' ')), locale).toContain(plain(documentTexts(locale).proofRequired));
      expect(lines.join(' ')).not.toContain('…');
      const card = JSON.parse(readFileSync(join(import.meta.dirname, '../../src/locales', locale, 'orders.json'), 'utf8')) as { purchase: { proofRequired?: string } };
      expect(card.purchase.proofRequired, locale).toBeTruthy();
    }
  });

  it('is not said on a ticket at a standard rate', async () => {
    const ticketId = await paidTicket();
    expect(await purchaseOf(ticketId)).toMatchObject({ proofRequired: false });
    const res = await w.t.app.inject({ method: 'GET', url: `/api/tickets/${ticketId}/pdf`, headers: w.buyer });
    const { lines } = await extractPdfText(res.rawPayload);
    expect(plain(lines.join(' '))).not.toContain(plain(documentTexts('en').proofRequired));
  });
});
