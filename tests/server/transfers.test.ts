import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { anonymousHeaders, insertCustomer, signInHeaders } from './helpers/test-app.js';
import { listOutbox } from '../../src/server/services/mail/outbox.js';
import { signTicketToken } from '../../src/server/services/documents/ticket-token.js';
import { checkTicketToken } from '../../src/server/services/documents/ticket-check.js';

let w: PaymentWorld;
let third: Record<string, string>;
beforeEach(async () => {
  w = await paymentWorld();
  third = await signInHeaders(w.t.app, await insertCustomer(w.t.app, { email: 'third@example.com' }));
  await w.t.app.db.updateTable('customers').set({ locale: 'fr' }).where('email', '=', 'other@example.com').execute();
});
afterEach(async () => w.close());

const get = (url: string, headers = w.buyer) => w.t.app.inject({ method: 'GET', url, headers });
const send = (ticketIds: number[], email = 'other@example.com', headers = w.buyer) => w.post('/api/transfers', { ticketIds, email, locale: 'en' }, headers);
const cancel = (transferId: number, headers = w.buyer) => w.post(`/api/transfers/${transferId}/cancel`, {}, headers);
const accept = (token: string, headers = w.other) => w.post(`/api/transfers/link/${token}/accept`, {}, headers);

/** A confirmed order of the buyer with `count` seats; its ticket ids. */
async function paidTickets(count: number, firstSeat = 0): Promise<number[]> {
  const orderId = await w.hold(count, w.buyer, firstSeat);
  expect((await w.notify(await w.pay(orderId), 'success')).body.result).toBe('confirmed');
  const rows = await w.t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).orderBy('id').execute();
  return rows.map((r) => r.id);
}

/** The link's secret from the newest mail to `to`. */
async function mailedToken(to: string): Promise<{ token: string; subject: string; text: string }> {
  const mail = (await listOutbox(w.outbox)).find((m) => m.to === to);
  if (!mail) throw new Error(`no mail to ${to}`);
  const token = /\/orders\/transfer\/([\w-]+)/.exec(mail.text)?.[1];
  if (!token) throw new Error('no link in the mail');
  return { token, subject: mail.subject, text: mail.text };
}

const purchaseOf = async (ticketId: number, headers = w.buyer) => {
  const res = await w.post('/api/order/fetch-order', { allowedStatus: ['confirmed'], first: 50 }, headers);
  const tickets = (res.json().orders as { ticketGroups: { seatTickets: { id: number; purchase: Record<string, unknown> }[] }[] }[])
    .flatMap((o) => o.ticketGroups.flatMap((g) => g.seatTickets));
  return tickets.find((t) => t.id === ticketId)?.purchase ?? null;
};

