import { afterEach, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { extractPdfText } from './helpers/pdf-extract.js';
import { resaleWorld, VALID_BANK } from './helpers/resale-fixture.js';
import type { ResaleClient, ResaleWorld } from './helpers/resale-fixture.js';
import type { SiteConfig } from '../../src/domain/site-config.js';
import type { OrderView, SeatTicketView } from '../../src/domain/ticket-groups.js';

let w: ResaleWorld;
afterEach(async () => w.close());

const put = (client: ResaleClient, ticketId: number | string, holderInfo: unknown) =>
  w.t.app.inject({ method: 'PUT', url: `/api/tickets/${ticketId}/holder`, headers: client.headers, payload: { holderInfo } as object });
const pdf = (client: ResaleClient, ticketId: number) => w.t.app.inject({ method: 'GET', url: `/api/tickets/${ticketId}/pdf`, headers: client.headers });

async function ticketView(client: ResaleClient, ticketId: number): Promise<SeatTicketView> {
  const res = await w.t.app.inject({ method: 'POST', url: '/api/order/fetch-order', headers: client.headers, payload: { allowedStatus: ['confirmed'] } });
  const tickets = (res.json().orders as OrderView[]).flatMap((o) => o.ticketGroups.flatMap((g) => g.seatTickets));
  const ticket = tickets.find((t) => t.id === ticketId);
  if (!ticket) throw new Error(`ticket ${ticketId} not listed`);
  return ticket;
}

/** A confirmed single-event ticket of the seller, bought without holder information. */
async function boughtWithoutHolder(config: Partial<SiteConfig> = {}) {
  w = await resaleWorld();
  Object.assign(w.t.app.siteConfig, config);
  const { ticketIds } = await w.seller.buy(w.eventCart([w.shop.blocks.n1.seatIds[0]!]));
  return ticketIds[0]!;
}

describe('holder information at order creation', () => {
  it('refuses an invalid or incomplete holder with the failing fields, and accepts none at all', async () => {
    w = await resaleWorld();
    const cart = w.eventCart([w.shop.blocks.n1.seatIds[0]!]);
    const withHolder = (holderInfo: unknown) => ({ ...cart, tickets: cart.tickets.map((t) => ({ ...t, holderInfo })) });
    const bad = await w.seller.hold(withHolder({ email: 'not-an-email' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details).toMatchObject({
      reason: 'HOLDER_INFO_INVALID', path: 'tickets[0].holderInfo',
      fields: { email: 'EMAIL_INVALID', firstName: 'FIRST_NAME_REQUIRED', lastName: 'LAST_NAME_REQUIRED' },
    });
    const partial = await w.seller.hold(withHolder({ firstName: 'Ada', gender: 'unknown', lastName: '' }));
    expect(partial.json().error.details.fields).toEqual({ lastName: 'LAST_NAME_REQUIRED' });
    expect(await w.t.app.db.selectFrom('seat_tickets').select('id').execute()).toEqual([]);
    const good = await w.seller.hold(withHolder({ firstName: ' ada ', lastName: 'lovelace', email: 'ADA@Example.com', gender: 'unknown' }));
    expect(good.statusCode).toBe(200);
    const row = await w.t.app.db.selectFrom('seat_tickets').select('holder_info').executeTakeFirstOrThrow();
    expect(JSON.parse(row.holder_info!)).toEqual({ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' });
  });

  it('asks season tickets for the subscriber fields', async () => {
    w = await resaleWorld();
    const cart = { ...w.packCart([w.shop.blocks.n1.seatIds[1]!]), ticketType: 'season', pack: { id: w.shop.seasonId } };
    cart.tickets = cart.tickets.map((t) => ({ ...t, offer: { ...t.offer, productId: w.shop.products.season }, holderInfo: { firstName: 'Ada', lastName: 'Lovelace' } }));
    const res = await w.seller.hold(cart);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.details.fields).toEqual({ dateOfBirth: 'BIRTH_DATE_REQUIRED' });
  });
});

describe('PUT /api/tickets/:id/holder', () => {
  it('fills a missing holder once: the download opens, the names show, a change is refused', async () => {
    const ticketId = await boughtWithoutHolder();
    const before = await ticketView(w.seller, ticketId);
    expect(before.purchase).toMatchObject({ holderName: null, missingHolderFields: ['firstName', 'lastName'], download: { downloadable: false, reasons: ['TICKET_HOLDER_INFO_MISSING'] } });
    expect((await pdf(w.seller, ticketId)).json().error.code).toBe('TICKET_HOLDER_INFO_MISSING');

    const invalid = await put(w.seller, ticketId, { firstName: 'Grace', lastName: '', email: 'nope' });
    expect([invalid.statusCode, invalid.json().error.code]).toEqual([400, 'HOLDER_INFO_INVALID']);
    expect(invalid.json().error.details.fields).toEqual({ lastName: 'LAST_NAME_REQUIRED', email: 'EMAIL_INVALID' });

    const saved = await put(w.seller, ticketId, { firstName: 'grace', lastName: 'hopper' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().purchase).toMatchObject({ holderName: 'Grace Hopper', download: { downloadable: true, reasons: [] } });
    expect((await ticketView(w.seller, ticketId)).purchase?.holderName).toBe('Grace Hopper');
    expect((await pdf(w.seller, ticketId)).statusCode).toBe(200);

    const changed = await put(w.seller, ticketId, { firstName: 'Alan', lastName: 'Hopper' });
    expect([changed.statusCode, changed.json().error.code, changed.json().error.details.fields]).toEqual([409, 'HOLDER_INFO_LOCKED', ['firstName']]);
    // An optional field may still be added; the frozen ones are kept when left out.
    const added = await put(w.seller, ticketId, { phoneNumber: '+33 6 12 34 56 78' });
    expect(added.statusCode).toBe(200);
    expect((await ticketView(w.seller, ticketId)).purchase?.holder).toMatchObject({ firstName: 'Grace', lastName: 'Hopper', phoneNumber: '+33 6 12 34 56 78' });
  });

  it('names every ticket of a pack seat at once; each keeps its own day X', async () => {
    w = await resaleWorld();
    const { ticketIds } = await w.seller.buy(w.packCart([w.shop.blocks.n1.seatIds[2]!]));
    expect(ticketIds).toHaveLength(2);
    const before = await ticketView(w.seller, ticketIds[1]!);
    expect(before.purchase?.download.reasons).toEqual(['TICKET_DOWNLOAD_NOT_YET_AVAILABLE', 'TICKET_HOLDER_INFO_MISSING']);
    expect((await put(w.seller, ticketIds[0]!, { firstName: 'Ada', lastName: 'Lovelace' })).statusCode).toBe(200);
    for (const id of ticketIds) {
      const after = await ticketView(w.seller, id);
      expect(after.purchase?.holderName).toBe('Ada Lovelace');
      expect(after.purchase?.download.reasons).toEqual(['TICKET_DOWNLOAD_NOT_YET_AVAILABLE']);
    }
    const dates = await Promise.all(ticketIds.map(async (id) => (await ticketView(w.seller, id)).purchase?.download.availableFrom));
    expect(new Set(dates).size).toBe(2);
  });

  it('follows the requirement kinds of the configuration', async () => {
    const ticketId = await boughtWithoutHolder({
      holderFieldRequirements: { first_name: 'mandatory_with_change', email: 'mandatory_without_change', last_name: 'optional' },
    });
    expect((await ticketView(w.seller, ticketId)).purchase?.missingHolderFields).toEqual(['firstName', 'email']);
    expect((await put(w.seller, ticketId, { firstName: 'Ada' })).json().error.details.fields).toEqual({ email: 'EMAIL_REQUIRED' });
    expect((await put(w.seller, ticketId, { firstName: 'Ada', email: 'ada@example.com' })).statusCode).toBe(200);
    expect((await put(w.seller, ticketId, { firstName: 'Augusta' })).statusCode).toBe(200);
    const email = await put(w.seller, ticketId, { firstName: 'Augusta', email: 'other@example.com' });
    expect([email.statusCode, email.json().error.details.fields]).toEqual([409, ['email']]);
    expect((await ticketView(w.seller, ticketId)).purchase?.holderName).toBe('Augusta');
  });

  it('answers 404 for another customer and unknown tickets, 401 signed out, 400 for a bad body', async () => {
    const ticketId = await boughtWithoutHolder();
    const holder = { firstName: 'Eve', lastName: 'Intruder' };
    expect((await put(w.other, ticketId, holder)).statusCode).toBe(404);
    expect((await put(w.seller, 999999, holder)).statusCode).toBe(404);
    expect((await put(w.seller, 'abc', holder)).statusCode).toBe(400);
    expect((await put(w.seller, ticketId, 'a string')).statusCode).toBe(400);
    expect((await put(w.seller, ticketId, { firstName: 42 })).statusCode).toBe(400);
    const anonymous = await w.t.app.inject({ method: 'PUT', url: `/api/tickets/${ticketId}/holder`, headers: { cookie: 'csrf=x', 'x-csrf-token': 'x' }, payload: { holderInfo: holder } });
    expect(anonymous.statusCode).toBe(401);
    expect((await ticketView(w.seller, ticketId)).purchase?.holder).toBeNull();
  });

  it('lets one of two concurrent different holders win, never both', async () => {
    const ticketId = await boughtWithoutHolder();
    const answers = await Promise.all([
      put(w.seller, ticketId, { firstName: 'Ada', lastName: 'One' }),
      put(w.seller, ticketId, { firstName: 'Bea', lastName: 'Two' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().purchase.holderName;
    expect((await ticketView(w.seller, ticketId)).purchase?.holderName).toBe(winner);
  });
});

describe('the download gate', () => {
  it('a ticket on resale or resold is not its former owner\'s to download or name, and the order says why', async () => {
    const ticketId = await boughtWithoutHolder();
    expect((await put(w.seller, ticketId, { firstName: 'Ada', lastName: 'Lovelace' })).statusCode).toBe(200);
    await w.seller.saveBank(VALID_BANK);
    expect((await w.seller.sell(ticketId, { price: 2500 })).statusCode).toBe(200);
    expect((await pdf(w.seller, ticketId)).json().error.code).toBe('TICKET_ON_RESALE');
    expect((await ticketView(w.seller, ticketId)).purchase?.download.reasons).toEqual(['TICKET_ON_RESALE']);
    expect((await put(w.seller, ticketId, { phoneNumber: '+33 6 12 34 56 78' })).json().error.code).toBe('HOLDER_NOT_EDITABLE');

    await w.other.buy(w.resaleCart(w.shop.blocks.n1.seatIds[0]!));
    expect((await pdf(w.seller, ticketId)).json().error.code).toBe('TICKET_RESOLD');
    expect((await ticketView(w.seller, ticketId)).purchase?.download).toMatchObject({ downloadable: false, reasons: ['TICKET_RESOLD'] });
  });

  it('blocks events without a ticket template; a printed ticket gives its delivery note, a season pass its own document', async () => {
    const ticketId = await boughtWithoutHolder();
    await put(w.seller, ticketId, { firstName: 'Ada', lastName: 'Lovelace' });
    await w.t.app.db.updateTable('events').set({ has_ticket_template: 0 }).where('id', '=', w.shop.events.first).execute();
    expect((await pdf(w.seller, ticketId)).json().error.code).toBe('TICKET_NO_TEMPLATE');
    await w.t.app.db.updateTable('products').set({ ticket_format: 'physical_ticket' }).where('id', '=', w.shop.products.full).execute();
    const view = await ticketView(w.seller, ticketId);
    expect(view.purchase).toMatchObject({ format: 'physical_ticket', download: { downloadable: true, reasons: [] } });
    const note = await pdf(w.seller, ticketId);
    expect(note.headers['content-disposition']).toBe(`attachment; filename="delivery-note-${ticketId}.pdf"`);
    const notePdf = await PDFDocument.load(note.rawPayload);
    expect([notePdf.getTitle(), notePdf.getSubject()]).toEqual([`Delivery note ${ticketId}`, undefined]);
    expect((await extractPdfText(note.rawPayload)).lines).toEqual(expect.arrayContaining(['DELIVERY NOTE', 'Your printed ticket is sent by post to:']));
    await w.t.app.db.updateTable('products').set({ ticket_format: 'season_pass' }).where('id', '=', w.shop.products.full).execute();
    expect((await pdf(w.seller, ticketId)).json().error.code).toBe('TICKET_NO_TEMPLATE');
    await w.t.app.db.updateTable('events').set({ has_ticket_template: 1 }).where('id', '=', w.shop.events.first).execute();
    const pass = await pdf(w.seller, ticketId);
    expect(pass.headers['content-disposition']).toBe(`attachment; filename="season-pass-${ticketId}.pdf"`);
    expect((await extractPdfText(pass.rawPayload)).lines).toContain('SEASON PASS');
  });
});
