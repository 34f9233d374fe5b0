import { execFileSync } from 'node:child_process';
import { expect, test } from './helpers/test.js';
import { signIn } from './helpers/booking.js';

/** The e2e server's database (see playwright.config.ts): the admin CLI opens the room there. */
const databaseFile = `.data/e2e-${Number(process.env['E2E_PORT'] ?? 3210)}.sqlite`;

function admin(...args: string[]): string {
  return execFileSync('npx', ['tsx', 'src/server/cli/admin.ts', ...args], { env: { ...process.env, SQLITE_FILE: databaseFile }, encoding: 'utf8' });
}

// Event 3 (the sold-out cup tie) is used by no other test: its room cannot slow them down.
test('a fan who arrives before the opening waits in the room, then is let through', async ({ page }) => {
  const opensAt = new Date(Date.now() + 15_000).toISOString();
  expect(admin('waiting-room', 'event', '3', 'on', opensAt, '60', '15')).toContain('waiting room of event 3');
  try {
    await signIn(page, '/event/3');
    const room = page.getByTestId('waiting-room');
    await expect(room).toBeVisible();
    await expect(room).toContainText('drawn at random');
    await expect(page.getByTestId('queue-admitted')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('queue-admitted')).toContainText("It's your turn");
    await expect(room).toHaveCount(0);
  } finally {
    admin('waiting-room', 'event', '3', 'off');
  }
});
