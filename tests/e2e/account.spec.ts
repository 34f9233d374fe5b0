import { expect, test } from './helpers/test.js';
import type { Page } from '@playwright/test';
import { localeText } from './locale-text.js';
import { signIn } from './helpers/booking.js';

/**
 * The account life cycle through the real server and the development mailbox: sign up, confirm
 * the e-mail from the mailbox, log in, edit the profile, change the password, reset a forgotten
 * password and delete the account. The configuration names no publicBaseUrl, so mail links carry
 * the running server's own address (its PORT), and the spec follows them as they are.
 */
const LANGUAGES = ['en', 'fr'] as const;

const text = (language: string, namespace: string, key: string) => localeText(language, namespace, key);

/** An input by its label, which shows a trailing asterisk when the field is required. */
const byLabel = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\s*\\*)?$`));

/** Opens the newest mail to `email` in the mailbox and follows its action link. */
async function followMailLink(page: Page, email: string, kind: 'verify-email' | 'reset-password'): Promise<void> {
  await page.goto('/dev/mailbox');
  const row = page.locator('tr', { hasText: email }).first();
  await expect(row).toBeVisible();
  await row.getByRole('link').click();
  const link = page.locator('a[data-action-link]');
  const href = await link.getAttribute('href');
  expect(href).toContain(`/user/${kind}/`);
  const url = new URL(href ?? '');
  expect(url.origin).toBe(new URL(page.url()).origin);
  await page.goto(url.toString());
}

async function logIn(page: Page, language: string, email: string, password: string): Promise<void> {
  await page.goto(`/login?email=${encodeURIComponent(email)}&redirectUrl=${encodeURIComponent('/profile')}&lng=${language}`);
  await expect(byLabel(page, text(language, 'account', 'fields.email'))).toHaveValue(email);
  await byLabel(page, text(language, 'account', 'fields.password')).fill(password);
  await page.getByRole('button', { name: text(language, 'auth', 'login.submit') }).click();
}

for (const language of LANGUAGES) {
  test(`account life cycle in ${language}`, async ({ page }) => {
    test.setTimeout(120_000);
    const email = `e2e-${language}-${Date.now()}@example.com`;
    const password = 'first password 1';
    const newPassword = 'second password 2';
    const resetPassword = 'third password 3';
    const field = (key: string) => byLabel(page, text(language, 'account', `fields.${key}`));

    // Sign up.
    // Signing up from the profile link: once verified, the fan logs in and lands back there.
    await page.goto(`/sign-up?lng=${language}&redirectUrl=${encodeURIComponent('/profile')}`);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await field('email').fill(email);
    await field('firstName').fill('ada');
    await field('lastName').fill('lovelace');
    await field('password').fill(password);
    await field('confirmPassword').fill('not the same');
    await page.getByRole('button', { name: text(language, 'account', 'signUp.submit') }).click();
    await expect(page.getByText(text(language, 'account', 'errors.PASSWORDS_NOT_IDENTICAL'))).toBeVisible();
    await field('confirmPassword').fill(password);
    await page.getByRole('button', { name: text(language, 'account', 'signUp.submit') }).click();
    await expect(page).toHaveURL(/\/user\/verify-email-send-email\//);
    await expect(page.getByTestId('email-sent')).toContainText(email);

    // Logging in before the e-mail is confirmed leads back to the resend screen.
    await logIn(page, language, email, password);
    await expect(page).toHaveURL(/\/user\/verify-email-send-email\//);

    // Confirm the e-mail from the development mailbox with the sign-up password: that signs in.
    await followMailLink(page, email, 'verify-email');
    await expect(page.getByText(text(language, 'auth', 'verifyEmail.intro'))).toBeVisible();
    await byLabel(page, text(language, 'account', 'fields.password')).fill('not the password');
    await page.getByTestId('verify-email-submit').click();
    await expect(page.getByText(text(language, 'auth', 'errors.VERIFICATION_PASSWORD_INVALID'))).toBeVisible();
    await expect(page.getByTestId('verify-email-new-password')).toBeVisible();
    await byLabel(page, text(language, 'account', 'fields.password')).fill(password);
    await page.getByTestId('verify-email-submit').click();
    await expect(page).toHaveURL(/\/profile$/);
    await expect(page.getByTestId('arrival-notice')).toHaveText(text(language, 'auth', 'verifyEmail.done'));
    await expect(page.getByTestId('account-button')).toContainText('Ada');
    await expect(page.getByTestId('profile-name')).toHaveText('Ada LOVELACE');

    // Edit the profile: a wrong phone number is refused, a right one is saved.
    await field('phoneNumber').fill('12ab');
    await page.getByRole('button', { name: text(language, 'account', 'profile.save') }).click();
    await expect(page.getByText(text(language, 'account', 'errors.PHONE_INVALID'))).toBeVisible();
    await field('phoneNumber').fill('+33 6 12 34 56 78');
    await field('cityName').fill('Lyon');
    await field('streetAddress').fill('1 place Bellecour');
    await field('postalCode').fill('69002');
    await field('country').and(page.locator('input')).fill('Fra');
    await page.getByRole('option', { name: 'France', exact: true }).click();
    await field('dateOfBirth').fill('1990-05-17');
    await page.getByRole('button', { name: text(language, 'account', 'profile.save') }).click();
    await expect(page.getByTestId('profile-saved')).toBeVisible();
    await page.reload();
    await expect(field('phoneNumber')).toHaveValue('+33 6 12 34 56 78');
    await expect(field('cityName')).toHaveValue('Lyon');

    // Change the password.
    await page.getByRole('tab', { name: text(language, 'account', 'profile.tabs.security') }).click();
    await field('currentPassword').fill(password);
    await field('newPassword').fill(newPassword);
    await field('confirmPassword').fill(newPassword);
    await page.getByRole('button', { name: text(language, 'account', 'security.changePasswordSubmit') }).click();
    await expect(page.getByTestId('password-changed')).toBeVisible();

    // Log out, then reset a forgotten password through the mailbox.
    await page.getByRole('button', { name: text(language, 'account', 'profile.logout') }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('account-button')).toContainText(text(language, 'common', 'account.connect'));
    await page.goto(`/user/password-forgotten?lng=${language}`);
    await field('email').fill(email);
    await page.getByRole('button', { name: text(language, 'auth', 'passwordForgotten.submit') }).click();
    await expect(page).toHaveURL(/\/user\/reset-password-send-email\//);
    await followMailLink(page, email, 'reset-password');
    await field('newPassword').fill(resetPassword);
    await field('confirmPassword').fill(resetPassword);
    await page.getByRole('button', { name: text(language, 'auth', 'resetPassword.submit') }).click();
    await expect(page.getByTestId('password-reset-done')).toBeVisible();

    // The old password no longer works; the new one does.
    await logIn(page, language, email, newPassword);
    await expect(page.getByTestId('login-error')).toHaveText(text(language, 'auth', 'errors.INVALID_CREDENTIALS'));
    await logIn(page, language, email, resetPassword);
    await expect(page).toHaveURL(/\/profile$/);

    // Delete the account, with confirmation; it can no longer log in.
    await page.goto(`/profile?tab=security&lng=${language}`);
    await page.getByRole('button', { name: text(language, 'account', 'privacy.delete') }).click();
    await page.getByTestId('confirm-delete').click();
    await expect(page.getByTestId('account-deleted')).toHaveText(text(language, 'home', 'accountDeleted'));
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByTestId('account-button')).toContainText(text(language, 'common', 'account.connect'));
    await logIn(page, language, email, resetPassword);
    await expect(page.getByTestId('login-error')).toHaveText(text(language, 'auth', 'errors.INVALID_CREDENTIALS'));
  });
}

test('an expired or unknown reset link leads to a new-link path', async ({ page }) => {
  // Said at once, before any password is typed.
  await page.goto('/user/reset-password/not-a-real-token?lng=en');
  await expect(page.getByTestId('action-token-error')).toHaveText(text('en', 'auth', 'actionTokenError.missing'));
  await page.getByRole('link', { name: text('en', 'auth', 'actionTokenError.newLink') }).click();
  await expect(page).toHaveURL(/\/user\/password-forgotten$/);
  await page.goto('/user/password-forgotten?expiredToken=true&lng=en');
  await expect(page.getByTestId('expired-token')).toHaveText(text('en', 'auth', 'passwordForgotten.expired'));
});

test('signed out, the profile leads to login and back', async ({ page }) => {
  await page.goto('/profile?lng=en');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fprofile$/);
});

test('signed out, an order summary leads to login with the way back', async ({ page }) => {
  await page.goto('/summary?orderId=12&lng=en');
  await expect(page).toHaveURL(/\/login\?redirectUrl=%2Fsummary%3ForderId%3D12$/);
});

test('the country field\'s clear button is a touch target of at least 24 × 24 px, and clears the country', async ({ page }) => {
  // It was the field's own 22 px: under WCAG 2.5.8's minimum.
  await signIn(page, '/profile');
  const country = page.getByRole('combobox', { name: text('en', 'account', 'fields.country') });
  await country.fill('Fran');
  await page.getByRole('option', { name: 'France' }).click();
  await expect(country).toHaveValue('France');
  const clear = page.locator('.mantine-InputClearButton-root');
  await expect(clear).toBeVisible();
  const box = (await clear.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(24);
  expect(box.height).toBeGreaterThanOrEqual(24);
  // Still inside the field, beside its chevron.
  const field = (await country.boundingBox())!;
  expect(box.y >= field.y && box.y + box.height <= field.y + field.height).toBe(true);
  expect(box.x + box.width).toBeLessThanOrEqual(field.x + field.width);
  await clear.click();
  await expect(country).toHaveValue('');
});
