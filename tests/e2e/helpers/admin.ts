import { execFileSync } from 'node:child_process';

/**
 * The ticket manager's command (`npm run admin -- …`) on the database of the e2e server that runs
 * on E2E_PORT (playwright.config.ts), or E2E_SQLITE_FILE when given; answers what it printed.
 */
export function admin(...args: string[]): string {
  const databaseFile = process.env['E2E_SQLITE_FILE'] ?? `.data/e2e-${Number(process.env['E2E_PORT'] ?? 3210)}.sqlite`;
  return execFileSync('node_modules/.bin/tsx', ['src/server/cli/admin.ts', ...args], { env: { ...process.env, SQLITE_FILE: databaseFile }, encoding: 'utf8' });
}
