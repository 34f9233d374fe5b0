/**
 * The demo's seeded sales look like paid checkouts: a succeeded test-provider payment of the total
 * and the single instalment paid. A ticket-office cancellation of one then refunds what was paid,
 * as in production, instead of finding nothing to refund.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../../src/server/db/seed/index.js';
import type { DemoDataSummary } from '../../src/server/db/seed/index.js';
import { runAdminCommand } from '../../src/server/cli/admin.js';
import { createTestApp } from './helpers/test-app.js';
import type { TestApp } from './helpers/test-app.js';
import { useTemporaryOutbox } from './helpers/accounts.js';

const NOW = new Date('2026-11-22T10:30:00.000Z');
let test: TestApp;
let summary: DemoDataSummary;
let lines: string[] = [];

beforeAll(async () => {
  useTemporaryOutbox();
  test = await createTestApp({ now: NOW });
  summary = await seedDemoData(test.database.db, { now: NOW });
});
afterAll(async () => {
  await test.close();
});

const admin = (...args: string[]) => runAdminCommand(args, test.app, (line) => lines.push(line));
const fanOrderId = async () => (await test.app.db.selectFrom('seat_tickets').select('order_id')
  .where('id', '=', summary.fanTicketIds[0]!).executeTakeFirstOrThrow()).order_id;
const grossOf = async (orderId: number) =>
  Number((await test.app.db.selectFrom('orders').select('gross_amount').where('id', '=', orderId).executeTakeFirstOrThrow()).gross_amount);

describe('seeded confirmed orders', () => {
  it('carry a succeeded payment of their total and a paid single instalment, and raise no anomaly', async () => {
    for (const orderId of [summary.soldOutOrderId, await fanOrderId()]) {
      const gross = await grossOf(orderId);
      expect(gross).toBeGreaterThan(0);
      expect(await test.app.db.selectFrom('payments').select(['provider', 'status', 'amount']).where('order_id', '=', orderId).execute())
        .toEqual([{ provider: 'test', status: 'succeeded', amount: gross }]);
      expect(await test.app.db.selectFrom('installments').select(['position', 'status', 'amount']).where('order_id', '=', orderId).execute())
        .toEqual([{ position: 1, status: 'paid', amount: gross }]);
    }
    lines = [];
    expect(await admin('anomalies')).toBe(0);
    expect(lines).toEqual(['0 order(s) with an anomaly to look at']);
  });

  it('cancelled through the admin command, the fan\'s order refunds what it cost and mails the fan', async () => {
    const orderId = await fanOrderId();
    const gross = await grossOf(orderId);
    lines = [];
    expect(await admin('cancel-order', String(orderId))).toBe(0);
    expect(lines.at(-1)).toContain(`refund ${(gross / 100).toFixed(2)} EUR`);
    expect(await test.app.db.selectFrom('payments').select('status').where('order_id', '=', orderId).execute()).toEqual([{ status: 'refund_required' }]);
    const mail = await test.app.db.selectFrom('mail_queue').select(['recipient']).where('purpose', '=', 'order_cancellation').execute();
    expect(mail).toEqual([{ recipient: 'fan@example.com' }]);
  });

  it('the sold-out match\'s box-office order (every seat) is cancelled with a mail that lists 50 tickets and counts the rest', async () => {
    lines = [];
    expect(await admin('cancel-order', String(summary.soldOutOrderId))).toBe(0);
    expect(lines.at(-1)).toContain(`${summary.soldOutTicketCount} seat(s) freed`);
    const [mail] = await test.app.db.selectFrom('mail_queue').select(['recipient', 'text_body'])
      .where('purpose', '=', 'order_cancellation').where('recipient', '=', 'box-office@example.com').execute();
    const listed = mail!.text_body.split('\n').filter((line) => line.startsWith('- '));
    expect(listed).toHaveLength(51);
    expect(listed.at(-1)).toBe(`- and ${summary.soldOutTicketCount - 50} more tickets`);
  });
});
