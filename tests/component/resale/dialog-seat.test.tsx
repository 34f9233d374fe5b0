// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { CancelSaleDialog } from '../../../src/features/resale/cancel-sale-dialog.js';
import { SellDialog } from '../../../src/features/resale/sell-dialog.js';
import { resaleTicket } from '../helpers/resale-ticket.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

/**
 * A fan with many tickets for one match (the walk's customer had 60 for each) opened "Sell" or
 * "Cancel sale" and read only the match's name: nothing said which seat was going on sale or
 * coming off it. Both dialogs name the seat as its card does, in every language.
 */

const ticket = resaleTicket({ seatNumber: '7' });

beforeAll(() => {
  stubMatchMedia();
  initI18n({ locales: ['en', 'es', 'fr', 'nl', 'ru'], languageCookieMinutes: null } as unknown as SiteConfig);
});
afterEach(cleanup);

const languages = [
  ['en', /North · block N1 · row A · seat 7/],
  ['es', /North.*N1.*A.*7/],
  ['fr', /North.*N1.*A.*7/],
  ['nl', /North.*N1.*A.*7/],
  ['ru', /North.*N1.*A.*7/],
] as const;

describe('the resale dialogs name the seat', () => {
  it.each(languages)('the sell dialog, in %s', async (language, expected) => {
    await i18n.changeLanguage(language);
    renderWithProviders(<SellDialog ticket={ticket} feePercent={5} onClose={() => undefined} onSold={() => undefined} />);
    expect((await screen.findByRole('dialog')).textContent).toMatch(expected);
  });

  it.each(languages)('the cancel-sale dialog, in %s', async (language, expected) => {
    await i18n.changeLanguage(language);
    renderWithProviders(<CancelSaleDialog ticket={{ ...ticket, state: 'on_sale' }} onClose={() => undefined} onCancelled={() => undefined} />);
    expect((await screen.findByRole('dialog')).textContent).toMatch(expected);
  });
});
