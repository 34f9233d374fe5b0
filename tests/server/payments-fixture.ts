/** Shared set-up of the payment and document tests: a shop, two customers, holds and notifications. */
import { afterEach, beforeEach } from 'vitest';
import { createTestApp, insertCustomer, signInHeaders } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { useTemporaryOutbox as temporaryOutbox } from './helpers/accounts.js';
import type { LightMyRequestResponse } from 'fastify';
import { eventCart, poster, seedShop } from './helpers/inventory-fixture.js';
import type { ShopFixture } from './helpers/inventory-fixture.js';
import { newNotification, signedNotificationBody } from '../../src/server/services/payments/test-provider.js';
import type { NotificationOutcome } from '../../src/server/services/payments/provider.js';
import type { SiteConfig } from '../../src/domain/site-config.js';
import type { WalletSettings } from '../../src/server/services/wallet/wallet-settings.js';
import { runAdminCommand } from '../../src/server/cli/admin.js';

export interface PaymentWorld {
  t: TestApp;
  shop: ShopFixture;
  outbox: string;
  buyer: Record<string, string>;
  buyerId: number;
  other: Record<string, string>;
  otherId: number;
  post: ReturnType<typeof poster>;
  /** Holds `count` seats of block N1 (6000 cents each at full price) and returns the order id. */
  hold(count?: number, headers?: Record<string, string>, firstSeat?: number): Promise<number>;
  checkout(orderId: number, numberOfInstallments?: number, headers?: Record<string, string>, extra?: Record<string, unknown>): ReturnType<ReturnType<typeof poster>>;
  /** Starts a payment and returns its reference. */
  pay(orderId: number, numberOfInstallments?: number): Promise<string>;
  notify(reference: string, outcome: NotificationOutcome, amount?: number): Promise<{ statusCode: number; body: Record<string, unknown>; sent: Record<string, unknown> }>;
  resend(sent: Record<string, unknown>): Promise<{ statusCode: number; body: Record<string, unknown> }>;
  status(orderId: number, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  advance(seconds: number): void;
  close(): Promise<void>;
}

const HOLDER = { firstName: 'Ada', lastName: 'Lovelace' };

export async function paymentWorld(config: Partial<SiteConfig> = {}, wallet?: WalletSettings): Promise<PaymentWorld> {
  const outbox = temporaryOutbox();
  const t = await createTestApp({ config: { defaultOrderExpiryTimeInSeconds: 600, ...config }, ...(wallet ? { wallet } : {}) });
  const shop = await seedShop(t.app.db, t.clock.now);
  const buyerId = await insertCustomer(t.app, { email: 'buyer@example.com', firstName: 'Ada' });
  const otherId = await insertCustomer(t.app, { email: 'other@example.com' });
  const buyer = await signInHeaders(t.app, buyerId);
  const other = await signInHeaders(t.app, otherId);
  const post = poster(t.app, buyer);
  const world: PaymentWorld = {
    t, shop, outbox, buyer, buyerId, other, otherId, post,
    async hold(count = 1, headers = buyer, firstSeat = 0) {
      const seats = shop.blocks.n1.seatIds.slice(firstSeat, firstSeat + count);
      const cart = eventCart(shop.events.first, shop.blocks.n1, seats, shop.products.full);
      const res = await post('/api/order/create-order-with-tickets', {
        ...cart, tickets: cart.tickets.map((ticket) => ({ ...ticket, holderInfo: HOLDER })),
      }, headers);
      if (res.statusCode !== 200) throw new Error(`hold failed ${res.statusCode} ${JSON.stringify(res.json())}`);
      return res.json().order.orderId as number;
    },
    checkout: (orderId, numberOfInstallments = 1, headers = buyer, extra = {}) =>
      post('/api/checkout', { orderId, numberOfInstallments, termsAccepted: true, ...extra }, headers),
    async pay(orderId, numberOfInstallments = 1) {
      const res = await world.checkout(orderId, numberOfInstallments);
      if (res.statusCode !== 200) throw new Error(`checkout failed ${res.statusCode} ${JSON.stringify(res.json())}`);
      return res.json().paymentReference as string;
    },
    async notify(reference: string, outcome: NotificationOutcome, amount?: number) {
      const payment = await t.app.db.selectFrom('payments').select('amount').where('external_reference', '=', reference).executeTakeFirst();
      const sent = signedNotificationBody(t.app.secretFor('payment-notifications'), newNotification(reference, outcome, amount ?? Number(payment?.amount ?? 0)));
      const res = await t.app.inject({ method: 'POST', url: '/api/payments/notifications', payload: sent });
      return { statusCode: res.statusCode, body: res.json(), sent: { ...sent } as Record<string, unknown> };
    },
    async resend(sent) {
      const res = await t.app.inject({ method: 'POST', url: '/api/payments/notifications', payload: sent });
      return { statusCode: res.statusCode, body: res.json() };
    },
    status: (orderId, headers = buyer) => t.app.inject({ method: 'GET', url: `/api/orders/${orderId}/status`, headers }),
    advance(seconds) {
      t.clock.now = new Date(t.clock.now.getTime() + seconds * 1000);
    },
    close: () => t.close(),
  };
  return world;
}

export interface PaymentWorldWithAdmin {
  /** The world of the running test (opened before it, closed after it). */
  world(): PaymentWorld;
  /** Runs `npm run admin -- …args` against the world's app; answers its exit code. */
  admin(...args: string[]): Promise<number>;
  /** What the admin command printed since the test began (the same array all along: empty it with `lines.length = 0`). */
  lines: string[];
}

/**
 * A fresh payment world for each test of the file, with the admin command run against it and its
 * printed lines kept: the set-up of the ticket-office tests (cancel-order, anomalies, instalments).
 */
export function paymentWorldWithAdmin(config: Partial<SiteConfig> = {}): PaymentWorldWithAdmin {
  let current: PaymentWorld | null = null;
  const lines: string[] = [];
  const world = (): PaymentWorld => {
    if (!current) throw new Error('the payment world is open only while a test runs');
    return current;
  };
  beforeEach(async () => {
    current = await paymentWorld(config);
    lines.length = 0;
  });
  afterEach(async () => {
    await current?.close();
    current = null;
  });
  return { world, lines, admin: (...args) => runAdminCommand(args, world().t.app, (line) => lines.push(line)) };
}
