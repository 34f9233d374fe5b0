// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import type { ResaleTicketsAnswer, ResaleTicketView } from '../../../src/domain/resale-view.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import ResalePage from '../../../src/features/resale/resale-page.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';

beforeAll(async () => {
  initI18n({ locales: ['en', 'fr', 'ru'], languageCookieMinutes: null } as unknown as SiteConfig);
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  stubMatchMedia();
  stubRelativeRequests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ticket = (ticketId: number, state: ResaleTicketView['state']): ResaleTicketView => ({
  ticketId, orderId: ticketId, eventId: 3, eventName: `Match ${ticketId}`, startDatetime: '2026-12-01T20:00:00.000Z', packName: null,
  campaignPackId: null, standId: 1, categoryId: 1, standName: 'North', blockName: 'N1', rowName: 'A', seatNumber: String(ticketId),
  isOpenSeating: false, categoryName: 'Category A', faceValue: 6000, policy: 'no_restriction', state, unavailableReason: null,
  listing: state === 'on_sale' ? { price: 5000, net: 4750, fee: 250, soldAt: null } : null, groupTicketIds: [ticketId],
} as ResaleTicketView);

/** A fan with twelve tickets, the sixth on sale (or back to resellable). */
const answer = (sixth: ResaleTicketView['state']): ResaleTicketsAnswer => ({
  tickets: Array.from({ length: 12 }, (_, i) => ticket(40 + i, i === 5 ? sixth : 'resalable')),
  bankDetails: { complete: true, ibanMasked: 'FR76 •••• 0189', bic: 'BNPAFRPP' },
  feePercent: 5,
  resaleLimit: 4,
});
const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

describe('ResalePage', () => {
  it('keeps the list in place while it reloads after a cancel, then gives the focus to the ticket acted on', async () => {
    let releaseReload: (value: Response) => void = () => undefined;
    const reload = new Promise<Response>((resolve) => { releaseReload = resolve; });
    let lists = 0;
    vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
      if (request.url.includes('/cancel')) return json({ ticketIds: [45] });
      lists++;
      return lists === 1 ? json(answer('on_sale')) : reload;
    }));
    renderWithProviders(<ResalePage />);
    const card = await screen.findByRole('article', { name: 'Match 45' });
    fireEvent.click(within(card).getByRole('button', { name: 'Cancel sale' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel the sale' }));
    // Generous waits: the dialog's closing transition and the reload take longer on a loaded machine.
    await waitFor(() => expect(lists).toBe(2), { timeout: 5000 });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 5000 });
    // While the new list loads, the old one stays: a loader in its place would scroll a phone to the top.
    expect(screen.getAllByTestId('resale-ticket')).toHaveLength(12);
    expect(screen.queryByLabelText('Loading your tickets…')).toBeNull();
    expect(within(screen.getByRole('status')).getByTestId('resale-notice').textContent).toContain('The sale is cancelled');
    releaseReload(json(answer('resalable')));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Match 45' })), { timeout: 5000 });
    expect(within(screen.getByRole('article', { name: 'Match 45' })).getByRole('button', { name: 'Sell' })).toBeTruthy();
  });

  it('calls a free ticket free instead of "paid Free" (Russian read "оплачено Бесплатно")', async () => {
    const free: ResaleTicketsAnswer = { ...answer('resalable'), tickets: [{ ...ticket(40, 'resalable'), faceValue: 0 }, ticket(41, 'resalable')] };
    vi.stubGlobal('fetch', vi.fn(async () => json(free)));
    renderWithProviders(<ResalePage />);
    const card = await screen.findByRole('article', { name: 'Match 40' });
    expect(card.textContent).toContain('Category A · free ticket');
    expect(card.textContent).not.toContain('paid');
    expect(within(screen.getByRole('article', { name: 'Match 41' })).getByText(/Category A · paid/)).toBeTruthy();
  });

  it('says which limit of resold tickets is reached, in the reader\'s plural form', async () => {
    const full: ResaleTicketsAnswer = { ...answer('resalable'), resaleLimit: 3, tickets: [{ ...ticket(40, 'unavailable'), unavailableReason: 'limit_reached' }] };
    vi.stubGlobal('fetch', vi.fn(async () => json(full)));
    renderWithProviders(<ResalePage />);
    const card = await screen.findByRole('article', { name: 'Match 40' });
    expect(within(card).getByTestId('resale-reason').textContent).toBe('At most 3 tickets per event or pack can be resold, and that limit is reached.');
    cleanup();
    await i18n.changeLanguage('ru');
    try {
      renderWithProviders(<ResalePage />);
      const russian = await screen.findByRole('article', { name: 'Match 40' });
      expect(within(russian).getByTestId('resale-reason').textContent).toContain('не более 3 билетов');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('shows a fan with many tickets twenty at a time, the keyboard going on at the first card added', async () => {
    // A fan with hundreds of orders got every ticket on one page, 95,000 px long on a phone.
    const many: ResaleTicketsAnswer = { ...answer('resalable'), tickets: Array.from({ length: 45 }, (_, i) => ticket(100 + i, 'resalable')) };
    vi.stubGlobal('fetch', vi.fn(async () => json(many)));
    renderWithProviders(<ResalePage />);
    await screen.findByRole('article', { name: 'Match 100' });
    expect(screen.getAllByTestId('resale-ticket')).toHaveLength(20);
    fireEvent.click(screen.getByRole('button', { name: 'Show 20 more tickets' }));
    expect(screen.getAllByTestId('resale-ticket')).toHaveLength(40);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('article', { name: 'Match 120' })));
    fireEvent.click(screen.getByRole('button', { name: 'Show 5 more tickets' }));
    expect(screen.getAllByTestId('resale-ticket')).toHaveLength(45);
    expect(screen.queryByTestId('resale-show-more')).toBeNull();
  });
});
