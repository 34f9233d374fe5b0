// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { EMPTY_CART } from '../../../src/domain/cart-summary.js';
import { HoldNotice } from '../../../src/features/booking/hold-notice.js';
import { setSummary } from '../../../src/features/booking/state.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { setSessionCustomer } from '../../../src/lib/session.js';
import { setSiteConfigResult } from '../../../src/lib/site-config.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

const config = { locales: ['en', 'fr'], languageCookieMinutes: null, defaultOrderExpiryTimeInSeconds: 900 } as unknown as SiteConfig;

beforeAll(async () => {
  setSiteConfigResult({ config });
  initI18n(config);
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  stubMatchMedia();
  setSummary({ ...EMPTY_CART });
  setSessionCustomer({ id: 1, firstName: 'Ada', lastName: 'L', email: 'ada@example.com' });
});
afterEach(cleanup);

const notice = () => screen.getByTestId('hold-notice').textContent ?? '';

describe('HoldNotice on the choice of seats', () => {
  it('promises the full hold when no unpaid order is held', () => {
    renderWithProviders(<HoldNotice kind="choice" />);
    expect(notice()).toBe('Your seats are reserved for you for 15 minutes once you confirm them, after the options (“Confirm my seats”).');
  });

  it('says the seats join the unpaid order and keep its deadline, not a fresh 15 minutes', () => {
    const expiry = new Date(Date.now() + 4 * 60_000);
    setSummary({ ...EMPTY_CART, orderId: 12, seatTicketIds: [5], cartCount: 1, expiryDatetime: expiry.toISOString() });
    renderWithProviders(<HoldNotice kind="choice" />);
    const time = `${String(expiry.getHours()).padStart(2, '0')}:${String(expiry.getMinutes()).padStart(2, '0')}`;
    expect(notice()).toBe(`Your seats join your unpaid order once you confirm them, after the options (“Confirm my seats”): they are reserved as long as it is, until ${time}.`);
    expect(notice()).not.toContain('15 minutes');
  });

  it('keeps the summary\'s wording about the order', () => {
    setSummary({ ...EMPTY_CART, orderId: 12, seatTicketIds: [5], cartCount: 1, expiryDatetime: new Date(Date.now() + 60_000).toISOString() });
    renderWithProviders(<HoldNotice kind="order" />);
    expect(notice()).toContain('Your order is valid for 15 minutes from its creation');
  });
});
