import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { packCart } from './helpers/inventory-fixture.js';
import { verifyTicketToken } from '../../src/server/services/documents/ticket-token.js';

let w: PaymentWorld;
beforeEach(async () => {
  w = await paymentWorld();
});
afterEach(async () => w.close());

const db = () => w.t.app.db;
const get = (url: string, headers = w.buyer) => w.t.app.inject({ method: 'GET', url, headers });
const ticketIds = async (orderId: number) =>
  (await db().selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).orderBy('id').execute()).map((t) => t.id);

async function paid(orderId: number): Promise<void> {
  const res = await w.notify(await w.pay(orderId), 'success');
  if (res.body.result !== 'confirmed') throw new Error('not confirmed');
}

describe('GET /api/tickets/:id/pdf', () => {
  it('serves the owner a PDF whose QR token verifies to this ticket, event and seat', async () => {
    const id = await w.hold(1);
    await paid(id);
    const [ticketId] = await ticketIds(id);
    const res = await get(`/api/tickets/${ticketId}/pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="e-ticket-${ticketId}.pdf"`);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getPageCount()).toBe(1);
    const claims = verifyTicketToken(w.t.app.secretFor('ticket-qr'), pdf.getSubject() ?? '');
    expect(claims).toEqual({ ticketId, eventId: w.shop.events.first, seatId: w.shop.blocks.n1.seatIds[0] });
    expect(verifyTicketToken('another-secret', pdf.getSubject() ?? '')).toBeNull();
  });

  it('answers 404 to another customer and for unknown tickets, 409 before the order is paid', async () => {
    const id = await w.hold(1);
    const [ticketId] = await ticketIds(id);
    const early = await get(`/api/tickets/${ticketId}/pdf`);
    expect([early.statusCode, early.json().error.code]).toEqual([409, 'TICKET_NOT_DOWNLOADABLE']);
    await paid(id);
    expect((await get(`/api/tickets/${ticketId}/pdf`, w.other)).statusCode).toBe(404);
    expect((await get('/api/tickets/999999/pdf')).statusCode).toBe(404);
    expect((await get('/api/tickets/abc/pdf')).statusCode).toBe(400);
    expect((await w.t.app.inject({ method: 'GET', url: `/api/tickets/${ticketId}/pdf` })).statusCode).toBe(401);
  });

  it('is blocked while required holder information is missing', async () => {
    const id = await w.hold(1);
    await paid(id);
    const [ticketId] = await ticketIds(id);
    await db().updateTable('seat_tickets').set({ holder_info: JSON.stringify({ firstName: 'Ada', lastName: ' ' }) }).where('id', '=', ticketId!).execute();
    const res = await get(`/api/tickets/${ticketId}/pdf`);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toMatchObject({ code: 'TICKET_HOLDER_INFO_MISSING', details: { missing: ['lastName'] } });
    await db().updateTable('seat_tickets').set({ holder_info: null }).where('id', '=', ticketId!).execute();
    expect((await get(`/api/tickets/${ticketId}/pdf`)).json().error.details.missing).toEqual(['firstName', 'lastName']);
  });

  it('blocks pack tickets until the day X before their event', async () => {
    const cart = packCart('pack', w.shop.packId, w.shop.blocks.n1, [w.shop.blocks.n1.seatIds[5]!], w.shop.products.pack);
    const created = await w.post('/api/order/create-order-with-tickets', {
      ...cart, tickets: cart.tickets.map((t) => ({ ...t, holderInfo: { firstName: 'Ada', lastName: 'Lovelace' } })),
    });
    expect(created.statusCode).toBe(200);
    const orderId = created.json().order.orderId as number;
    await paid(orderId);
    const ids = await ticketIds(orderId);
    const event = await db().selectFrom('seat_tickets as t').innerJoin('events as e', 'e.id', 't.event_id')
      .select('e.start_datetime').where('t.id', '=', ids[0]!).executeTakeFirstOrThrow();
    const blocked = await get(`/api/tickets/${ids[0]}/pdf`);
    const availableFrom = new Date(Date.parse(event.start_datetime) - 7 * 86_400_000).toISOString();
    expect(blocked.json().error).toMatchObject({ code: 'TICKET_DOWNLOAD_NOT_YET_AVAILABLE', details: { availableFrom } });
    w.t.clock.now = new Date(Date.parse(availableFrom) - 1000);
    expect((await get(`/api/tickets/${ids[0]}/pdf`)).statusCode).toBe(409);
    w.t.clock.now = new Date(availableFrom);
    expect((await get(`/api/tickets/${ids[0]}/pdf`)).statusCode).toBe(200);
  });
});

describe('GET /api/proxy/download-bill/:orderId', () => {
  it('needs a complete address, then serves the owner the invoice', async () => {
    const id = await w.hold(2);
    await paid(id);
    const incomplete = await get(`/api/proxy/download-bill/${id}`);
    expect(incomplete.statusCode).toBe(409);
    expect(incomplete.json().error).toMatchObject({ code: 'PROFILE_INCOMPLETE', details: { missing: ['streetAddress', 'postalCode', 'cityName', 'country'] } });
    await db().updateTable('customers').set({ street_address: '1 Quay Street', postal_code: '75001', city_name: 'Paris', country: 'FR' })
      .where('id', '=', w.buyerId).execute();
    const res = await get(`/api/proxy/download-bill/${id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const pdf = await PDFDocument.load(res.rawPayload);
    expect(pdf.getTitle()).toBe(`Invoice ${id}`);
  });

  it('answers 404 for another customer\'s order and 409 for an unpaid one', async () => {
    const id = await w.hold(1);
    await db().updateTable('customers').set({ street_address: '1 Quay Street', postal_code: '75001', city_name: 'Paris', country: 'FR' }).execute();
    expect((await get(`/api/proxy/download-bill/${id}`)).json().error.code).toBe('INVOICE_NOT_AVAILABLE');
    await paid(id);
    expect((await get(`/api/proxy/download-bill/${id}`, w.other)).statusCode).toBe(404);
    expect((await get('/api/proxy/download-bill/999999')).statusCode).toBe(404);
  });
});
