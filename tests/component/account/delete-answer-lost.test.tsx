// @vitest-environment jsdom
/** Deleting the account when its answer is lost: the session's end says whether it went through. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import type { CustomerProfile } from '../../../src/features/account/api.js';
import { PrivacySection } from '../../../src/features/account/privacy-section.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';

const profile = {
  id: 7, email: 'ada@example.com', firstName: 'Ada', lastName: 'Lovelace', gender: 'female', dateOfBirth: null, country: null,
  cityName: null, streetAddress: null, postalCode: null, phoneNumber: null, iban: null, bic: null, company: null, isEarlyBird: false,
  acceptsCrm: false, identityProviderId: null, locale: 'en', emailVerified: true, createdAt: '2026-01-01T00:00:00.000Z',
} as CustomerProfile;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** DELETE fails as `deleteAnswer` says; GET /api/customer answers `signedIn`. */
function server(deleteAnswer: () => Response | Promise<Response>, signedIn: boolean) {
  vi.stubGlobal('fetch', vi.fn(async (request: Request) => (request.method === 'DELETE' ? deleteAnswer() : json(200, { customer: signedIn ? profile : null }))));
}

beforeAll(async () => {
  initI18n({ locales: ['en'], languageCookieMinutes: null } as unknown as SiteConfig);
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  stubMatchMedia();
  stubRelativeRequests();
  window.history.replaceState(null, '', '/profile');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function deleteAccount() {
  renderWithProviders(<PrivacySection profile={profile} onSaved={() => undefined} />);
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  fireEvent.click(await screen.findByTestId('confirm-delete'));
}

describe('account deletion, answer lost', () => {
  it('the session gone after the lost answer: the account was deleted, the fan goes home as after a deletion', async () => {
    server(() => Promise.reject(new TypeError('Failed to fetch')), false);
    await deleteAccount();
    await waitFor(() => expect(window.location.search).toBe('?accountDeleted=1'));
    expect(screen.queryByTestId('privacy-error')).toBeNull();
  });

  it('a retry refused because the session ended with the first call: deleted too', async () => {
    server(() => json(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } }), false);
    await deleteAccount();
    await waitFor(() => expect(window.location.search).toBe('?accountDeleted=1'));
  });

  it('still signed in: the call never arrived, so it says there is no connection and stays', async () => {
    server(() => Promise.reject(new TypeError('Failed to fetch')), true);
    await deleteAccount();
    expect((await screen.findByTestId('privacy-error')).textContent).toBe('No connection to the shop: check your connection, then try again.');
    expect(window.location.pathname).toBe('/profile');
  });
});
