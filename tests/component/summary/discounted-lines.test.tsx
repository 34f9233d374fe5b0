// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import type { SeatTicketView, TicketGroup } from '../../../src/domain/ticket-groups.js';
import { OrderGroup } from '../../../src/features/summary/order-lines.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

/**
 * With a percentage code applied, each line showed only its price after the discount while the
 * subtotal below showed the prices before it: the lines did not add up to the subtotal.
 */

const seat = (id: number, grossAmount: number, discountAmount: number, productName: string): SeatTicketView => ({
  id, grossAmount, discountAmount, productName, isFromResale: false, packGroup: null, packInfo: null,
  eventInfo: { id: 1, name: 'FC – City', homeTeam: null, startDatetime: '2030-03-14T19:00:00Z' },
  seatInfo: { standName: 'North', standId: 1, blockName: '103', blockId: 3, rowName: '1', seatNumber: String(id), isOpenSeating: false, eventId: 1, categoryName: 'C1' },
});

const group: TicketGroup = {
  packInfo: null,
  seatTickets: [seat(1, 6500, -650, 'Full price'), seat(2, 0, 0, 'Child')],
  ancillaryTickets: [{ id: 9, ancillaryName: 'Parking', ancillaryType: 'parking', grossAmount: 1500, discountAmount: -150 }],
};

beforeAll(async () => {
  stubMatchMedia();
  initI18n({ locales: ['en', 'fr'], languageCookieMinutes: null } as unknown as SiteConfig);
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('a discounted summary line', () => {
  it('shows its price before the discount struck through, then what is paid', () => {
    renderWithProviders(<OrderGroup group={group} />);
    const amounts = screen.getAllByTestId('summary-line-amount').map((node) => node.textContent);
    expect(amounts).toEqual(['€65.00(before the discount)€58.50', 'Free', '€15.00(before the discount)€13.50']);
    expect(screen.getAllByTestId('summary-line-gross').map((node) => node.textContent)).toEqual(['€65.00', '€15.00']);
    expect(screen.getByTestId('summary-group-amount').textContent).toBe('€72.00');
  });
});
