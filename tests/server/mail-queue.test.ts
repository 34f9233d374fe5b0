import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { useTemporaryOutbox } from './helpers/accounts.js';
import { build } from '../../src/server/app.js';
import { migrateToLatest, openDatabase } from '../../src/server/db/database.js';
import { defaultSiteConfig } from '../../src/server/config/default-config.js';
import { createMailer, useMailer } from '../../src/server/services/mail/mailer.js';
import { deliverDueMail, enqueueMail, MAX_ATTEMPTS, retryDelayMs } from '../../src/server/services/mail/mail-queue.js';
import { listOutbox } from '../../src/server/services/mail/outbox.js';
import { runAdminCommand } from '../../src/server/cli/admin.js';
import { eventCart } from './helpers/inventory-fixture.js';

let w: PaymentWorld | null = null;
afterEach(async () => {
  await w?.close();
  w = null;
});

const queue = (world: PaymentWorld) => world.t.app.db.selectFrom('mail_queue').selectAll().orderBy('id').execute();
const MAIL = { to: 'ada@example.com', subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' };

/** An SMTP address where nothing listens: every delivery is refused at once. */
async function deadSmtpUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `smtp://127.0.0.1:${port}`;
}

describe('durable mail queue', () => {
  it('queues the order confirmation with the sale and delivers it after the commit', async () => {
    w = await paymentWorld();
    const orderId = await w.hold(1);
    expect((await w.notify(await w.pay(orderId), 'success')).body.result).toBe('confirmed');
    const [row] = await queue(w);
    expect(row).toMatchObject({ purpose: 'order_confirmation', recipient: 'buyer@example.com', status: 'sent', attempts: 1 });
    // The inbox line leads with the club's short name.
    expect(row!.subject.startsWith(`${w.t.app.siteConfig.clientShortName} – `)).toBe(true);
    expect((await listOutbox(w.outbox)).some((m) => m.subject === row!.subject)).toBe(true);
  });

  it('names the order\'s extras in the confirmation with what each cost', async () => {
    w = await paymentWorld();
    const { shop } = w;
    const cart = eventCart(shop.events.first, shop.blocks.n1, [shop.blocks.n1.seatIds[0]!], shop.products.full, { options: [{ id: shop.ancillaries.parking }] });
    const held = await w.post('/api/order/create-order-with-tickets', {
      ...cart, tickets: cart.tickets.map((ticket) => ({ ...ticket, holderInfo: { firstName: 'Ada', lastName: 'Lovelace' } })),
    });
    expect(held.statusCode).toBe(200);
    const orderId = held.json().order.orderId as number;
    expect((await w.notify(await w.pay(orderId), 'success')).body.result).toBe('confirmed');
    const [row] = await queue(w);
    expect(row!.text_body).toContain('Parking: €15.00');
    expect(row!.html_body).toContain('<li>Parking: €15.00</li>');
  });

  it('keeps mails through a dead mail server, backs off, then delivers them; gives up after the last attempt', async () => {
    w = await paymentWorld();
    const app = w.t.app;
    useMailer(app, createMailer({ smtpUrl: await deadSmtpUrl(), from: 'shop@example.com', outboxDir: w.outbox }, () => app.now()));
    const orderId = await w.hold(1);
    expect((await w.notify(await w.pay(orderId), 'success')).body.result).toBe('confirmed');
    // The sale stands; its mail waits with the reason and the next try.
    let [row] = await queue(w);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toMatch(/ECONNREFUSED|connect/i);
    expect(Date.parse(row!.next_attempt_at) - app.now().getTime()).toBe(retryDelayMs(1));
    expect(await deliverDueMail(app)).toEqual({ sent: 0, retried: 0, failed: 0 }); // not due yet
    w.advance(retryDelayMs(1) / 1000);
    expect(await deliverDueMail(app)).toEqual({ sent: 0, retried: 1, failed: 0 });
    // The mail server is back: the next run delivers it.
    useMailer(app, createMailer({ smtpUrl: null, from: 'shop@example.com', outboxDir: w.outbox }, () => app.now()));
    w.advance(retryDelayMs(2) / 1000);
    expect(await deliverDueMail(app)).toEqual({ sent: 1, retried: 0, failed: 0 });
    [row] = await queue(w);
    expect(row).toMatchObject({ status: 'sent', attempts: 3, last_error: null });

    // A mail that never gets through is marked failed, listed for a ticket manager, and can be queued again.
    useMailer(app, createMailer({ smtpUrl: await deadSmtpUrl(), from: 'shop@example.com', outboxDir: w.outbox }, () => app.now()));
    await enqueueMail(app.db, 'reset_password', MAIL, app.now());
    for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
      await deliverDueMail(app);
      w.advance(retryDelayMs(attempt) / 1000);
    }
    const failed = (await queue(w)).at(-1)!;
    expect(failed).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    const lines: string[] = [];
    expect(await runAdminCommand(['mail-queue'], app, (line) => lines.push(line))).toBe(0);
    expect(lines[0]).toBe('mail queue: pending 0, sent 1, failed 1');
    expect(lines[1]).toContain(`failed #${failed.id} reset_password to ada@example.com`);
    expect(await runAdminCommand(['mail-queue', 'retry-failed'], app, (line) => lines.push(line))).toBe(0);
    expect((await queue(w)).at(-1)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('a mail queued before a crash is delivered by the next start', async () => {
    const outbox = useTemporaryOutbox();
    const file = join(mkdtempSync(join(tmpdir(), 'mail-queue-')), 'shop.sqlite');
    const start = async () => {
      const database = openDatabase(file);
      await migrateToLatest(database);
      return { database, app: await build({ database, config: defaultSiteConfig() }) };
    };
    const first = await start();
    await enqueueMail(first.app.db, 'order_confirmation', MAIL, new Date());
    // Stopped before any delivery ran.
    await first.app.close();
    await first.database.close();
    expect(await listOutbox(outbox)).toEqual([]);
    const second = await start();
    try {
      expect(await deliverDueMail(second.app)).toEqual({ sent: 1, retried: 0, failed: 0 });
      expect((await listOutbox(outbox)).map((m) => m.to)).toEqual(['ada@example.com']);
    } finally {
      await second.app.close();
      await second.database.close();
    }
  });

  it('a transfer\'s mail exists only with the transfer: a refused send queues nothing', async () => {
    w = await paymentWorld();
    const orderId = await w.hold(1);
    await w.notify(await w.pay(orderId), 'success');
    const before = (await queue(w)).length;
    expect((await w.post('/api/transfers', { ticketIds: [999_999], email: 'kim@example.org' })).statusCode).toBe(404);
    expect((await queue(w)).length).toBe(before);
  });
});
