import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { hashPassword } from '../../src/server/security/passwords.js';
import { latestMailToken, PASSWORD, signUpVerifiedAndLogin, TestBrowser, useTemporaryOutbox } from './helpers/accounts.js';

let test: TestApp;
let outbox: string;

beforeEach(async () => {
  outbox = useTemporaryOutbox();
  test = await createTestApp();
});
afterEach(async () => test.close());

/** One ticket of `customerId` on resale with the given listing status (minimal catalogue rows). */
async function ticketOnResale(app: FastifyInstance, customerId: number, status: 'on_sale' | 'pending' | 'sold' | 'cancelled'): Promise<void> {
  const id = async <T extends { id: number }>(query: Promise<T>) => (await query).id;
  const db = app.db;
  const now = app.now().toISOString();
  const arena = await id(db.insertInto('arenas').values({ name: 'Arena', image_url: null, has_external_seating: 0, external_stadium_id: null, website_max_tickets_in_cart: 99, geometry_version: 'v1', seat_count: 1 }).returning('id').executeTakeFirstOrThrow());
  const stand = await id(db.insertInto('stands').values({ arena_id: arena, name: 'North', position: 0 }).returning('id').executeTakeFirstOrThrow());
  const block = await id(db.insertInto('blocks').values({ arena_id: arena, stand_id: stand, name: 'A', contour: '[]', is_open_seating: 0, external_id: null, position: 0 }).returning('id').executeTakeFirstOrThrow());
  const category = await id(db.insertInto('categories').values({ arena_id: arena, name: 'Cat 1', description: null, color: null, is_active: 1 }).returning('id').executeTakeFirstOrThrow());
  const seat = await id(db.insertInto('seats').values({ arena_id: arena, block_id: block, seat_index: 0, row: 1, column: 1, row_name: '1', seat_number: '1', x: 0, y: 0, category_id: category, map_identifier: null, external_id: null }).returning('id').executeTakeFirstOrThrow());
  const product = await id(db.insertInto('products').values({ name: 'Full', description: null, type: 'individual', is_resale: 0, is_active: 1 }).returning('id').executeTakeFirstOrThrow());
  const channel = await id(db.insertInto('sale_channels').values({ name: 'website' }).returning('id').executeTakeFirstOrThrow());
  const event = await id(db.insertInto('events').values({ name: 'Match', description: null, start_datetime: now, is_archived: 0, side: 'home', arena_id: arena, competition_id: null, home_team_id: null, opponent_team_id: null, image_url: null, partner_name: null, partner_logo_url: null }).returning('id').executeTakeFirstOrThrow());
  const order = await id(db.insertInto('orders').values({ customer_id: customerId, status: 'confirmed', sale_channel_id: channel, created_at: now, expiry_datetime: now, sale_datetime: now, gross_amount: 2000, discount_amount: 0, has_transaction_in_progress: 0, number_of_installments: 1, payment_method: 'credit_card', anomaly_code: null, anomaly_status: null, ticket_withdrawal: 'Envoi par email' }).returning('id').executeTakeFirstOrThrow());
  const ticket = await id(db.insertInto('seat_tickets').values({ order_id: order, event_id: event, seat_id: seat, campaign_pack_id: null, pack_group: null, product_id: product, category_id: category, gross_amount: 2000, discount_amount: 0, state: 'confirmed', active: 1, is_from_resale: 0, resale_listing_id: null, holder_info: null, owner_customer_id: customerId, created_at: now }).returning('id').executeTakeFirstOrThrow());
  await db.insertInto('resale_listings').values({ seat_ticket_id: ticket, seller_customer_id: customerId, price: 2500, status, created_at: now, sold_at: null }).execute();
}

