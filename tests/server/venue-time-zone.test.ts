/**
 * The venue's time zone (site configuration `timeZone`): validated at start-up, published to the
 * browser, and used for every time the server prints (e-ticket, confirmation mail).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { paymentWorld } from './payments-fixture.js';
import type { PaymentWorld } from './payments-fixture.js';
import { extractPdfText } from './helpers/pdf-extract.js';
import { listOutbox } from '../../src/server/services/mail/outbox.js';
import { SiteConfigLoadError, parseSiteConfig } from '../../src/server/config/load-config.js';
import type { SiteConfig } from '../../src/domain/site-config.js';

/** A December kick-off at 19:00 UTC: 20:00 in Paris (winter time, UTC+1). */
const KICK_OFF = '2026-12-22T19:00:00.000Z';

let w: PaymentWorld | null = null;
afterEach(async () => {
  await w?.close();
  w = null;
});

/** Buys one seat of the first event, kicking off at KICK_OFF; returns the ticket's PDF lines and the confirmation mail. */
async function buyTicket(config: Partial<SiteConfig> = {}, locale = 'en'): Promise<{ lines: string[]; mail: { text: string; html: string } }> {
  w = await paymentWorld(config);
  const world = w;
  await world.t.app.db.updateTable('customers').set({ locale }).where('id', '=', world.buyerId).execute();
  const orderId = await world.hold(1);
  const ref = await world.pay(orderId);
  await world.t.app.db.updateTable('events').set({ start_datetime: KICK_OFF }).where('id', '=', world.shop.events.first).execute();
  expect((await world.notify(ref, 'success')).body.result).toBe('confirmed');
  const ticket = await world.t.app.db.selectFrom('seat_tickets').select('id').where('order_id', '=', orderId).executeTakeFirstOrThrow();
  const res = await world.t.app.inject({ method: 'GET', url: `/api/tickets/${ticket.id}/pdf`, headers: world.buyer });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const { lines } = await extractPdfText(res.rawPayload);
  const mails = (await listOutbox(world.outbox)).filter((m) => m.to === 'buyer@example.com');
  expect(mails).toHaveLength(1);
  return { lines: lines.map((l) => l.replace(/[\u00a0\u202f]/g, ' ')), mail: mails[0]! };
}

describe('event times in the venue time zone', () => {
  it('a 19:00 UTC December event shows 20:00 CET (Europe/Paris, the default) on the e-ticket and in the mail', async () => {
    const { lines, mail } = await buyTicket();
    expect(lines).toContainEqual(expect.stringMatching(/^Tuesday,? 22 December 2026,? (at )?20:00 CET$/));
    expect(lines.join('\n')).not.toContain('19:00');
    expect(mail.text).toMatch(/Match one \(Tuesday,? 22 December 2026,? (at )?20:00 CET\): [^,\n]+, block N1, row \S+, seat \S+/);
    expect(mail.html).toContain('20:00 CET');
    expect(mail.text).not.toContain('19:00');
  });

  it('follows the configured zone, in the customer\'s language', async () => {
    const { lines, mail } = await buyTicket({ timeZone: 'America/New_York' }, 'fr');
    expect(lines).toContain('mardi 22 décembre 2026 à 14:00 UTC−5');
    expect(mail.text).toMatch(/^Match one \(mardi 22 décembre 2026 à 14:00 UTC−5\)\u00a0: [^,\n]+, bloc N1/m);
  });

  it('publishes the zone in the public configuration', async () => {
    w = await paymentWorld({ timeZone: 'Europe/Brussels' });
    const body = (await w.t.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(body.timeZone).toBe('Europe/Brussels');
  });
});

describe('timeZone in the site configuration', () => {
  const errorsOf = (raw: string): string[] => {
    try {
      parseSiteConfig(raw);
    } catch (error) {
      if (error instanceof SiteConfigLoadError) return error.errors;
      throw error;
    }
    return [];
  };

  it('defaults to Europe/Paris and accepts IANA names', () => {
    expect(parseSiteConfig('{}').timeZone).toBe('Europe/Paris');
    expect(parseSiteConfig('{"timeZone":"America/Argentina/Buenos_Aires"}').timeZone).toBe('America/Argentina/Buenos_Aires');
    expect(parseSiteConfig('{"timeZone":"UTC"}').timeZone).toBe('UTC');
  });

  it('refuses an unknown zone, a fixed offset or a non-text, naming the field', () => {
    expect(errorsOf('{"timeZone":"Mars/Olympus_Mons"}')).toEqual([
      'timeZone: unknown time zone "Mars/Olympus_Mons" (expected an IANA name such as Europe/Paris)',
    ]);
    expect(errorsOf('{"timeZone":"+01:00"}')).toEqual(['timeZone: unknown time zone "+01:00" (expected an IANA name such as Europe/Paris)']);
    expect(errorsOf('{"timeZone":""}')).toHaveLength(1);
    expect(errorsOf('{"timeZone":1}')).toEqual(['timeZone: unknown time zone 1 (expected an IANA name such as Europe/Paris)']);
  });
});
