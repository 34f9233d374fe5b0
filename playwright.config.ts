import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests run the production server (built client in dist/client, `npm run build` first)
 * on a fresh SQLite file that the server migrates and seeds on start (E2E_RESET=1).
 * Browsers cannot be downloaded on these machines: the system Chromium is used.
 */
/** E2E_PORT lets two checkouts run their suites side by side on one machine. */
const PORT = Number(process.env['E2E_PORT'] ?? 3210);
const executablePath = process.env['CHROMIUM_PATH'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const inCi = Boolean(process.env['CI']);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  fullyParallel: false,
  forbidOnly: inCi,
  retries: inCi ? 1 : 0,
  workers: inCi ? 1 : 2,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: inCi ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        launchOptions: {
          ...(executablePath === undefined ? {} : { executablePath }),
          args: [
            '--no-sandbox',
            '--disable-gpu',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
            '--no-first-run',
            '--disable-quic',
          ],
        },
      },
    },
  ],
  webServer: {
    command: 'tsx src/server/main.ts',
    url: `http://localhost:${PORT}/api/config`,
    // Every test signs up and logs in a customer of its own from one address: the account
    // limits (per IP) are scaled up so a whole run fits; the server tests check the real limits.
    env: { PORT: String(PORT), SQLITE_FILE: `.data/e2e-${PORT}.sqlite`, E2E_RESET: '1', RATE_LIMIT_MULTIPLIER: '20' },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
