import { expect, type Page } from '@playwright/test';
import { api } from './api.js';
import type { Customer } from './booking.js';

/**
 * A new, verified customer of its own for one test, so tests never share a cart, a promo code's
 * per-customer use or a login rate limit. Signs up through the API and confirms the address from
 * the development mailbox, as a fan would from the mail; the page is left signed out.
 */
let created = 0;

export async function newCustomer(page: Page, firstName = 'Robin'): Promise<Customer> {
  created += 1;
  const email = `e2e-${Date.now()}-${process.pid}-${created}@example.com`;
  const password = 'e2e-password-1';
  await page.goto('/?lng=en');
  const signUp = await api(page, 'POST', '/api/sign-up', { customer: { email, password, firstName, lastName: 'Tester' } });
  expect(signUp.status).toBe(201);
  await page.goto('/dev/mailbox');
  const mail = page.locator('tr', { hasText: email }).first();
  await expect(mail).toBeVisible();
  await mail.getByRole('link').click();
  const href = (await page.locator('a[data-action-link]').getAttribute('href')) ?? '';
  const token = new URL(href).pathname.split('/').pop() ?? '';
  await page.goto('/?lng=en');
  const confirmed = await api(page, 'POST', `/api/auth/action-token/execute/${encodeURIComponent(token)}`, { password });
  expect(confirmed.status).toBe(200);
  // The verification signs the fan in; the helper leaves the page signed out.
  expect((await api(page, 'POST', '/api/auth/logout', {})).status).toBe(204);
  return { email, password, firstName };
}
