// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { ScheduleTable } from '../../../src/features/checkout/schedule-table.js';
import { installmentSchedule } from '../../../src/domain/payment/index.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

beforeAll(() => {
  stubMatchMedia();
  initI18n({ locales: ['en', 'fr'], languageCookieMinutes: null } as unknown as SiteConfig);
});
afterEach(cleanup);

describe('ScheduleTable', () => {
  it('shows every instalment with its date and amount, the first as today', async () => {
    await i18n.changeLanguage('en');
    renderWithProviders(<ScheduleTable schedule={installmentSchedule(10_001, 3, '2027-01-31T10:00:00Z')} />);
    const rows = within(screen.getByTestId('checkout-schedule')).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]?.textContent).toContain('Today');
    expect(rows[0]?.textContent).toContain('€33.35');
    expect(rows[1]?.textContent).toContain('No. 2');
    expect(rows[1]?.textContent).toContain('28 Feb 2027');
    expect(rows[2]?.textContent).toContain('31 Mar 2027');
    expect(rows[2]?.textContent).toContain('€33.33');
  });

  it('is translated', async () => {
    await i18n.changeLanguage('fr');
    renderWithProviders(<ScheduleTable schedule={installmentSchedule(600, 2, '2027-01-15T10:00:00Z')} />);
    const table = screen.getByTestId('checkout-schedule');
    expect(table.textContent).toContain('Échéance');
    expect(table.textContent).toContain('3,00');
  });
});
