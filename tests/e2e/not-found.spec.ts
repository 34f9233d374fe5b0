import { expect, test } from './helpers/test.js';
import { localeText } from './locale-text.js';

const NOT_FOUND = localeText('en', 'errors', 'notFound.title');

test('an unknown address shows the not-found page with a way home', async ({ page }) => {
  await page.goto('/this/page/does-not-exist?lng=en');
  await expect(page.getByRole('heading', { level: 1, name: NOT_FOUND })).toBeVisible();
  await expect(page.getByTestId('top-bar')).toBeVisible();
  await page.getByTestId('not-found').getByRole('link', { name: localeText('en', 'common', 'actions.backToHome') }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('event-card').first()).toBeVisible();
});

test('not-found is translated', async ({ page }) => {
  await page.goto('/nowhere?lng=ru');
  await expect(page.getByRole('heading', { level: 1, name: localeText('ru', 'errors', 'notFound.title') })).toBeVisible();
});
