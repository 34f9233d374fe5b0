// @vitest-environment jsdom
import type { ReactElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { SiteConfig } from '../../../src/domain/site-config.js';
import { i18n, initI18n } from '../../../src/lib/i18n.js';
import { ChangePasswordForm } from '../../../src/features/account/change-password-form.js';
import { PasswordPairFields, passwordPairRules } from '../../../src/features/account/password-pair-fields.js';
import { renderWithProviders, stubMatchMedia } from '../helpers/render.js';

beforeAll(async () => {
  initI18n({ locales: ['en', 'fr'], languageCookieMinutes: null } as unknown as SiteConfig);
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  stubMatchMedia();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A form holding only the pair, as the sign-up form uses it (no rule shown here). */
function PairOnlyForm(): ReactElement {
  const { t } = useTranslation('account');
  const form = useForm({ mode: 'controlled', initialValues: { password: '', confirmPassword: '' }, validate: passwordPairRules(t) });
  return (
    <form onSubmit={form.onSubmit(() => undefined)} noValidate>
      <PasswordPairFields form={form} passwordLabel="password" />
      <button type="submit">go</button>
    </form>
  );
}

const typeInto = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PasswordPairFields', () => {
  it('labels the pair and shows the rule only when asked', () => {
    renderWithProviders(<PairOnlyForm />);
    expect(screen.getByLabelText(/^Password/)).toBeTruthy();
    expect(screen.getByLabelText(/^Confirm the password/)).toBeTruthy();
    expect(screen.queryByText('At least 8 characters.')).toBeNull();
  });

  it('refuses a short password and a different confirmation before anything is sent', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    renderWithProviders(<ChangePasswordForm customerId={1} />);
    expect(screen.getByLabelText(/^New password/)).toBeTruthy();
    expect(screen.getByText('At least 8 characters.')).toBeTruthy();

    typeInto(/^Current password/, 'old-secret');
    typeInto(/^New password/, 'short');
    typeInto(/^Confirm the password/, 'shorter');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Change my password' }));
    });
    expect(await screen.findByText('The password must have at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Passwords are not identical')).toBeTruthy();
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('asks for a password when the pair is left empty', async () => {
    renderWithProviders(<PairOnlyForm />);
    typeInto(/^Confirm the password/, 'something-long');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'go' }));
    });
    expect(await screen.findByText('Password required')).toBeTruthy();
    expect(screen.getByText('Passwords are not identical')).toBeTruthy();
  });

  it('says the confirmation is required when the pair is sent empty, and no longer once it is typed', async () => {
    renderWithProviders(<PairOnlyForm />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'go' }));
    });
    expect(await screen.findByText('Password required')).toBeTruthy();
    const confirmation = screen.getByLabelText(/^Confirm the password/);
    expect(screen.getByText('Password confirmation required')).toBeTruthy();
    expect(confirmation.getAttribute('aria-invalid')).toBe('true');
    typeInto(/^Password/, 'long-enough-1');
    typeInto(/^Confirm the password/, 'long-enough-1');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'go' }));
    });
    expect(screen.queryByText('Password confirmation required')).toBeNull();
    expect(confirmation.getAttribute('aria-invalid')).not.toBe('true');
  });

  it('takes the keyboard focus to the first refused field when the form is sent incomplete', async () => {
    vi.stubGlobal('fetch', vi.fn());
    renderWithProviders(<ChangePasswordForm customerId={1} />);
    typeInto(/^Current password/, 'old-secret');
    const submit = screen.getByRole('button', { name: 'Change my password' });
    submit.focus();
    await act(async () => {
      fireEvent.click(submit);
    });
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^New password/)));
  });
});
