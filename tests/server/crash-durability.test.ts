/**
 * kill -9 during payments: every payment the shop acknowledged is confirmed after the restart,
 * with its confirmation mail queued and then sent; the notifications that got no answer are sent
 * again (as a provider does) and confirm too; no seat is sold twice. Real process, real SQLite file.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { build } from '../../src/server/app.js';
import { migrateToLatest, openDatabase } from '../../src/server/db/database.js';
import { defaultSiteConfig } from '../../src/server/config/default-config.js';
import { purposeSecret } from '../../src/server/security/purpose-secrets.js';
import { newNotification, signedNotificationBody } from '../../src/server/services/payments/test-provider.js';
import { deliverDueMail } from '../../src/server/services/mail/mail-queue.js';
import { eventCart, poster, seedShop } from './helpers/inventory-fixture.js';
import { insertCustomer, signInHeaders } from './helpers/test-app.js';
import { useTemporaryOutbox } from './helpers/accounts.js';

const SECRET = 'crash-test-secret-0123456789-abcdefghijklmnop';
const ORDERS = 18;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

async function inProcess(file: string, now: () => Date = () => new Date()) {
  const database = openDatabase(file);
  await migrateToLatest(database);
  const app = await build({ database, config: defaultSiteConfig(), secret: SECRET, now });
  await app.ready();
  return { app, close: async () => { await app.close(); await database.close(); } };
}

function startNode(file: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'helpers/crash-node.ts'), file, SECRET, String(port)], {
    env: { ...process.env, LOG_LEVEL: 'silent' }, stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('ready')) resolve(child); });
    child.once('exit', (code) => reject(new Error(`node exited ${code} before ready`)));
  });
}

describe('kill -9 during payments', () => {
  it('keeps every acknowledged payment and its mail, and sells no seat twice', async () => {
    useTemporaryOutbox();
    const file = join(mkdtempSync(join(tmpdir(), 'crash-')), 'shop.sqlite');
    // One held order per customer, each with its payment started.
    const setup = await inProcess(file);
    const shop = await seedShop(setup.app.db, new Date());
    const seats = [...shop.blocks.n1.seatIds, ...shop.blocks.n2.seatIds].slice(0, ORDERS);
    const payments: { reference: string; amount: number; orderId: number }[] = [];
    for (const [i, seat] of seats.entries()) {
      const headers = await signInHeaders(setup.app, await insertCustomer(setup.app, { email: `fan${i}@example.com` }));
      const post = poster(setup.app, headers);
      const block = i < 10 ? shop.blocks.n1 : shop.blocks.n2;
      const cart = eventCart(shop.events.first, block, [seat], shop.products.full);
      const held = await post('/api/order/create-order-with-tickets', { ...cart, tickets: cart.tickets.map((t) => ({ ...t, holderInfo: { firstName: 'Ada', lastName: 'L' } })) });
      const orderId = held.json().order.orderId as number;
      const paid = await post('/api/checkout', { orderId, numberOfInstallments: 1, termsAccepted: true });
      payments.push({ reference: paid.json().paymentReference, amount: paid.json().totalAmount, orderId });
    }
    await setup.close();

    // The provider's notifications arrive together; the node dies once a few were answered.
    const port = await freePort();
    const node = await startNode(file, port);
    const key = purposeSecret(SECRET, 'payment-notifications');
    const bodies = payments.map((p) => signedNotificationBody(key, newNotification(p.reference, 'success', p.amount)));
    const acknowledged = new Set<number>();
    let answered = 0;
    const exited = new Promise<void>((resolve) => node.once('exit', () => resolve()));
    // Three in flight at a time, as a provider's workers deliver; the kill lands mid-stream.
    let next = 0;
    const worker = async () => {
      while (next < bodies.length) {
        const i = next++;
        try {
          const res = await fetch(`http://127.0.0.1:${port}/api/payments/notifications`, {
            method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(bodies[i]),
          });
          if (res.ok && ((await res.json()) as { result: string }).result === 'confirmed') acknowledged.add(payments[i]!.orderId);
        } catch {
          // No answer: the provider will send it again.
        }
        answered += 1;
        if (answered === 6) node.kill('SIGKILL');
      }
    };
    await Promise.all([worker(), worker(), worker()]);
    if (node.exitCode === null && node.signalCode === null) node.kill('SIGKILL');
    await exited;
    console.log(`crash test: ${acknowledged.size} of ${ORDERS} payments acknowledged before kill -9`);
    expect(acknowledged.size).toBeGreaterThan(0);

    // The restarted node's clock can move past the delivery lease a killed node left on a mail.
    let offsetMs = 0;
    const after = await inProcess(file, () => new Date(Date.now() + offsetMs));
    try {
      const db = after.app.db;
      const confirmed = new Set((await db.selectFrom('orders').select('id').where('status', '=', 'confirmed').execute()).map((o) => o.id));
      for (const orderId of acknowledged) expect(confirmed.has(orderId)).toBe(true);
      // The provider sends again what got no answer; a replay of an applied one changes nothing.
      for (const body of bodies) {
        const res = await after.app.inject({ method: 'POST', url: '/api/payments/notifications', payload: body });
        expect(['confirmed', 'duplicate']).toContain(res.json().result);
      }
      const orders = await db.selectFrom('orders').select(['id', 'status']).where('id', 'in', payments.map((p) => p.orderId)).execute();
      expect(orders.every((o) => o.status === 'confirmed')).toBe(true);
      // Every confirmation mail was queued with its sale, and goes out: at once, or once the
      // two-minute lease of a delivery the kill interrupted has passed.
      expect(await db.selectFrom('mail_queue').select('id').where('purpose', '=', 'order_confirmation').execute()).toHaveLength(ORDERS);
      offsetMs = 3 * 60_000;
      while ((await deliverDueMail(after.app)).sent > 0) { /* next batch */ }
      const mails = await db.selectFrom('mail_queue').select(['recipient', 'status']).where('purpose', '=', 'order_confirmation').execute();
      expect(mails).toHaveLength(ORDERS);
      expect(mails.every((m) => m.status === 'sent')).toBe(true);
      const active = await db.selectFrom('seat_tickets').select(['event_id', 'seat_id']).where('active', '=', 1).execute();
      expect(new Set(active.map((t) => `${t.event_id}:${t.seat_id}`)).size).toBe(active.length);
    } finally {
      await after.close();
    }
  }, 120_000);
});
