// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { TopBar } from '../../../src/app/layout/top-bar.js';
import { buildTheme } from '../../../src/app/theme.js';
import { cartBadge, setCartCount } from '../../../src/lib/cart-badge.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { setSessionCustomer } from '../../../src/lib/session.js';
import { setSiteConfigResult } from '../../../src/lib/site-config.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

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
  return renderWithProviders(
    <Router hook={hook} searchHook={searchHook}>
      <TopBar />
    </Router>,
    { theme: buildTheme(config) },
  );
}

beforeAll(() => {
  stubMatchMedia();
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
    renderTopBar('/event/3?tab=seats');
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

  it('links E-tickets (My purchases) from the top bar: directly signed in, through login and back signed out', () => {
    renderTopBar('/event/3');
    expect(screen.getByTestId('top-bar-orders').getAttribute('href')).toBe(`/login?redirectUrl=${encodeURIComponent('/orders')}`);
    expect(screen.getByTestId('top-bar-orders').textContent).toBe('E-tickets');
    cleanup();
    setSessionCustomer({ id: 7, firstName: 'Alice', lastName: 'Martin', email: 'alice@example.org' });
    renderTopBar('/event/3');
    expect(screen.getByTestId('top-bar-orders').getAttribute('href')).toBe('/orders');
  });
});
