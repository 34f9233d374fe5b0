// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { WalletButtons } from '../../../src/features/orders/wallet-buttons.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';

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
    renderWithProviders(<WalletButtons ticketId={41} kinds={['apple']} onError={() => undefined} />);
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
    renderWithProviders(<WalletButtons ticketId={41} kinds={['apple']} onError={() => undefined} />);
    fireEvent.click(screen.getByTestId('wallet-apple-41'));
    await waitFor(() => expect(screen.getByTestId('wallet-apple-error-41').textContent).toBe(i18n.t('errors:NETWORK')));
  });

  it('hands a granted pass over as a .pkpass file of the Wallet type', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(new Uint8Array([0x50, 0x4b, 3, 4]), { status: 200, headers: { 'content-type': 'application/vnd.apple.pkpass' } })));
    const made: Blob[] = [];
    vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: (blob: Blob) => { made.push(blob); return 'blob:pass'; }, revokeObjectURL: () => undefined }));
    const names: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) { names.push(this.download); });
    try {
      renderWithProviders(<WalletButtons ticketId={41} kinds={['apple']} onError={() => undefined} />);
      fireEvent.click(screen.getByTestId('wallet-apple-41'));
      await waitFor(() => expect(names).toEqual(['ticket-41.pkpass']));
      expect(made[0]?.type).toBe('application/vnd.apple.pkpass');
      expect(screen.getByTestId('wallet-apple-error-41').textContent).toBe('');
    } finally {
      click.mockRestore();
    }
  });
});