describe('ticket transfer by e-mail', () => {
  it('sends tickets with a mail in the recipient\'s language; the recipient accepts and gets them with new ids', async () => {
    const [a, b] = await paidTickets(2);
    const sent = await send([a!, b!]);
    expect(sent.statusCode).toBe(201);
    expect(sent.json().tickets.map((t: { ticketId: number; purchase: { transferable: boolean } }) => [t.ticketId, t.purchase.transferable])).toEqual([[a, false], [b, false]]);
    const mail = await mailedToken('other@example.com');
    expect(mail.subject).toContain('vous envoie des billets');
    expect(mail.text).toContain('Ada');

    // Pending: the sender can neither print nor resell, and the card says so.
    const pending = await purchaseOf(a!);
    expect(pending).toMatchObject({ transferable: false, transfer: { status: 'pending', toEmail: 'other@example.com' } });
    expect((await get(`/api/tickets/${a}/pdf`)).json().error.code).toBe('TICKET_TRANSFER_PENDING');

    const preview = await get(`/api/transfers/link/${mail.token}`, {});
    expect(preview.json()).toMatchObject({ status: 'pending', senderName: 'Ada Customer', toEmail: 'other@example.com' });
    expect(preview.json().tickets).toHaveLength(2);

    const accepted = await accept(mail.token);
    expect(accepted.statusCode).toBe(200);
    const { orderId, ticketIds } = accepted.json() as { orderId: number; ticketIds: number[] };
    expect(ticketIds).toHaveLength(2);
    expect(ticketIds.every((id) => id !== a && id !== b)).toBe(true);

    // The recipient's My purchases: a confirmed order, the sender named. The sender's holder
    // (Ada Lovelace) does not follow: the recipient names who attends, then downloads.
    const received = await purchaseOf(ticketIds[0]!, w.other);
    expect(received).toMatchObject({ receivedFrom: 'Ada Customer', transferable: true, holderName: null, download: { downloadable: false, reasons: ['TICKET_HOLDER_INFO_MISSING'] } });
    expect((await get(`/api/tickets/${ticketIds[0]}/pdf`, w.other)).json().error.code).toBe('TICKET_HOLDER_INFO_MISSING');
    const named = await w.t.app.inject({ method: 'PUT', url: `/api/tickets/${ticketIds[0]}/holder`, headers: w.other, payload: { holderInfo: { firstName: 'Grace', lastName: 'Hopper' } } });
    expect(named.statusCode).toBe(200);
    expect(await purchaseOf(ticketIds[0]!, w.other)).toMatchObject({ holderName: 'Grace Hopper', download: { downloadable: true } });
    expect((await get(`/api/tickets/${ticketIds[0]}/pdf`, w.other)).statusCode).toBe(200);
    expect((await get(`/api/proxy/download-bill/${orderId}`, w.other)).json().error.code).toBe('INVOICE_NOT_AVAILABLE');
    // The sender's tickets are gone: transferred, no document, no second transfer.
    expect(await purchaseOf(a!)).toMatchObject({ transferable: false, transfer: { status: 'confirmed' } });
    expect((await get(`/api/tickets/${a}/pdf`)).json().error.code).toBe('TICKET_TRANSFERRED');
    expect((await send([a!], 'third@example.com')).json().error.code).toBe('TICKET_TRANSFERRED');
    const held = await w.t.app.db.selectFrom('seat_tickets').select(['id', 'active', 'owner_customer_id']).where('active', '=', 1)
      .where('id', 'in', [a!, b!, ...ticketIds]).execute();
    expect(held.map((r) => r.id).sort()).toEqual([...ticketIds].sort());
  });

  it('stores the sender\'s language as one of the shop\'s, whatever the request carries', async () => {
    const [a, b] = await paidTickets(2);
    expect((await w.post('/api/transfers', { ticketIds: [a], email: 'third@example.com', locale: 'x'.repeat(50_000) })).statusCode).toBe(201);
    expect((await w.post('/api/transfers', { ticketIds: [b], email: 'third@example.com', locale: 'es-ES' })).statusCode).toBe(201);
    const rows = await w.t.app.db.selectFrom('transfers').select('locale').orderBy('id').execute();
    expect(rows.map((r) => r.locale)).toEqual(['en', 'es']);
  });

  it('names the event in the recipient\'s language, in the mail and on the link\'s page', async () => {
    await w.t.app.db.insertInto('content_translations')
      .values({ entity: 'event', entity_id: w.shop.events.first, field: 'name', locale: 'fr', value: 'Premier match' }).execute();
    const [a] = await paidTickets(1);
    expect((await send([a!])).statusCode).toBe(201);
    const mail = await mailedToken('other@example.com');
    expect(mail.text).toContain('Premier match, ');
    // The seat in the words My purchases and the link's page use ("…, bloc A, rang 1, place 16"), not "Rang 1  Place 16".
    expect(mail.text).toMatch(/ – [^\n]+, bloc [^,\n]+, rang [^,\n]+, place \S+\n/);
    expect(mail.text).not.toMatch(/Rang \S+ +Place/);
    const page = (headers: Record<string, string>) => get(`/api/transfers/link/${mail.token}`, headers);
    expect((await page({ cookie: 'i18next=fr' })).json().tickets[0].eventName).toBe('Premier match');
    expect((await page({ cookie: 'i18next=en' })).json().tickets[0].eventName).not.toBe('Premier match');
  });

  it('refuses a second acceptance, a cancel after acceptance, and the sender\'s old QR code', async () => {
    const [a] = await paidTickets(1);
    const seat = await w.t.app.db.selectFrom('seat_tickets').select(['event_id', 'seat_id']).where('id', '=', a!).executeTakeFirstOrThrow();
    const oldToken = signTicketToken(w.t.app.secretFor('ticket-qr'), { ticketId: a!, eventId: seat.event_id, seatId: seat.seat_id });
    expect(await checkTicketToken(w.t.app, oldToken)).toMatchObject({ valid: true });
    const sent = await send([a!]);
    const [transferId] = sent.json().transferIds as number[];
    const { token } = await mailedToken('other@example.com');
    const { ticketIds } = (await accept(token)).json() as { ticketIds: number[] };
    const twice = await accept(token);
    expect([twice.statusCode, twice.json().error.code]).toEqual([409, 'TRANSFER_NOT_PENDING']);
    const late = await cancel(transferId!);
    expect([late.statusCode, late.json().error.code]).toEqual([409, 'TRANSFER_NOT_PENDING']);
    // The refusal says where the ticket now stands: a page shown before the acceptance catches up.
    expect(late.json().error.details).toMatchObject({ status: 'confirmed', tickets: [{ ticketId: a, purchase: { transfer: { status: 'confirmed' } } }] });
    expect(await checkTicketToken(w.t.app, oldToken)).toEqual({ valid: false, reason: 'TICKET_NOT_VALID' });
    const newToken = signTicketToken(w.t.app.secretFor('ticket-qr'), { ticketId: ticketIds[0]!, eventId: seat.event_id, seatId: seat.seat_id });
    expect(await checkTicketToken(w.t.app, newToken)).toMatchObject({ valid: true, ticketId: ticketIds[0] });
    expect(await checkTicketToken(w.t.app, `${oldToken.slice(0, -2)}xx`)).toEqual({ valid: false, reason: 'TOKEN_INVALID' });
  });

  it('lets the sender take a ticket back before acceptance; the link then accepts nothing', async () => {
    const [a] = await paidTickets(1);
    const [transferId] = (await send([a!])).json().transferIds as number[];
    const { token } = await mailedToken('other@example.com');
    const back = await cancel(transferId!);
    expect(back.statusCode).toBe(200);
    expect(back.json().tickets).toMatchObject([{ ticketId: a, purchase: { transferable: true, transfer: null } }]);
    expect(await purchaseOf(a!)).toMatchObject({ transferable: true, transfer: null, download: { downloadable: true } });
    expect((await get(`/api/tickets/${a}/pdf`)).statusCode).toBe(200);
    expect((await accept(token)).json().error.code).toBe('TRANSFER_NOT_PENDING');
    expect((await get(`/api/transfers/link/${token}`, {})).json()).toMatchObject({ status: 'cancelled', orderCancelled: false });
    expect((await cancel(transferId!)).json().error.code).toBe('TRANSFER_NOT_PENDING');
    // The recipient, who holds the invitation, is told once, in their language (French here).
    const toRecipient = (await listOutbox(w.outbox)).filter((m) => m.to === 'other@example.com');
    expect(toRecipient).toHaveLength(2);
    expect(toRecipient.filter((m) => m.text.includes('L’expéditeur l’a repris\u00a0: il ne peut plus être accepté.'))).toHaveLength(1);
    // Sent again, to someone else this time.
    expect((await send([a!], 'third@example.com')).statusCode).toBe(201);
  });

  it('answers 404 to other customers on every route and accepts only for the address it was sent to', async () => {
    const [a] = await paidTickets(1);
    expect((await send([a!], 'third@example.com', w.other)).statusCode).toBe(404);
    const [transferId] = (await send([a!])).json().transferIds as number[];
    const { token } = await mailedToken('other@example.com');
    expect((await cancel(transferId!, w.other)).statusCode).toBe(404);
    expect((await cancel(transferId!, third)).statusCode).toBe(404);
    const wrong = await accept(token, third);
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([404, 'TRANSFER_NOT_FOUND']);
    expect((await accept(token, w.buyer)).statusCode).toBe(404);
    expect((await accept(token, anonymousHeaders())).statusCode).toBe(401);
    expect((await get('/api/transfers/link/not-a-real-token-at-all-123', {})).statusCode).toBe(404);
    expect((await get(`/api/tickets/${a}/pdf`, w.other)).statusCode).toBe(404);
  });

  it('refuses bad requests: own address, unknown or repeated ids, a ticket on resale, an unpaid or past one', async () => {
    const [a, b] = await paidTickets(2);
    expect((await send([a!], 'BUYER@example.com')).json().error.code).toBe('TRANSFER_TO_SELF');
    expect((await send([a!], 'not-an-email')).json().error.code).toBe('EMAIL_INVALID');
    expect((await send([a!, a!])).statusCode).toBe(400);
    expect((await send([])).statusCode).toBe(400);
    expect((await send(Array.from({ length: 21 }, (_, i) => i + 1))).statusCode).toBe(400);
    expect((await send([999_999])).statusCode).toBe(404);
    expect((await send([a!])).statusCode).toBe(201);
    expect((await send([a!], 'third@example.com')).json().error.code).toBe('TICKET_TRANSFER_PENDING');
    // A pending transfer blocks resale, and a listing blocks a transfer.
    await w.t.app.db.updateTable('customers').set({ iban: 'FR1420041010050500013M02606', bic: 'PSSTFRPPPAR' }).where('id', '=', w.buyerId).execute();
    expect((await w.post(`/api/resale/tickets/${a}/sell`, { price: 5000 })).json().error.code).toBe('RESALE_NOT_RESELLABLE');
    expect((await w.post(`/api/resale/tickets/${b}/sell`, { price: 5000 })).statusCode).toBe(200);
    expect((await send([b!])).json().error.code).toBe('TICKET_ON_RESALE');
    const unpaid = await w.hold(1, w.buyer, 4);
    const [held] = await w.t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', unpaid).execute();
    expect((await send([held!.id])).json().error.code).toBe('TICKET_NOT_TRANSFERABLE');
    const [c] = await paidTickets(1, 5);
    // The event has begun (moved to the past rather than the clock forward, which would end the session).
    await w.t.app.db.updateTable('events').set({ start_datetime: new Date(w.t.clock.now.getTime() - 60_000).toISOString() }).where('id', '=', w.shop.events.first).execute();
    expect((await send([c!])).json().error.code).toBe('TICKET_EVENT_PAST');
  });

  it('answers the same send again (its answer lost) with the first send, mailing once; another address or link is refused', async () => {
    const [a, b, c] = await paidTickets(3);
    const first = await send([a!, b!]);
    expect(first.statusCode).toBe(201);
    const again = await send([b!, a!]);
    expect(again.statusCode).toBe(201);
    expect(again.json().transferIds).toEqual([...first.json().transferIds].reverse());
    expect((await listOutbox(w.outbox)).filter((m) => m.to === 'other@example.com')).toHaveLength(1);
    expect((await send([a!, b!], 'third@example.com')).json().error.code).toBe('TICKET_TRANSFER_PENDING');
    // Part of the first link with a ticket it did not hold: not the same send.
    expect((await send([a!, c!])).json().error.code).toBe('TICKET_TRANSFER_PENDING');
    // Two links to one address, sent as one request: not one send either.
    expect((await send([c!])).statusCode).toBe(201);
    expect((await send([a!, c!])).json().error.code).toBe('TICKET_TRANSFER_PENDING');
    expect(await w.t.app.db.selectFrom('transfers').select('id').where('status', '=', 'pending').execute()).toHaveLength(3);
  });

  it('refuses to accept once the event has started, and the sender keeps the ticket', async () => {
    // The sender may have printed the ticket before sending it and entered with it: a ticket
    // accepted during the event would let a second person in on the same seat.
    const [a] = await paidTickets(1);
    expect((await send([a!])).statusCode).toBe(201);
    const { token } = await mailedToken('other@example.com');
    await w.t.app.db.updateTable('events').set({ start_datetime: new Date(w.t.clock.now.getTime() - 60_000).toISOString() }).where('id', '=', w.shop.events.first).execute();
    const late = await accept(token);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.code).toBe('TICKET_EVENT_PAST');
    const kept = await w.t.app.db.selectFrom('seat_tickets').select(['active', 'owner_customer_id']).where('id', '=', a!).executeTakeFirstOrThrow();
    expect(kept).toEqual({ active: 1, owner_customer_id: w.buyerId });
    const transfer = await w.t.app.db.selectFrom('transfers').select('status').where('seat_ticket_id', '=', a!).executeTakeFirstOrThrow();
    expect(transfer.status).toBe('pending');
    expect(await w.t.app.db.selectFrom('orders').select('id').where('customer_id', '=', w.otherId).execute()).toEqual([]);
  });

  it('keeps instalment tickets with the buyer until the order is paid', async () => {
    const orderId = await w.hold(2, w.buyer, 0);
    expect((await w.notify(await w.pay(orderId, 3), 'success')).body.result).toBe('confirmed');
    const [ticket] = await w.t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).execute();
    expect((await send([ticket!.id])).json().error.code).toBe('TICKET_INSTALLMENTS_UNPAID');
  });
});
