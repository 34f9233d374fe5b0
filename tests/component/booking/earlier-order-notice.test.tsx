// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import type { SeatTicketView, TicketGroup } from '../../../src/domain/ticket-groups.js';
import { EarlierOrderNotice } from '../../../src/features/booking/earlier-order-notice.js';
import { setSummary } from '../../../src/features/booking/state.js';
import { session } from '../../../src/lib/session.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { setSiteConfigResult } from '../../../src/lib/site-config.js';
import { stubMatchMedia } from '../helpers/render.js';

const config = {
  client: { name: 'fc', configuration: {} }, locales: ['en', 'es', 'fr', 'nl', 'ru'], languageCookieMinutes: null,
  plasticCardConfiguration: { mandatory: false },
} as unknown as SiteConfig;

const season = { name: 'Season 2030', type: 'season' as const, packId: 3 };
const ticket = (id: number, packed: boolean): SeatTicketView => ({
  id, grossAmount: 2000, discountAmount: 0, productName: 'Full', isFromResale: false, packGroup: packed ? 'g1' : null, packInfo: packed ? season : null,
  eventInfo: { id, name: `Match ${id}`, homeTeam: null, startDatetime: '2030-03-14T19:00:00Z' },
  seatInfo: { standName: 'North', standId: 1, blockName: '101', blockId: 1, rowName: '4', seatNumber: '7', isOpenSeating: false, eventId: id, categoryName: 'C1' },
});
/** A season ticket of four matches: one line of the order, four tickets. */
const seasonOfFour: TicketGroup = { packInfo: season, ancillaryTickets: [], seatTickets: [1, 2, 3, 4].map((id) => ticket(id, true)) };
const single: TicketGroup = { packInfo: null, ancillaryTickets: [], seatTickets: [ticket(5, false)] };

async function noticeText(language: string, groups: TicketGroup[]): Promise<string> {
  await i18n.changeLanguage(language);
  setSummary({
    orderId: 12, seatTicketIds: groups.flatMap((g) => g.seatTickets.map((s) => s.id)), ancillaryTicketIds: [], promoCodeIds: [],
    ticketGroups: groups, cartCount: groups.length, totalPrice: 8000, expiryDatetime: '2030-03-04T09:05:00Z',
  });
  const { hook, searchHook } = memoryLocation({ path: '/event/1' });
  render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider>
        <Router hook={hook} searchHook={searchHook}><EarlierOrderNotice /></Router>
      </MantineProvider>
    </I18nextProvider>,
  );
  return (await screen.findByTestId('earlier-order')).textContent ?? '';
}

beforeAll(() => {
  stubMatchMedia();
  setSiteConfigResult({ config });
  initI18n(config);
  session.status = 'signed-in';
});
afterEach(cleanup);

/** The words for "the ticket below" and "the tickets below" in each language. */
const BELOW: Record<string, { one: string; many: string }> = {
  en: { one: 'the ticket below', many: 'the tickets below' },
  es: { one: 'la entrada de abajo', many: 'las entradas de abajo' },
  fr: { one: 'le billet ci-dessous', many: 'les billets ci-dessous' },
  nl: { one: 'het ticket hieronder', many: 'de tickets hieronder' },
  ru: { one: 'билет ниже', many: 'билеты ниже' },
};

describe('the notice of an unpaid order', () => {
  for (const [language, below] of Object.entries(BELOW)) {
    it(`${language}: a season ticket of four matches is tickets, a single seat one ticket`, async () => {
      const season = await noticeText(language, [seasonOfFour]);
      expect(season).toContain(below.many);
      expect(season).not.toContain(below.one);
      cleanup();
      expect(await noticeText(language, [single])).toContain(below.one);
    });
  }
});
