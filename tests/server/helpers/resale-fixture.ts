/**
 * Set-up of the resale tests: the small shop of inventory-fixture, a seller and another customer,
 * tickets bought through the order call and confirmed as a paid order is, and a client for the
 * /api/resale calls.
 */
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp, insertCustomer, signInHeaders } from './test-app.js';
import type { TestApp } from './test-app.js';
import { eventCart, packCart, seedShop } from './inventory-fixture.js';
import type { FixtureBlock, ShopFixture } from './inventory-fixture.js';
import { confirmPaidOrder } from '../../../src/server/services/payments/confirm-order.js';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import type { ResaleTicketView } from '../../../src/domain/resale-view.js';
import { hashPassword } from '../../../src/server/security/passwords.js';

export const CREATE_ORDER = '/api/order/create-order-with-tickets';
/** A valid French IBAN and a BIC of the same country. */
export const VALID_BANK = { iban: 'FR76 3000 6000 0112 3456 7890 189', bic: 'BNPAFRPP' };
/** Every customer of the world signs in with this password; bank details changes send it. */
export const CUSTOMER_PASSWORD = 'resale password 1';

export interface ResaleClient {
  headers: Record<string, string>;
  list(query?: string): Promise<LightMyRequestResponse>;
  tickets(query?: string): Promise<ResaleTicketView[]>;
  sell(ticketId: number | string, body?: unknown): Promise<LightMyRequestResponse>;
  cancel(ticketId: number | string): Promise<LightMyRequestResponse>;
  /** Saves bank details, confirming with the customer's password unless the body says otherwise. */
  saveBank(body: object): Promise<LightMyRequestResponse>;
  /** Holds seats with the order call, then confirms the order as a paid notification does. */
  buy(cart: unknown): Promise<{ orderId: number; ticketIds: number[] }>;
  /** Holds seats without paying (a buyer's resale claim stays pending). */
  hold(cart: unknown): Promise<LightMyRequestResponse>;
}

export interface ResaleWorld {
  t: TestApp;
  shop: ShopFixture;
  sellerId: number;
  seller: ResaleClient;
  otherId: number;
  other: ResaleClient;
  newClient(email: string): Promise<ResaleClient>;
  confirm(orderId: number): Promise<void>;
  eventCart(seatIds: readonly number[], block?: FixtureBlock, eventId?: number): ReturnType<typeof eventCart>;
  packCart(seatIds: readonly number[]): ReturnType<typeof packCart>;
  /** The resale cart a buyer sends for one resold seat of N1 on the first event. */
  resaleCart(seatId: number): ReturnType<typeof eventCart>;
  close(): Promise<void>;
}

export async function resaleWorld(resale: Partial<SiteConfig['resale']> = {}): Promise<ResaleWorld> {
  const t = await createTestApp({ config: { resale: { feePercent: 5, minimumPrice: 500, maxResoldTicketsPerCampaign: 4, ...resale } } });
  const shop = await seedShop(t.app.db, t.clock.now);
  const confirm = async (orderId: number) => {
    await t.app.db.transaction().execute((trx) => confirmPaidOrder(trx, orderId, t.clock.now.toISOString()));
  };
  const client = (headers: Record<string, string>): ResaleClient => {
    const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) =>
      t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
    const hold = (cart: unknown) => inject('POST', CREATE_ORDER, cart);
    return {
      headers,
      list: (query = '') => inject('GET', `/api/resale/tickets${query}`),
      tickets: async (query = '') => {
        const res = await inject('GET', `/api/resale/tickets${query}`);
        if (res.statusCode !== 200) throw new Error(`list ${res.statusCode} ${res.body}`);
        return (res.json() as { tickets: ResaleTicketView[] }).tickets;
      },
      sell: (ticketId, body) => inject('POST', `/api/resale/tickets/${ticketId}/sell`, body ?? {}),
      cancel: (ticketId) => inject('POST', `/api/resale/tickets/${ticketId}/cancel`, {}),
      saveBank: (body) => inject('PUT', '/api/resale/bank-details', Array.isArray(body) ? body : { currentPassword: CUSTOMER_PASSWORD, ...body }),
      hold,
      buy: async (cart) => {
        const res = await hold(cart);
        if (res.statusCode !== 200) throw new Error(`hold ${res.statusCode} ${res.body}`);
        const order = res.json().order as { orderId: number; ticketGroups: { seatTickets: { id: number }[] }[] };
        await confirm(order.orderId);
        return { orderId: order.orderId, ticketIds: order.ticketGroups.flatMap((g) => g.seatTickets.map((s) => s.id)).sort((a, b) => a - b) };
      },
    };
  };
  // One hash for all: scrypt per customer would slow every resale test.
  const passwordHash = await hashPassword(CUSTOMER_PASSWORD);
  const newClient = async (email: string) => client(await signInHeaders(t.app, await insertCustomer(t.app, { email, passwordHash })));
  const sellerId = await insertCustomer(t.app, { email: 'seller@example.com', passwordHash });
  const otherId = await insertCustomer(t.app, { email: 'other@example.com', passwordHash });
  return {
    t,
    shop,
    sellerId,
    seller: client(await signInHeaders(t.app, sellerId)),
    otherId,
    other: client(await signInHeaders(t.app, otherId)),
    newClient,
    confirm,
    eventCart: (seatIds, block = shop.blocks.n1, eventId = shop.events.first) => eventCart(eventId, block, seatIds, shop.products.full),
    packCart: (seatIds) => packCart('pack', shop.packId, shop.blocks.n1, seatIds, shop.products.pack),
    resaleCart: (seatId) => {
      const cart = eventCart(shop.events.first, shop.blocks.n1, [seatId], shop.products.resale);
      cart.tickets[0]!.offer.isFromResale = true;
      return cart;
    },
    close: () => t.close(),
  };
}
