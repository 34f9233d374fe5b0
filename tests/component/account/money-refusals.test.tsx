// @vitest-environment jsdom
/**
 * The account screens' refusals while money is still moving: bank details kept for a resale
 * payout (shown on the bank fields) and a deletion waiting for a payment (privacy section); and
 * the screen-own wordings of a refused save and a refused export.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import type { CustomerProfile } from '../../../src/features/account/api.js';
import { GeneralInfoTab } from '../../../src/features/account/general-info-tab.js';
import { PrivacySection } from '../../../src/features/account/privacy-section.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { setSiteConfigResult } from '../../../src/lib/site-config.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';

const config = { locales: ['en', 'fr', 'es', 'nl', 'ru'], languageCookieMinutes: null, requiredCustomerFields: [] } as unknown as SiteConfig;

const profile: CustomerProfile = {
  id: 7, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', gender: 'female', dateOfBirth: null, country: null,
  cityName: null, streetAddress: null, postalCode: null, phoneNumber: null, iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP',
  company: null, isEarlyBird: false, acceptsCrm: false, identityProviderId: null, locale: 'en', emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z',
};

const refusal = (code: string, details?: unknown) => vi.fn(async () => new Response(
  JSON.stringify({ error: { code, message: code, ...(details === undefined ? {} : { details }) } }),
  { status: 409, headers: { 'content-type': 'application/json' } },
));

beforeAll(() => {
  setSiteConfigResult({ config });
  initI18n(config);
});
beforeEach(async () => {
  stubMatchMedia();
  stubRelativeRequests();
  // The country select (a Mantine combobox) measures itself; jsdom has no ResizeObserver.
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('profile form: bank details kept for a resale payout', () => {
  for (const [language, text] of [
    ['en', /cannot be removed while tickets of yours are for resale/],
    ['es', /No puedes borrar tus datos bancarios/],
  ] as const) {
    it(`shows the refusal on the bank fields, once (${language})`, async () => {
      await i18n.changeLanguage(language);
      vi.stubGlobal('fetch', refusal('BANK_DETAILS_NEEDED_FOR_RESALE', { fields: { iban: 'BANK_DETAILS_NEEDED_FOR_RESALE', bic: 'BANK_DETAILS_NEEDED_FOR_RESALE' } }));
      renderWithProviders(<GeneralInfoTab profile={profile} onSaved={() => undefined} />);
      const iban = screen.getByLabelText(/^IBAN/);
      const bic = screen.getByLabelText(/^BIC/);
      fireEvent.change(iban, { target: { value: '' } });
      fireEvent.change(bic, { target: { value: '' } });
      fireEvent.change(screen.getByTestId('bank-password'), { target: { value: 'fan-password-1' } });
      await act(async () => {
        fireEvent.submit(iban.closest('form')!);
      });
      await waitFor(() => expect(iban.getAttribute('aria-invalid')).toBe('true'));
      expect(bic.getAttribute('aria-invalid')).toBe('true');
      const described = document.getElementById(iban.getAttribute('aria-describedby')!.split(' ').find((id) => id.endsWith('-error'))!);
      expect(described?.textContent).toMatch(text);
      expect(screen.getAllByText(text)).toHaveLength(1);
      expect(screen.queryByRole('alert')).toBeNull();
    });
  }
});

describe('profile form and consent: a save refused as invalid', () => {
  const text = 'Some fields are not filled in correctly. Please correct the mandatory fields.';
  it('says to correct the mandatory fields above the form', async () => {
    vi.stubGlobal('fetch', refusal('VALIDATION_FAILED'));
    renderWithProviders(<GeneralInfoTab profile={profile} onSaved={() => undefined} />);
    await act(async () => {
      fireEvent.submit(screen.getByLabelText(/^IBAN/).closest('form')!);
    });
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(text));
  });
  it('says the same when the consent is refused', async () => {
    vi.stubGlobal('fetch', refusal('VALIDATION_FAILED'));
    const { hook } = memoryLocation({ path: '/profile' });
    renderWithProviders(<Router hook={hook}><PrivacySection profile={profile} onSaved={() => undefined} /></Router>);
    await act(async () => {
      fireEvent.click(screen.getByLabelText(i18n.t('account:privacy.crmConsent')));
    });
    await waitFor(() => expect(screen.getByTestId('privacy-error').textContent).toBe(text));
  });
});

describe('privacy section: deletion waiting for a payment', () => {
  for (const [language, text] of [
    ['en', /Wait until the payment is finished or the last instalment is paid/],
    ['fr', /Attendez la fin du paiement ou le règlement de la dernière échéance/],
  ] as const) {
    it(`says what the fan can do (${language})`, async () => {
      await i18n.changeLanguage(language);
      vi.stubGlobal('fetch', refusal('ACCOUNT_HAS_PAYMENTS_DUE', { reason: 'installments_due' }));
      const { hook } = memoryLocation({ path: '/profile' });
      renderWithProviders(<Router hook={hook}><PrivacySection profile={profile} onSaved={() => undefined} /></Router>);
      fireEvent.click(screen.getByRole('button', { name: i18n.t('account:privacy.delete') }));
      await act(async () => {
        fireEvent.click(await screen.findByTestId('confirm-delete'));
      });
      await waitFor(() => expect(screen.getByTestId('privacy-error').textContent).toMatch(text));
    });
  }
});

describe('privacy section: the data export refused by its rate limit', () => {
  for (const [language, text] of [
    ['en', 'You have downloaded your data several times recently. Try again in 42 minutes.'],
    ['ru', 'Вы уже несколько раз недавно скачивали свои данные. Повторите через 42 минуты.'],
  ] as const) {
    it(`says how long to wait on the page, in words (${language})`, async () => {
      await i18n.changeLanguage(language);
      const fetchMock = vi.fn(async () => new Response(
        JSON.stringify({ error: { code: 'RATE_LIMITED', message: 'RATE_LIMITED', details: { retryAfterSeconds: 42 * 60 - 10 } } }),
        { status: 429, headers: { 'content-type': 'application/json', 'retry-after': String(42 * 60 - 10) } },
      ));
      vi.stubGlobal('fetch', fetchMock);
      const { hook } = memoryLocation({ path: '/profile' });
      renderWithProviders(<Router hook={hook}><PrivacySection profile={profile} onSaved={() => undefined} /></Router>);
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: i18n.t('account:privacy.export') }));
      });
      await waitFor(() => expect(screen.getByTestId('export-error').textContent).toBe(text));
      // Asked for with the session's cookie through a call, once: not a link the browser opens as a page.
      expect(fetchMock).toHaveBeenCalledTimes(1);
      expect(String((fetchMock.mock.calls[0] as unknown as [Request])[0].url)).toMatch(/\/api\/customer\/7\/export$/);
    });
  }
});
