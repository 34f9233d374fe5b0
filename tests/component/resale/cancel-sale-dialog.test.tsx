// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { CancelSaleDialog } from '../../../src/features/resale/cancel-sale-dialog.js';
import { resaleTicket } from '../helpers/resale-ticket.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';

beforeAll(async () => {
  initI18n({ locales: ['en'], languageCookieMinutes: null } as unknown as SiteConfig);
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  stubMatchMedia();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ticket = resaleTicket({ policy: 'whole_order_only', state: 'on_sale', groupTicketIds: [41, 42] });
const refusedWith = (state: string) => vi.fn(async () => new Response(
  JSON.stringify({ error: { code: 'RESALE_NOT_CANCELLABLE', message: 'x', details: { state } } }),
  { status: 409, headers: { 'content-type': 'application/json' } },
));

describe('CancelSaleDialog', () => {
  it('takes a sale found cancelled already (an earlier answer lost) as done', async () => {
    vi.stubGlobal('fetch', refusedWith('resalable'));
    stubRelativeRequests();
    const onCancelled = vi.fn();
    const onRefused = vi.fn();
    renderWithProviders(<CancelSaleDialog ticket={ticket} onClose={() => undefined} onCancelled={onCancelled} onRefused={onRefused} />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the sale' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalledWith([41, 42]));
    expect(onRefused).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says why when a buyer is paying for the ticket', async () => {
    vi.stubGlobal('fetch', refusedWith('pending'));
    stubRelativeRequests();
    const onCancelled = vi.fn();
    renderWithProviders(<CancelSaleDialog ticket={ticket} onClose={() => undefined} onCancelled={onCancelled} />);
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel the sale' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This sale can no longer be cancelled.');
    expect(onCancelled).not.toHaveBeenCalled();
  });
});
