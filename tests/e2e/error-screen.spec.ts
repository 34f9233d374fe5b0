import { expect, test } from './helpers/test.js';
import { localeText } from './locale-text.js';

test('a malformed site configuration shows the generic error screen and is logged', async ({ page }) => {
  // A real answer from the server, altered the way a broken deployment could: locales is not a list.
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as Record<string, unknown>;
    await route.fulfill({ response, json: { ...config, locales: 'en' } });
  });
  const logPost = page.waitForRequest((request) => request.url().endsWith('/api/log') && request.method() === 'POST');
  const logAnswer = page.waitForResponse((response) => response.url().endsWith('/api/log'));

  await page.goto('/?lng=en');

  await expect(page.getByRole('heading', { name: localeText('en', 'errors', 'screen.title') })).toBeVisible();
  await expect(page.getByText(localeText('en', 'errors', 'screen.content'))).toBeVisible();

  const request = await logPost;
  const body = request.postDataJSON() as Record<string, unknown>;
  expect(body['message']).toContain('locales');
  expect(body['userAgent']).toEqual(expect.stringContaining('Chrome'));
  expect(typeof body['platform']).toBe('string');
  expect(typeof body['connectionType']).toBe('string');
  expect(typeof body['vendor']).toBe('string');
  expect(body['language']).toEqual(expect.any(String));
  expect(body['cookieEnabled']).toBe(true);
  expect(body['pageAddress']).toContain('/?lng=en');
  expect(body['windowSize']).toMatch(/^\d+x\d+$/);
  expect(request.headers()['x-csrf-token']).toBeTruthy();
  // The real server accepted and stored it (CSRF header and body schema passed).
  expect((await logAnswer).status()).toBeLessThan(300);
});

test('a failed events call shows an error card with a working retry', async ({ page }) => {
  let failing = true;
  await page.route(/\/api\/events(\?|$)/, async (route) => {
    if (failing) await route.abort('connectionrefused');
    else await route.continue();
  });
  await page.goto('/?lng=fr');
  const card = page.getByTestId('events-error');
  await expect(card).toBeVisible();
  await expect(card).toContainText(localeText('fr', 'home', 'loadFailed'));
  await expect(card).toContainText(localeText('fr', 'errors', 'UNKNOWN'));
  // The rest of the page still works.
  await expect(page.getByTestId('top-bar')).toBeVisible();

  failing = false;
  await card.getByRole('button', { name: localeText('fr', 'common', 'actions.retry') }).click();
  await expect(page.getByTestId('event-card').first()).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a server error answer is translated from its code', async ({ page }) => {
  await page.route('**/api/proxy/graphql', (route) =>
    route.fulfill({ status: 503, json: { error: { code: 'UNAVAILABLE', message: 'down' } } }),
  );
  await page.goto('/?lng=es');
  await expect(page.getByTestId('packs-error')).toContainText(localeText('es', 'errors', 'UNAVAILABLE'));
  await expect(page.getByTestId('event-card').first()).toBeVisible();
});
