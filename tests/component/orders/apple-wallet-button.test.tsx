// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { WalletButtons } from '../../../src/features/orders/wallet-buttons.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';
import { goTo } from '../../../src/lib/navigation.js';

vi.mock('../../../src/lib/navigation.js', () => ({ goTo: vi.fn() }));

beforeAll(async () => {
  initI18n({ locales: ['en', 'es', 'fr', 'nl', 'ru'], languageCookieMinutes: null } as unknown as SiteConfig);
  await i18n.changeLanguage('nl');
});
beforeEach(() => {
  stubMatchMedia();
  stubRelativeRequests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The body the server's error handler sends for a refused pass (routes/wallet.ts, 409 with the gate's reason). */
const refusal = (code: string) => new Response(JSON.stringify({ error: { code, message: code } }), { status: 409, headers: { 'content-type': 'application/json' } });

describe('Add to Apple Wallet', () => {
  it('says a refusal in the fan\'s language beside the button, instead of opening the JSON body', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => refusal('TICKET_TRANSFER_PENDING')));
    renderWithProviders(<WalletButtons ticketId={41} kinds={['apple']} />);
    const button = screen.getByTestId('wallet-apple-41');
    expect(button.tagName).toBe('BUTTON');
    fireEvent.click(button);
    const text = screen.getByTestId('wallet-apple-error-41');
    await waitFor(() => expect(text.getAttribute('data-code')).toBe('TICKET_TRANSFER_PENDING'));
    expect(text.getAttribute('aria-live')).toBe('polite');
    expect(text.textContent).toBe(i18n.t('orders:purchase.blocked.TICKET_TRANSFER_PENDING'));
    expect(text.textContent).toMatch(/overgedragen|overdracht/i);
  });

  it('says "no connection" when the pass request gets no answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    renderWithProviders(<WalletButtons ticketId={41} kinds={['apple']} />);
    fireEvent.click(screen.getByTestId('wallet-apple-41'));
    await waitFor(() => expect(screen.getByTestId('wallet-apple-error-41').textContent).toBe(i18n.t('errors:NETWORK')));
  });

  it('goes to a granted pass, which iOS opens in Wallet, and says nothing', async () => {
    const fetch = vi.fn(async () => new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { status: 200, headers: { 'content-type': 'application/vnd.apple.pkpass' } }));
    vi.stubGlobal('fetch', fetch);
    vi.mocked(goTo).mockClear();
    renderWithProviders(<WalletButtons ticketId={41} kinds={['apple']} />);
    fireEvent.click(screen.getByTestId('wallet-apple-41'));
    await waitFor(() => expect(goTo).toHaveBeenCalledWith('/api/tickets/41/wallet/apple'));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('wallet-apple-error-41').textContent).toBe('');
  });

  it('never goes to a refused pass', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => refusal('TICKET_DOWNLOAD_NOT_YET_AVAILABLE')));
    vi.mocked(goTo).mockClear();
    renderWithProviders(<WalletButtons ticketId={41} kinds={['apple']} />);
    fireEvent.click(screen.getByTestId('wallet-apple-41'));
    await waitFor(() => expect(screen.getByTestId('wallet-apple-error-41').getAttribute('data-code')).toBe('TICKET_DOWNLOAD_NOT_YET_AVAILABLE'));
    expect(goTo).not.toHaveBeenCalled();
  });
});

describe('Add to Google Wallet', () => {
  it('says a refusal beside its own button, so a card of several tickets shows which one was refused', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => refusal('TICKET_ON_RESALE')));
    renderWithProviders(<><WalletButtons ticketId={41} kinds={['apple', 'google']} /><WalletButtons ticketId={42} kinds={['google']} /></>);
    fireEvent.click(screen.getByTestId('wallet-google-41'));
    const text = screen.getByTestId('wallet-google-error-41');
    await waitFor(() => expect(text.getAttribute('data-code')).toBe('TICKET_ON_RESALE'));
    expect(text.getAttribute('aria-live')).toBe('polite');
    expect(text.textContent).toBe(i18n.t('orders:purchase.blocked.TICKET_ON_RESALE'));
    expect(screen.getByTestId('wallet-google-error-42').textContent).toBe('');
    expect(screen.getByTestId('wallet-apple-error-41').textContent).toBe('');
  });
});
