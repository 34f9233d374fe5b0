// @vitest-environment jsdom
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import type { OrderView } from '../../../src/domain/ticket-groups.js';
import { PromoCodes } from '../../../src/features/summary/promo-codes.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

/**
 * A keyboard fan on the summary lost their place after each promo code action: the Apply button
 * is disabled while the code is checked and a removed code's button leaves the page, so focus fell
 * to the page itself. It now lands in the code field, ready for the next code.
 */
vi.mock('../../../src/features/booking/api.js', () => ({
  fetchPromoCodeByName: vi.fn(async (name: string) => ({ id: name === 'FAN5' ? 2 : 1, name, description: null })),
  evaluatePromoCodes: vi.fn(async (_orderId: number, ids: number[]) => ({
    promoCodeDiscounts: ids.map((promoCodeId) => ({ promoCodeId, amount: -500 })), promoCodeErrors: [], seatTicketDiscounts: [], ancillaryTicketDiscounts: [],
  })),
}));

const order = (codes: { id: number; name: string }[]): OrderView => ({
  orderId: 7, status: 'onhold', expiryDatetime: '2030-01-01T00:00:00Z', hasTransactionInProgress: false, saleDatetime: null,
  grossAmount: 6800, discountAmount: 0, ticketGroups: [],
  appliedDiscounts: codes.map((c, i) => ({ rank: i + 1, promoCode: { ...c, description: null } })),
});

/** The summary's part: the order's codes follow what the evaluation accepted. */
function Harness({ initial }: { initial: { id: number; name: string }[] }) {
  const [codes, setCodes] = useState(initial);
  return (
    <PromoCodes
      order={order(codes)}
      discounts={new Map(codes.map((c) => [c.id, -500]))}
      onChanged={(next) => setCodes([{ id: 1, name: 'WELCOME10' }, { id: 2, name: 'FAN5' }].filter((c) => next.has(c.id)))}
    />
  );
}

beforeAll(async () => {
  stubMatchMedia();
  initI18n({ locales: ['en'], languageCookieMinutes: null } as unknown as SiteConfig);
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('promo codes and keyboard focus', () => {
  it('puts focus in the code field once a code is applied with the Apply button', async () => {
    renderWithProviders(<Harness initial={[]} />);
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    fireEvent.change(field, { target: { value: 'FAN5' } });
    const apply = screen.getByRole('button', { name: 'Apply' });
    apply.focus();
    fireEvent.click(apply);
    await screen.findByText(/^FAN5/);
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('applies the typed code on Enter in the field, as a form would', async () => {
    renderWithProviders(<Harness initial={[]} />);
    const field = screen.getByRole('textbox', { name: 'Promo code' });
    fireEvent.change(field, { target: { value: 'FAN5' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await screen.findByText(/^FAN5/);
  });

  it('puts focus in the code field once a code is removed', async () => {
    renderWithProviders(<Harness initial={[{ id: 1, name: 'WELCOME10' }, { id: 2, name: 'FAN5' }]} />);
    const remove = screen.getByRole('button', { name: /FAN5/ });
    remove.focus();
    fireEvent.click(remove);
    await waitFor(() => expect(screen.queryByRole('button', { name: /FAN5/ })).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Promo code' })));
  });
});
