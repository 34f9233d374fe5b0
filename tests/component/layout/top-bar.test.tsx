// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { I18nextProvider } from 'react-i18next';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { TopBar } from '../../../src/app/layout/top-bar.js';
import { buildTheme } from '../../../src/app/theme.js';
import { cartBadge, setCartCount } from '../../../src/lib/cart-badge.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { setSessionCustomer } from '../../../src/lib/session.js';
import { setSiteConfigResult } from '../../../src/lib/site-config.js';

const config = {
  client: { name: 'fc', configuration: {} },
  locales: ['en', 'fr'],
  languageCookieMinutes: null,
  clientShortName: 'FCR',
  clientLongName: 'FC Riverside',
  logoUrl: '/images/logo.svg',
  primaryColor: '#0b5fff',
  secondaryColor: '#ffb400',
  subscriptionsLinkEnabled: true,
  footers: [],
  socials: [],
  banners: [],
} as unknown as SiteConfig;

function renderTopBar(path: string) {
  const { hook, searchHook } = memoryLocation({ path });
  return render(
    <I18nextProvider i18n={i18n}>
      <MantineProvider theme={buildTheme(config)}>
        <Router hook={hook} searchHook={searchHook}>
          <TopBar />
        </Router>
      </MantineProvider>
    </I18nextProvider>,
  );
}

beforeAll(() => {
  // Mantine reads media queries; jsdom has no layout engine.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
  setSiteConfigResult({ config });
  initI18n(config);
});

beforeEach(async () => {
  await i18n.changeLanguage('en');
  setSessionCustomer(null);
  setCartCount(0);
});

afterEach(cleanup);

describe('TopBar', () => {
  it('shows the first name of a signed-in customer, linking to the profile', () => {
    setSessionCustomer({ id: 7, firstName: 'Alice', lastName: 'Martin', email: 'alice@example.org' });
    renderTopBar('/event/3');
    const account = screen.getByTestId('account-button');
    expect(account.textContent).toContain('Alice');
    expect(account.getAttribute('href')).toBe('/profile');
    expect(screen.queryByText('Log in')).toBeNull();
  });

  it('links a signed-out visitor to login with the current path (and query) as redirectUrl', () => {
    const { hook, searchHook } = memoryLocation({ path: '/event/3?tab=seats' });
    render(
      <I18nextProvider i18n={i18n}>
        <MantineProvider theme={buildTheme(config)}>
          <Router hook={hook} searchHook={searchHook}>
            <TopBar />
          </Router>
        </MantineProvider>
      </I18nextProvider>,
    );
    const account = screen.getByTestId('account-button');
    expect(account.textContent).toContain('Log in');
    expect(account.getAttribute('href')).toBe(`/login?redirectUrl=${encodeURIComponent('/event/3?tab=seats')}`);
  });

  it('translates the connect label', async () => {
    await i18n.changeLanguage('fr');
    renderTopBar('/');
    expect(screen.getByTestId('account-button').textContent).toContain('Se connecter');
  });

  it('disables the cart button while the cart is empty and enables it with items', () => {
    renderTopBar('/');
    expect(screen.getByTestId('cart-button').hasAttribute('disabled')).toBe(true);
    cleanup();
    setCartCount(2);
    expect(cartBadge.count).toBe(2);
    renderTopBar('/');
    const cart = screen.getByTestId('cart-button');
    expect(cart.hasAttribute('disabled')).toBe(false);
    expect(cart.getAttribute('aria-label')).toBe('Cart, 2 items');
  });

  it('links the logo home and offers back-to-home away from the home page only', () => {
    renderTopBar('/');
    const logo = screen.getByRole('img', { name: 'FC Riverside' });
    expect(logo.closest('a')?.getAttribute('href')).toBe('/');
    expect(screen.queryByTestId('back-home')).toBeNull();
    cleanup();
    renderTopBar('/orders');
    expect(within(screen.getByTestId('top-bar')).getByTestId('back-home').getAttribute('href')).toBe('/');
  });
});