describe('profile', () => {
  it('reads and updates the own profile with normalised, validated fields', async () => {
    const id = await insertCustomer(test.app, { email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', isEarlyBird: true, passwordHash: await hashPassword(PASSWORD) });
    const headers = await signInHeaders(test.app, id);
    const read = await test.app.inject({ method: 'GET', url: `/api/customer/${id}`, headers });
    expect(read.json().customer).toMatchObject({ id, email: 'ada@example.com', isEarlyBird: true, gender: 'unknown', dateOfBirth: null });
    expect(read.headers['cache-control']).toBe('no-store');

    const update = await test.app.inject({
      method: 'PUT', url: `/api/customer/${id}`, headers,
      payload: {
        email: 'hijack@example.com', firstName: 'aDA', lastName: 'king-lovelace', gender: 'female', dateOfBirth: '1815-12-10',
        streetAddress: '12 St James Square', postalCode: 'sw1y 4jh', cityName: 'London', country: 'gb', phoneNumber: '+44 20 7946 0123',
        iban: 'GB82 WEST 1234 5698 7654 32', bic: 'westgb2l', company: '', acceptsCrm: true,
      },
    });
    expect(update.json().error.details.fields).toEqual({ dateOfBirth: 'DATE_INVALID' });

    const ok = await test.app.inject({
      method: 'PUT', url: `/api/customer/${id}`, headers,
      payload: {
        email: 'hijack@example.com', firstName: 'aDA', lastName: 'king-lovelace', gender: 'female', dateOfBirth: '1985-12-10',
        streetAddress: '12 St James Square', postalCode: 'sw1y 4jh', cityName: 'London', country: 'gb', phoneNumber: '+44 20 7946 0123',
        iban: 'GB82 WEST 1234 5698 7654 32', bic: 'westgb2l', company: '', acceptsCrm: true, locale: 'nl', currentPassword: PASSWORD,
      },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().customer).toMatchObject({
      email: 'ada@example.com', firstName: 'Ada', lastName: 'King-Lovelace', gender: 'female', postalCode: 'SW1Y 4JH', country: 'GB',
      iban: 'GB82WEST12345698765432', bic: 'WESTGB2L', company: null, acceptsCrm: true, locale: 'nl', isEarlyBird: true,
    });
  });

  it('refuses bank details from different countries and a half-filled address', async () => {
    const id = await insertCustomer(test.app, { email: 'ada@example.com' });
    const headers = await signInHeaders(test.app, id);
    const response = await test.app.inject({
      method: 'PUT', url: `/api/customer/${id}`, headers,
      payload: { firstName: 'Ada', lastName: 'Lovelace', iban: 'GB82WEST12345698765432', bic: 'BNPAFRPP', cityName: 'London' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.details.fields).toEqual({
      bic: 'IBAN_BIC_COUNTRY_MISMATCH', streetAddress: 'ADDRESS_REQUIRED', postalCode: 'POSTCODE_REQUIRED', country: 'COUNTRY_REQUIRED',
    });
  });

  it('never shows or changes another customer (404 for every route)', async () => {
    const mine = await insertCustomer(test.app, { email: 'me@example.com' });
    const theirs = await insertCustomer(test.app, { email: 'victim@example.com', firstName: 'Victim' });
    const headers = await signInHeaders(test.app, mine);
    const attempts = [
      { method: 'GET' as const, url: `/api/customer/${theirs}` },
      { method: 'PUT' as const, url: `/api/customer/${theirs}`, payload: { firstName: 'Owned', lastName: 'Owned' } },
      { method: 'PUT' as const, url: `/api/customer/${theirs}/password`, payload: { currentPassword: 'x', password: 'new password 1' } },
      { method: 'GET' as const, url: `/api/customer/${theirs}/export` },
      { method: 'DELETE' as const, url: `/api/customer/${theirs}` },
      { method: 'GET' as const, url: '/api/customer/abc' },
      { method: 'GET' as const, url: '/api/customer/999999' },
    ];
    for (const attempt of attempts) {
      const response = await test.app.inject({ ...attempt, headers });
      expect(response.statusCode, attempt.url).toBe(404);
      expect(response.body).not.toContain('victim@example.com');
      expect(response.json().error.code).toBe('NOT_FOUND');
    }
    const victim = await test.app.db.selectFrom('customers').selectAll().where('id', '=', theirs).executeTakeFirstOrThrow();
    expect(victim.first_name).toBe('Victim');
  });

  it('answers 401 to signed-out visitors', async () => {
    const id = await insertCustomer(test.app, { email: 'ada@example.com' });
    const response = await test.app.inject({ method: 'GET', url: `/api/customer/${id}` });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe('UNAUTHENTICATED');
  });
});

describe('password change', () => {
  it('checks the current password and the confirmation, then ends the other sessions', async () => {
    const browser = new TestBrowser(test.app);
    const id = await signUpVerifiedAndLogin(browser, outbox, 'ada@example.com');
    const otherDevice = new TestBrowser(test.app, '10.0.0.9');
    await otherDevice.request('POST', '/api/auth/authenticate', { email: 'ada@example.com', password: PASSWORD });
    expect((await otherDevice.request('GET', '/api/customer')).json().customer).not.toBeNull();

    const mismatch = await browser.request('PUT', `/api/customer/${id}/password`, { currentPassword: PASSWORD, password: 'new password 1', confirmPassword: 'new password 2' });
    expect(mismatch.json().error.details.fields).toEqual({ confirmPassword: 'PASSWORDS_NOT_IDENTICAL' });
    const unconfirmed = await browser.request('PUT', `/api/customer/${id}/password`, { currentPassword: PASSWORD, password: 'new password 1', confirmPassword: '' });
    expect(unconfirmed.statusCode).toBe(400);
    expect(unconfirmed.json().error.details.fields).toEqual({ confirmPassword: 'CONFIRM_PASSWORD_REQUIRED' });
    const wrong = await browser.request('PUT', `/api/customer/${id}/password`, { currentPassword: 'not it at all', password: 'new password 1', confirmPassword: 'new password 1' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('CURRENT_PASSWORD_INVALID');

    const changed = await browser.request('PUT', `/api/customer/${id}/password`, { currentPassword: PASSWORD, password: 'new password 1', confirmPassword: 'new password 1' });
    expect(changed.statusCode).toBe(204);
    expect((await browser.request('GET', '/api/customer')).json().customer.id).toBe(id);
    expect((await otherDevice.request('GET', '/api/customer')).json().customer).toBeNull();
  });

  it('answers a change sent again after its answer was lost as done, and still refuses a wrong current password', async () => {
    const browser = new TestBrowser(test.app);
    const id = await signUpVerifiedAndLogin(browser, outbox, 'ada@example.com');
    const change = { currentPassword: PASSWORD, password: 'new password 1', confirmPassword: 'new password 1' };
    expect((await browser.request('PUT', `/api/customer/${id}/password`, change)).statusCode).toBe(204);

    const again = await browser.request('PUT', `/api/customer/${id}/password`, change);
    expect(again.statusCode).toBe(204);
    const other = await browser.request('PUT', `/api/customer/${id}/password`, { ...change, password: 'new password 2', confirmPassword: 'new password 2' });
    expect(other.statusCode).toBe(400);
    expect(other.json().error.code).toBe('CURRENT_PASSWORD_INVALID');
    const signIn = await new TestBrowser(test.app, '10.0.0.9').request('POST', '/api/auth/authenticate', { email: 'ada@example.com', password: 'new password 1' });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('password change and mailed reset links', () => {
  it('withdraws a reset link mailed before the change: the old link no longer sets a password', async () => {
    const browser = new TestBrowser(test.app);
    const id = await signUpVerifiedAndLogin(browser, outbox, 'ada@example.com');
    expect((await browser.request('POST', '/api/auth/reset-password', { email: 'ada@example.com' })).statusCode).toBe(202);
    const token = await latestMailToken(outbox, 'ada@example.com', 'reset-password');
    expect((await browser.request('GET', `/api/auth/action-token/${token}`)).statusCode).toBe(200);

    const changed = await browser.request('PUT', `/api/customer/${id}/password`, { currentPassword: PASSWORD, password: 'new password 1', confirmPassword: 'new password 1' });
    expect(changed.statusCode).toBe(204);
    const late = await new TestBrowser(test.app, '10.0.0.66').request('POST', `/api/auth/action-token/execute/${token}`, { password: 'taken over 1', confirmPassword: 'taken over 1' });
    expect([late.statusCode, late.json().error?.code]).toEqual([404, 'ACTION_TOKEN_MISSING']);
    expect((await browser.request('GET', '/api/customer')).json().customer.id).toBe(id);
  });
});

describe('account deletion and export', () => {
  it('is refused while tickets are on resale, allowed once the listing is sold', async () => {
    const id = await insertCustomer(test.app, { email: 'ada@example.com' });
    const headers = await signInHeaders(test.app, id);
    await ticketOnResale(test.app, id, 'on_sale');
    const refused = await test.app.inject({ method: 'DELETE', url: `/api/customer/${id}`, headers });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ACCOUNT_HAS_TICKETS_ON_RESALE');

    await test.app.db.updateTable('resale_listings').set({ status: 'sold' }).execute();
    const deleted = await test.app.inject({ method: 'DELETE', url: `/api/customer/${id}`, headers });
    expect(deleted.statusCode).toBe(200);
    // Orders stay in the books, so the row is anonymised rather than removed.
    expect(deleted.json()).toEqual({ mode: 'anonymised' });
    const row = await test.app.db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Deleted', password_hash: null, phone_number: null });
    // The address is replaced by a random one (whose hex may well spell 'ada': the test once failed on 'aadac4…').
    expect(row.email).not.toContain('ada@example.com');
    expect(row.email).toMatch(/^deleted-\d+-[0-9a-f]+@deleted\.invalid$/);
    expect((await test.app.inject({ method: 'GET', url: '/api/customer', headers })).json()).toEqual({ customer: null });
  });

  it('removes a customer without purchases outright', async () => {
    const id = await insertCustomer(test.app, { email: 'ada@example.com' });
    const headers = await signInHeaders(test.app, id);
    const deleted = await test.app.inject({ method: 'DELETE', url: `/api/customer/${id}`, headers });
    expect(deleted.json()).toEqual({ mode: 'deleted' });
    expect(await test.app.db.selectFrom('customers').select('id').execute()).toHaveLength(0);
    expect(await test.app.db.selectFrom('sessions').select('id').execute()).toHaveLength(0);
  });

  it('exports the own data as a JSON attachment without secrets', async () => {
    const id = await insertCustomer(test.app, { email: 'ada@example.com' });
    const headers = await signInHeaders(test.app, id);
    await ticketOnResale(test.app, id, 'cancelled');
    const response = await test.app.inject({ method: 'GET', url: `/api/customer/${id}/export`, headers });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-2026-11-22\.json"$/);
    const data = response.json();
    expect(data.customer.email).toBe('ada@example.com');
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0].seatTickets).toHaveLength(1);
    expect(data.resaleListings).toHaveLength(1);
    expect(data.sessions).toHaveLength(1);
    expect(response.body).not.toMatch(/password_hash|csrf_token|"id": "[0-9a-f]{64}"/);
  });
});
