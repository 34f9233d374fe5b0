// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { SellDialog } from '../../../src/features/resale/sell-dialog.js';
import { resaleTicket } from '../helpers/resale-ticket.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';

beforeAll(async () => {
  initI18n({ locales: ['en', 'fr'], languageCookieMinutes: null } as unknown as SiteConfig);
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  stubMatchMedia();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ticket = resaleTicket();

const priceInput = () => screen.getByRole('textbox', { name: /Resale price/ });
const jsonAnswer = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('SellDialog', () => {
  it('shows the fee and the net amount as the price is typed', () => {
    renderWithProviders(<SellDialog ticket={ticket} feePercent={5} onClose={() => undefined} onSold={() => undefined} />);
    expect(screen.getByText('Resale fee (5%)')).toBeTruthy();
    expect(screen.getByTestId('sell-net').textContent).toBe('—');
    fireEvent.change(priceInput(), { target: { value: '40,10' } });
    // 5 % of 40.10 is 2.005, rounded half up to 2.01.
    expect(screen.getByText('€2.01')).toBeTruthy();
    expect(screen.getByTestId('sell-net').textContent).toBe('€38.09');
  });

  it('writes the fee\'s percentage as the language does: "5%" in English, "5 %" with a narrow no-break space in French', async () => {
    await i18n.changeLanguage('fr');
    try {
      renderWithProviders(<SellDialog ticket={ticket} feePercent={5} onClose={() => undefined} onSold={() => undefined} />);
      expect(screen.getByText('Frais de revente (5\u202f%)', { normalizer: (text) => text })).toBeTruthy();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('takes the keyboard\'s focus to a refused price', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<SellDialog ticket={ticket} feePercent={5} onClose={() => undefined} onSold={() => undefined} />);
    // The dialog opens on the price (data-autofocus): the fan then moves on to the button.
    await waitFor(() => expect(document.activeElement).toBe(priceInput()));
    const submit = screen.getByRole('button', { name: 'Put on sale' });
    submit.focus();
    expect(document.activeElement).toBe(submit);
    fireEvent.click(submit);
    await waitFor(() => expect(document.activeElement).toBe(priceInput()));
    expect(priceInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('asks for a price and refuses text that is not an amount, without calling the server', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<SellDialog ticket={ticket} feePercent={5} onClose={() => undefined} onSold={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Put on sale' }));
    expect(screen.getByText('Enter a resale price.')).toBeTruthy();
    fireEvent.change(priceInput(), { target: { value: '12.345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Put on sale' }));
    expect(screen.getByText('Enter an amount in euros, for example 25.50.')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends the price in cents and shows the server\'s refusal on the field', async () => {
    const sent: { url: string; body: unknown }[] = [];
    const fetchSpy = vi.fn(async (request: Request) => {
      sent.push({ url: request.url, body: await request.json() });
      return jsonAnswer(400, { error: { code: 'RESALE_PRICE_TOO_LOW', message: 'RESALE_PRICE_TOO_LOW' } });
    });
    vi.stubGlobal('fetch', fetchSpy);
    stubRelativeRequests();
    const onSold = vi.fn();
    renderWithProviders(<SellDialog ticket={ticket} feePercent={5} onClose={() => undefined} onSold={onSold} />);
    fireEvent.change(priceInput(), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Put on sale' }));
    await waitFor(() => expect(screen.getByText('This price is too low for resale: it must be above the minimum resale price.')).toBeTruthy());
    expect(sent).toHaveLength(1);
    expect(sent[0]?.url).toMatch(/\/api\/resale\/tickets\/41\/sell$/);
    expect(sent[0]?.body).toEqual({ price: 300 });
    expect(onSold).not.toHaveBeenCalled();
  });

  it('says a ticket already on sale is on sale (an earlier answer lost), not that it cannot be resold', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonAnswer(409, { error: { code: 'RESALE_NOT_RESELLABLE', message: 'x', details: { state: 'on_sale', reason: null } } })));
    stubRelativeRequests();
    const onRefused = vi.fn();
    renderWithProviders(<SellDialog ticket={ticket} feePercent={5} onClose={() => undefined} onSold={() => undefined} onRefused={onRefused} />);
    fireEvent.change(priceInput(), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Put on sale' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This ticket is already on sale: its price is in the list. To change the price, cancel the sale and sell it again.');
    // The list behind is read again: it shows the ticket on sale at its price.
    expect(onRefused).toHaveBeenCalledTimes(1);
  });

  it('still says "not resellable" for a ticket in another state', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonAnswer(409, { error: { code: 'RESALE_NOT_RESELLABLE', message: 'x', details: { state: 'pending', reason: null } } })));
    stubRelativeRequests();
    renderWithProviders(<SellDialog ticket={ticket} feePercent={5} onClose={() => undefined} onSold={() => undefined} />);
    fireEvent.change(priceInput(), { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Put on sale' }));
    expect((await screen.findByRole('alert')).textContent).toBe('This ticket is not resellable.');
  });
});
