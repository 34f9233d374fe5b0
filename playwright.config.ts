import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { walletKeysEnv } from './tests/e2e/helpers/wallet-keys-files.js';

/**
 * End-to-end tests run the production server (built client in dist/client and compiled server in
 * dist/server, `npm run build` first)
 * on a fresh SQLite file that the server migrates and seeds on start (E2E_RESET=1).
 * Browsers cannot be downloaded on these machines: the system Chromium is used.
 */
/** E2E_PORT lets two checkouts run their suites side by side on one machine. */
const PORT = Number(process.env['E2E_PORT'] ?? 3210);
/**
 * A second server whose holds last 60 s, for the tests tagged @short-hold that wait for one to
 * expire, and which signs wallet passes with throwaway keys made at its start, for the tests
 * tagged @wallet (the first server has no wallet keys, as a shop that has not set them up).
 * One server for both: a third would add its start to every run, and neither set of tests
 * depends on what the other one changes.
 */
const SECOND_PORT = PORT + 1;
const SHORT_HOLD_CONFIG = `.data/e2e-${SECOND_PORT}-config.json`;
const WALLET_KEYS = `.data/e2e-${SECOND_PORT}-wallet`;
const executablePath = process.env['CHROMIUM_PATH'] ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);
const inCi = Boolean(process.env['CI']);
const launchOptions = {
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
};
// Every test signs up and logs in a customer of its own from one address: the account limits
// (per IP) are scaled up so a whole run fits; the server tests check the real limits.
const serverEnv = (port: number) => ({ PORT: String(port), SQLITE_FILE: `.data/e2e-${port}.sqlite`, E2E_RESET: '1', RATE_LIMIT_MULTIPLIER: '20' });
const serverOptions = { reuseExistingServer: false, timeout: 120_000, stdout: 'ignore', stderr: 'pipe' } as const;

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
    { name: 'chromium', grepInvert: /@short-hold|@wallet/, use: { ...devices['Desktop Chrome'], launchOptions } },
    {
      name: 'short-hold',
      grep: /@short-hold/,
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: `http://localhost:${SECOND_PORT}` },
    },
    {
      name: 'wallet',
      grep: /@wallet/,
      use: { ...devices['Desktop Chrome'], launchOptions, baseURL: `http://localhost:${SECOND_PORT}` },
    },
  ],
  webServer: [
    { command: 'node dist/server/main.js', url: `http://localhost:${PORT}/api/config`, env: serverEnv(PORT), ...serverOptions },
    {
      command: `tsx tests/e2e/helpers/short-hold-config.ts ${SHORT_HOLD_CONFIG} && tsx tests/e2e/helpers/wallet-keys-files.ts ${WALLET_KEYS} && node dist/server/main.js`,
      url: `http://localhost:${SECOND_PORT}/api/config`,
      env: { ...serverEnv(SECOND_PORT), SHOP_CONFIG: SHORT_HOLD_CONFIG, ...walletKeysEnv(WALLET_KEYS) },
      ...serverOptions,
    },
  ],
});
