import { expect, test } from './helpers/test.js';
import { admin } from './helpers/admin.js';
import { signIn } from './helpers/booking.js';
import { expectAccessible } from './helpers/axe.js';

// Event 3 (the sold-out cup tie) is used by no other test: its room cannot slow them down.
// The opening is moved by the admin command rather than waited for: signing in takes from 2 s to
// over 15 s on a busy machine, so a fixed delay either opened the room before the fan arrived or
// made the test wait for nothing.
test('a fan who arrives before the opening waits in the room, then is let through', async ({ page }) => {
  const later = new Date(Date.now() + 10 * 60_000).toISOString();
  expect(admin('waiting-room', 'event', '3', 'on', later, '60', '15')).toContain('waiting room of event 3');
  try {
    await signIn(page, '/event/3');
    const room = page.getByTestId('waiting-room');
    await expect(room).toBeVisible();
    await expect(room).toContainText('drawn at random');
    await expect(page.getByTestId('queue-admitted')).toHaveCount(0);
    // The on-sale opens now: the fan, already in the queue, is let through without a reload.
    expect(admin('waiting-room', 'event', '3', 'on', new Date().toISOString(), '60', '15')).toContain('waiting room of event 3');
    await expect(page.getByTestId('queue-admitted')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('queue-admitted')).toContainText("It's your turn");
    await expect(room).toHaveCount(0);
  } finally {
    admin('waiting-room', 'event', '3', 'off');
  }
});

test('a fan who arrives after the opening sees their place and the wait, readable by all, then is let through', async ({ page }) => {
  // One fan a minute from the opening on: a fan arriving now waits for the first place.
  expect(admin('waiting-room', 'event', '3', 'on', new Date().toISOString(), '1', '15')).toContain('waiting room of event 3');
  try {
    await signIn(page, '/event/3');
    await expect(page.getByTestId('queue-position')).toHaveText('You are number 1 in the queue.');
    await expect(page.getByTestId('waiting-room')).toContainText(/about \d+ minutes?/);
    await expectAccessible(page, 'waiting room with a place in the queue');
    // Twenty fans a second from now on: the fan is let through without a reload.
    expect(admin('waiting-room', 'event', '3', 'on', new Date(Date.now() - 60_000).toISOString(), '1200', '15')).toContain('waiting room of event 3');
    await expect(page.getByTestId('queue-admitted')).toBeVisible({ timeout: 30_000 });
    await expectAccessible(page, 'event page once admitted');
  } finally {
    admin('waiting-room', 'event', '3', 'off');
  }
});

test('a fan whose session ends while waiting is asked to sign in again, not told the queue is being retried', async ({ page }) => {
  test.setTimeout(90_000);
  expect(admin('waiting-room', 'event', '3', 'on', new Date(Date.now() + 10 * 60_000).toISOString(), '60', '15')).toContain('waiting room of event 3');
  try {
    await signIn(page, '/event/3');
    await expect(page.getByTestId('waiting-room')).toBeVisible();
    // Logged out in another tab: the waiting page does not know until it asks for its place again.
    const other = await page.context().newPage();
    await other.goto('/profile?lng=en');
    await other.getByRole('button', { name: 'Log out' }).click();
    await other.waitForURL((url) => url.pathname === '/');
    await other.close();
    const prompt = page.getByTestId('login-prompt');
    await expect(prompt).toContainText('Sign in again: your place in the queue is kept.', { timeout: 30_000 });
    await expect(page.getByText('could not be checked')).toHaveCount(0);
  } finally {
    admin('waiting-room', 'event', '3', 'off');
  }
});
