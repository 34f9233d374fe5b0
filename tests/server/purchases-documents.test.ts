import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { eventCart } from './helpers/inventory-fixture.js';
import { extractPdfText } from './helpers/pdf-extract.js';
import { runAdminCommand } from '../../src/server/cli/admin.js';

let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

const get = (url: string, headers = w.buyer) => w.t.app.inject({ method: 'GET', url, headers });

async function paidWithExtras(): Promise<number> {
  const cart = eventCart(w.shop.events.first, w.shop.blocks.n1, [w.shop.blocks.n1.seatIds[3]!], w.shop.products.full, {
    options: [{ id: w.shop.ancillaries.card, quantity: 1 }], parking: { id: w.shop.ancillaries.parking },
  });
  const res = await w.post('/api/order/create-order-with-tickets', { ...cart, tickets: cart.tickets.map((t) => ({ ...t, holderInfo: { firstName: 'Ada', lastName: 'Lovelace' } })) });
  expect(res.statusCode).toBe(200);
  const orderId = res.json().order.orderId as number;
  const paid = await w.notify(await w.pay(orderId), 'success');
  expect(paid.body.result).toBe('confirmed');
  return orderId;
}

describe('GET /api/orders/:id/options-pdf', () => {
  it('serves the owner the extras of a confirmed order, one block each', async () => {
    const orderId = await paidWithExtras();
    const res = await get(`/api/orders/${orderId}/options-pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="options-${orderId}.pdf"`);
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe(`Options of order ${orderId}`);
    const { lines } = await extractPdfText(res.rawPayload);
    expect(lines).toEqual(expect.arrayContaining(['OPTIONS', 'Plastic card', 'Parking']));
  });

  it('answers 404 to another customer and unknown orders, 409 before payment and without extras, 400 for a bad id', async () => {
    const orderId = await paidWithExtras();
    expect((await get(`/api/orders/${orderId}/options-pdf`, w.other)).statusCode).toBe(404);
    expect((await get('/api/orders/999999/options-pdf')).statusCode).toBe(404);
    expect((await get('/api/orders/x/options-pdf')).statusCode).toBe(400);
    const plain = await w.hold(1, w.buyer, 6);
    expect((await get(`/api/orders/${plain}/options-pdf`)).json().error.code).toBe('OPTIONS_NOT_AVAILABLE');
    const paid = await w.notify(await w.pay(plain), 'success');
    expect(paid.body.result).toBe('confirmed');
    expect((await get(`/api/orders/${plain}/options-pdf`)).json().error.code).toBe('ORDER_HAS_NO_OPTIONS');
  });
});

describe('npm run admin: ticket templates and formats', () => {
  it('switches an event\'s ticket template and a product\'s format, and refuses bad arguments', async () => {
    const lines: string[] = [];
    const admin = (...args: string[]) => runAdminCommand(args, w.t.app, (line) => lines.push(line));
    const orderId = await w.hold(1);
    await w.notify(await w.pay(orderId), 'success');
    const [ticket] = await w.t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).execute();
    expect(await admin('ticket-template', String(w.shop.events.first), 'off')).toBe(0);
    expect(lines.pop()).toBe(`event ${w.shop.events.first}: ticket template off`);
    expect((await get(`/api/tickets/${ticket!.id}/pdf`)).json().error.code).toBe('TICKET_NO_TEMPLATE');
    expect(await admin('ticket-format', String(w.shop.products.full), 'physical_ticket')).toBe(0);
    expect((await get(`/api/tickets/${ticket!.id}/pdf`)).headers['content-disposition']).toBe(`attachment; filename="delivery-note-${ticket!.id}.pdf"`);
    expect(await admin('ticket-template', String(w.shop.events.first), 'maybe')).toBe(2);
    expect(await admin('ticket-format', String(w.shop.products.full), 'hologram')).toBe(2);
    expect(await admin('ticket-template', '999999', 'on')).toBe(1);
    expect(lines.pop()).toBe('refused: no event 999999');
    expect(await admin('ticket-format', '0', 'e_ticket')).toBe(2);
  });
});


describe('the spec\'s own-API paths /api/ticket and /api/customer-id/', () => {
  it('serve the owner only: the e-ticket by ?ticketId and the signed-in customer\'s own id', async () => {
    const orderId = await w.hold(1, w.buyer, 7);
    await w.notify(await w.pay(orderId), 'success');
    const [ticket] = await w.t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).execute();
    const own = await get(`/api/ticket?ticketId=${ticket!.id}`);
    expect([own.statusCode, own.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect((await get(`/api/ticket?ticketId=${ticket!.id}`, w.other)).statusCode).toBe(404);
    expect((await get('/api/ticket?ticketId=abc')).statusCode).toBe(400);
    expect((await get(`/api/ticket?ticketId=${ticket!.id}`, {})).statusCode).toBe(401);
    expect((await get('/api/customer-id/')).json()).toEqual({ customerId: w.buyerId });
    expect((await get('/api/customer-id/', w.other)).json()).toEqual({ customerId: w.otherId });
    expect((await get('/api/customer-id/', {})).statusCode).toBe(401);
  });
});
