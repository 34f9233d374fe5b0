// @vitest-environment jsdom
/** A password change whose answer never came says "no connection" and keeps the form for a retry. */
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { SUPPORTED_LOCALES } from '../../../src/domain/site-config.js';
import { ChangePasswordForm } from '../../../src/features/account/change-password-form.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { renderWithProviders, stubMatchMedia, stubRelativeRequests } from '../helpers/render.js';
import { localeText } from '../helpers/order-card.js';

beforeAll(() => initI18n({ locales: [...SUPPORTED_LOCALES], languageCookieMinutes: null } as unknown as SiteConfig));
beforeEach(() => {
  stubMatchMedia();
  stubRelativeRequests();
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

describe('ChangePasswordForm, no answer', () => {
  for (const language of SUPPORTED_LOCALES) {
    it(`${language}: says there is no connection, then the same values go through`, async () => {
      await i18n.changeLanguage(language);
      const text = (key: string) => localeText(language, 'account', key);
      const fetch = vi.fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(new Response(null, { status: 204 }));
      vi.stubGlobal('fetch', fetch);
      renderWithProviders(<ChangePasswordForm customerId={7} />);
      const [current, next, confirm] = screen.getAllByLabelText(/./, { selector: 'input[type=password]' });
      fireEvent.change(current!, { target: { value: 'old password 1' } });
      fireEvent.change(next!, { target: { value: 'new password 1' } });
      fireEvent.change(confirm!, { target: { value: 'new password 1' } });
      fireEvent.click(screen.getByRole('button', { name: text('security.changePasswordSubmit') }));
      expect((await screen.findByRole('alert')).textContent).toBe(localeText(language, 'errors', 'NETWORK'));
      expect((next as HTMLInputElement).value).toBe('new password 1');

      fireEvent.click(screen.getByRole('button', { name: text('security.changePasswordSubmit') }));
      expect((await screen.findByTestId('password-changed')).textContent).toBe(text('security.passwordChanged'));
      expect(fetch).toHaveBeenCalledTimes(2);
    });
  }
});
