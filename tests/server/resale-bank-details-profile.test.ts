/**
 * The profile form cannot empty the bank details a resale listing will be paid out to; other
 * valid details may replace them. Raced for real on PostgreSQL against a sale of the same seller.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { CUSTOMER_PASSWORD, resaleWorld, VALID_BANK } from './helpers/resale-fixture.js';
import type { ResaleClient, ResaleWorld } from './helpers/resale-fixture.js';

let w: ResaleWorld;
beforeEach(async () => {
  w = await resaleWorld();
});
afterEach(async () => w.close());

const PROFILE = {
  firstName: 'Ada', lastName: 'Lovelace', gender: 'female', dateOfBirth: '1985-12-10', streetAddress: '12 St James Square',
  postalCode: 'SW1Y 4JH', cityName: 'London', country: 'gb', phoneNumber: '+44 20 7946 0123', company: '',
};
/** Another valid pair of the same country (a German IBAN and BIC). */
const OTHER_BANK = { iban: 'DE89 3704 0044 0532 0130 00', bic: 'COBADEFFXXX' };

const saveProfile = (client: ResaleClient, customerId: number, bank: { iban: string; bic: string }) =>
  w.t.app.inject({ method: 'PUT', url: `/api/customer/${customerId}`, headers: client.headers, payload: { ...PROFILE, ...bank, currentPassword: CUSTOMER_PASSWORD } });
const storedBank = async (customerId: number) =>
  w.t.app.db.selectFrom('customers').select(['iban', 'bic']).where('id', '=', customerId).executeTakeFirstOrThrow();

async function sellerWithTicketOnSale(): Promise<number> {
  const { ticketIds } = await w.seller.buy(w.eventCart([w.shop.blocks.n1.seatIds[0]!]));
  expect((await w.seller.saveBank(VALID_BANK)).statusCode).toBe(200);
  expect((await w.seller.sell(ticketIds[0]!, { price: 2500 })).statusCode).toBe(200);
  return ticketIds[0]!;
}

describe('bank details in the profile while tickets are on resale', () => {
  it('refuses emptying them, on the bank fields, and keeps what was stored', async () => {
    await sellerWithTicketOnSale();
    const before = await storedBank(w.sellerId);
    const res = await saveProfile(w.seller, w.sellerId, { iban: '', bic: '' });
    expect([res.statusCode, res.json().error.code, res.json().error.details.fields]).toEqual([
      409, 'BANK_DETAILS_NEEDED_FOR_RESALE', { iban: 'BANK_DETAILS_NEEDED_FOR_RESALE', bic: 'BANK_DETAILS_NEEDED_FOR_RESALE' },
    ]);
    // Emptying one of the pair is already a form error (both or neither).
    const half = await saveProfile(w.seller, w.sellerId, { iban: VALID_BANK.iban, bic: '' });
    expect([half.statusCode, half.json().error.details.fields]).toEqual([400, { bic: 'BIC_REQUIRED' }]);
    expect(await storedBank(w.sellerId)).toEqual(before);
  });

  it('lets other valid details replace them', async () => {
    await sellerWithTicketOnSale();
    expect((await saveProfile(w.seller, w.sellerId, OTHER_BANK)).statusCode).toBe(200);
    expect(await storedBank(w.sellerId)).toEqual({ iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' });
  });

  it('refuses while a buyer is paying for the listing', async () => {
    await sellerWithTicketOnSale();
    expect((await w.other.hold(w.resaleCart(w.shop.blocks.n1.seatIds[0]!))).statusCode).toBe(200);
    const res = await saveProfile(w.seller, w.sellerId, { iban: '', bic: '' });
    expect([res.statusCode, res.json().error.code]).toEqual([409, 'BANK_DETAILS_NEEDED_FOR_RESALE']);
  });

  it('allows emptying them once the ticket is taken off sale', async () => {
    const ticketId = await sellerWithTicketOnSale();
    expect((await w.seller.cancel(ticketId)).statusCode).toBe(200);
    expect((await saveProfile(w.seller, w.sellerId, { iban: '', bic: '' })).statusCode).toBe(200);
    expect(await storedBank(w.sellerId)).toEqual({ iban: null, bic: null });
  });

  it('never leaves a ticket on sale without bank details when the sale and the profile race', async () => {
    const seats = w.shop.blocks.n1.seatIds;
    for (let round = 0; round < 6; round += 1) {
      const email = `racer-${round}@example.com`;
      const seller = await w.newClient(email);
      const { id } = await w.t.app.db.selectFrom('customers').select('id').where('email', '=', email).executeTakeFirstOrThrow();
      const { ticketIds } = await seller.buy(w.eventCart([seats[round + 1]!]));
      expect((await seller.saveBank(VALID_BANK)).statusCode).toBe(200);
      const [sold, saved] = await Promise.all([seller.sell(ticketIds[0]!, { price: 2500 }), saveProfile(seller, id, { iban: '', bic: '' })]);
      const onSale = await w.t.app.db.selectFrom('resale_listings').select('id').where('seller_customer_id', '=', id).where('status', '=', 'on_sale').execute();
      const bank = await storedBank(id);
      // The sale ran first (the profile is refused) or the profile did (the sale finds no bank details).
      if (sold.statusCode === 200) expect([saved.statusCode, saved.json().error?.code, onSale.length, bank.iban !== null]).toEqual([409, 'BANK_DETAILS_NEEDED_FOR_RESALE', 1, true]);
      else expect([sold.statusCode, sold.json().error.code, saved.statusCode, onSale, bank]).toEqual([400, 'BANK_DETAILS_REQUIRED', 200, [], { iban: null, bic: null }]);
    }
  }, 120_000);
});
