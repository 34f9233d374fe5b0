// @vitest-environment jsdom
/**
 * Bank details changes ask for the current password: the profile form and the resale bank
 * details form show the field only for such a change, send it, and show the server's refusal on it.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import type { CustomerProfile } from '../../../src/features/account/api.js';
import { GeneralInfoTab } from '../../../src/features/account/general-info-tab.js';
import { BankDetailsSection } from '../../../src/features/resale/bank-details-section.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { setSiteConfigResult } from '../../../src/lib/site-config.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';

const config = { locales: ['en', 'fr', 'es', 'nl', 'ru'], languageCookieMinutes: null, requiredCustomerFields: [] } as unknown as SiteConfig;

const profile: CustomerProfile = {
  id: 7, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', gender: 'female', dateOfBirth: null, country: null,
  cityName: null, streetAddress: null, postalCode: null, phoneNumber: null, iban: 'FR7630006000011234567890189', bic: 'BNPAFRPP',
  company: null, isEarlyBird: false, acceptsCrm: false, identityProviderId: null, locale: 'en', emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z',
};
const OTHER_IBAN = 'DE89 3704 0044 0532 0130 00';

/** A fetch stub answering `answer` and keeping the JSON bodies sent. */
function server(answer: () => Response): { sent: Record<string, unknown>[] } {
  const calls = { sent: [] as Record<string, unknown>[] };
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => {
    calls.sent.push((await request.json()) as Record<string, unknown>);
    return answer();
  }));
  return calls;
}
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const wrongPassword = () => json(400, { error: { code: 'CURRENT_PASSWORD_INVALID', details: { fields: { currentPassword: 'CURRENT_PASSWORD_INVALID' } } } });

beforeAll(() => {
  setSiteConfigResult({ config });
  initI18n(config);
});
beforeEach(async () => {
  stubMatchMedia();
  stubRelativeRequests();
  vi.stubGlobal('ResizeObserver', class { observe() {} unobserve() {} disconnect() {} });
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const submit = async (element: HTMLElement) => {
  await act(async () => {
    fireEvent.submit(element.closest('form')!);
  });
};

describe('profile form', () => {
  it('saves other fields without a password, and the same details typed with spaces too', async () => {
    const calls = server(() => json(200, { customer: { ...profile, firstName: 'Grace' } }));
    renderWithProviders(<GeneralInfoTab profile={profile} onSaved={() => undefined} />);
    fireEvent.change(screen.getByLabelText(/^First name/), { target: { value: 'Grace' } });
    fireEvent.change(screen.getByLabelText(/^IBAN/), { target: { value: 'fr76 3000 6000 0112 3456 7890 189' } });
    expect(screen.queryByTestId('bank-password')).toBeNull();
    await submit(screen.getByLabelText(/^First name/));
    await waitFor(() => expect(calls.sent).toHaveLength(1));
    expect(calls.sent[0]).not.toHaveProperty('currentPassword');
  });

  for (const [language, required, wrong] of [
    ['en', 'Enter your current password to change your bank details.', 'The current password is not correct'],
    ['es', 'Introduce tu contraseña actual para cambiar tus datos bancarios.', 'La contraseña actual no es correcta'],
  ] as const) {
    it(`asks for the password when the IBAN changes, sends it and shows a refusal on it (${language})`, async () => {
      await i18n.changeLanguage(language);
      const calls = server(wrongPassword);
      renderWithProviders(<GeneralInfoTab profile={profile} onSaved={() => undefined} />);
      const iban = screen.getByLabelText(/^IBAN/);
      fireEvent.change(iban, { target: { value: OTHER_IBAN } });
      fireEvent.change(screen.getByLabelText(/^BIC/), { target: { value: 'COBADEFFXXX' } });
      const password = screen.getByTestId('bank-password');
      await submit(iban);
      // Not sent without it: the field says why.
      expect(calls.sent).toHaveLength(0);
      expect(screen.getByText(required)).toBeTruthy();
      fireEvent.change(password, { target: { value: 'a wrong guess' } });
      await submit(iban);
      await waitFor(() => expect(calls.sent).toHaveLength(1));
      expect(calls.sent[0]).toMatchObject({ iban: OTHER_IBAN, currentPassword: 'a wrong guess' });
      await waitFor(() => expect(password.getAttribute('data-invalid')).toBe('true'));
      expect(screen.getByText(wrong)).toBeTruthy();
    });
  }
});

describe('resale bank details form', () => {
  it('shows the password field once details are typed and sends it', async () => {
    const calls = server(() => json(200, { bankDetails: { complete: true, ibanMasked: 'DE89 •••• 3000', bic: 'COBADEFFXXX' } }));
    const onSaved = vi.fn();
    renderWithProviders(<BankDetailsSection bankDetails={{ complete: false, ibanMasked: null, bic: null }} hintId="hint" onSaved={onSaved} />);
    expect(screen.queryByTestId('bank-password')).toBeNull();
    fireEvent.change(screen.getByTestId('bank-iban'), { target: { value: OTHER_IBAN } });
    fireEvent.change(screen.getByTestId('bank-bic'), { target: { value: 'COBADEFFXXX' } });
    fireEvent.change(screen.getByTestId('bank-password'), { target: { value: 'fan-password-1' } });
    await submit(screen.getByTestId('bank-iban'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(calls.sent[0]).toEqual({ iban: OTHER_IBAN, bic: 'COBADEFFXXX', currentPassword: 'fan-password-1' });
  });

  it('shows a wrong password on the password field', async () => {
    server(wrongPassword);
    renderWithProviders(<BankDetailsSection bankDetails={{ complete: false, ibanMasked: null, bic: null }} hintId="hint" onSaved={() => undefined} />);
    fireEvent.change(screen.getByTestId('bank-iban'), { target: { value: OTHER_IBAN } });
    fireEvent.change(screen.getByTestId('bank-bic'), { target: { value: 'COBADEFFXXX' } });
    const password = screen.getByTestId('bank-password');
    fireEvent.change(password, { target: { value: 'a wrong guess' } });
    await submit(password);
    await waitFor(() => expect(password.getAttribute('data-invalid')).toBe('true'));
    expect(screen.getByText('The current password is not correct')).toBeTruthy();
  });
});
