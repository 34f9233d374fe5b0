import { expect, test } from './helpers/test.js';
import { blockListView, chooseBlock, fillSecondHolder, pickSeats, setTicketCount, signIn } from './helpers/booking.js';
import { expectAccessible } from './helpers/axe.js';

/**
 * A network blip in the middle of a booking: the next step's code cannot arrive while offline.
 * The fan is told they are offline (not the server-fault screen), and the step opens by itself
 * once the connection is back, with the seats still chosen and no reload.
 */
test('offline then online continues the booking without a reload', async ({ page }) => {
  const fan = await signIn(page, '/event/1');
  await blockListView(page);
  await setTicketCount(page, 2);
  await chooseBlock(page, 'South Stand – block 119');
  await pickSeats(page, 2);
  // A marker on the window: a reload would lose it.
  await page.evaluate(() => { (window as unknown as { sameDocument: boolean }).sameDocument = true; });

  await page.context().setOffline(true);
  await page.getByTestId('seat-continue').click();
  await expect(page).toHaveURL(/\/options$/);
  await expect(page.getByTestId('offline-screen')).toBeVisible();
  await expect(page.getByTestId('offline-screen')).toContainText('You are offline');
  await expect(page.getByTestId('error-screen')).toHaveCount(0);
  await expectAccessible(page, 'offline screen');

  await page.context().setOffline(false);
  await expect(page.getByLabel(/Parking/)).toBeVisible();
  await expect(page.getByTestId('offline-screen')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await page.getByTestId('options-continue').click();
  await fillSecondHolder(page, fan);
  await page.getByTestId('submit-order').click();
  await expect(page).toHaveURL(/\/summary\?orderId=\d+/);
  await expect(page.getByTestId('summary-line').filter({ hasText: 'block 119' })).toHaveCount(2);
});

test('a screen that failed to load online comes with Try again, which loads it', async ({ page }) => {
  await page.goto('/?lng=en');
  // The login screen's code does not arrive (a dropped connection) until the test lets it.
  let connectionDrops = true;
  let dropped = 0;
  await page.route(/\/assets\/login-page-[^/]*\.js$/, async (route) => {
    if (!connectionDrops) return route.continue();
    dropped += 1;
    return route.abort('connectionreset');
  });
  // Signed out, E-tickets leads to the login screen.
  await page.getByTestId('top-bar-orders').click();
  await expect(page.getByTestId('screen-load-failed')).toBeVisible();
  await expect(page.getByTestId('screen-load-failed')).toContainText('This page could not be loaded');
  expect(dropped).toBeGreaterThan(0);
  connectionDrops = false;
  await page.getByTestId('screen-retry').click();
  await expect(page.getByTestId('screen-load-failed')).toHaveCount(0);
  await expect(page.getByLabel('Password', { exact: false }).first()).toBeVisible();
});

test('a page older than the shop\'s build reloads into the new one instead of offering a retry that cannot work', async ({ page }) => {
  await page.goto('/?lng=en');
  await page.evaluate(() => { (window as unknown as { sameDocument: boolean }).sameDocument = true; });
  // A deploy in between: the server now serves a page with another entry script, and the old
  // build's login screen file is gone (404) until the page runs the new build.
  let deployed = false;
  let missing = 0;
  await page.route(/\/assets\/login-page-[^/]*\.js$/, async (route) => {
    if (deployed) return route.continue();
    missing += 1;
    return route.fulfill({ status: 404, body: 'Not found' });
  });
  await page.route((url) => url.pathname === '/', async (route) => {
    if (route.request().resourceType() !== 'fetch') return route.continue();
    const response = await route.fetch();
    deployed = true;
    return route.fulfill({ response, body: (await response.text()).replace(/\/assets\/index-[\w-]+\.js/, '/assets/index-NEWBUILD.js') });
  });
  await page.getByTestId('top-bar-orders').click();
  await expect(page.getByLabel('Password', { exact: false }).first()).toBeVisible();
  expect(missing).toBeGreaterThan(0);
  expect(deployed).toBe(true);
  // Reloaded: the marker is gone, and the fan never saw the retry card.
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBeUndefined();
  await expect(page.getByTestId('screen-load-failed')).toHaveCount(0);
  await expect(page).toHaveURL(/\/login/);
});
