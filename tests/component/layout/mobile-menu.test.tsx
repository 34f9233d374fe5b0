// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { MobileMenu } from '../../../src/app/layout/mobile-menu.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { setSessionCustomer } from '../../../src/lib/session.js';
import { setSiteConfigResult } from '../../../src/lib/site-config.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

const config = {
  client: { name: 'fc', configuration: {} },
  locales: ['en', 'fr', 'es', 'nl', 'ru'],
  languageCookieMinutes: null,
  clientShortName: 'FCR',
  clientLongName: 'FC Riverside',
  subscriptionsLinkEnabled: false,
  footers: [],
  socials: [],
  banners: [],
} as unknown as SiteConfig;

async function openMenu(): Promise<HTMLElement> {
  const { hook, searchHook } = memoryLocation({ path: '/event/3' });
  renderWithProviders(
    <Router hook={hook} searchHook={searchHook}>
      <MobileMenu />
    </Router>,
  );
  fireEvent.click(screen.getByTestId('mobile-menu-button'));
  return screen.findByRole('dialog');
}

beforeAll(() => {
  setSiteConfigResult({ config });
  initI18n(config);
});

beforeEach(() => {
  stubMatchMedia();
  setSessionCustomer(null);
});

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('MobileMenu', () => {
  // A screen reader announced the drawer's close button as just "button".
  for (const [language, name] of [['en', 'Close menu'], ['fr', 'Fermer le menu'], ['es', 'Cerrar el menú'], ['nl', 'Menu sluiten'], ['ru', 'Закрыть меню']] as const) {
    it(`names the drawer's close button in ${language}`, async () => {
      await i18n.changeLanguage(language);
      const drawer = await openMenu();
      const close = within(drawer).getByRole('button', { name });
      fireEvent.click(close);
      expect(screen.getByTestId('mobile-menu-button').getAttribute('aria-expanded')).toBe('false');
    });
  }

  it('draws its header as no second page banner', async () => {
    const drawer = await openMenu();
    expect(within(drawer).getByText('Menu')).toBeTruthy();
    expect(document.querySelectorAll('header')).toHaveLength(0);
  });
});
