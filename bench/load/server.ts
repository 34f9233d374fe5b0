/**
 * The production shop for the load benchmark: the client build (rebuilt when a client source is
 * newer than it) served by the real server process (`src/server/main.ts`, NODE_ENV=production)
 * on a free port, with the demo data seeded into a fresh SQLite file.
 *
 * The server runs in a temporary folder holding a copy of the build: the checkout's dist/ is
 * shared (another `npm run build` mid-run would swap the files under a server that registered
 * one route per built file at start).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

/** Everything the client build is made from: any of these newer than dist/ means rebuild. */
const CLIENT_INPUTS = ['src', 'public', 'index.html', 'vite.config.ts', 'package-lock.json'];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path)) {
    // Server code is not in the client build.
    if (entry === 'server') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Builds the client when there is no build or a client input changed since; returns whether it built. */
export async function ensureClientBuild(root: string, force: boolean): Promise<boolean> {
  const built = join(root, 'dist/client/index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...CLIENT_INPUTS.map((p) => newestMtime(join(root, p))));
  if (!force && builtAt > changedAt) return false;
  await build({ configFile: join(root, 'vite.config.ts'), root, logLevel: 'warn' });
  return true;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ShopServer {
  origin: string;
  /** The copy of dist/client the server serves. */
  clientDir: string;
  stop(): Promise<void>;
}

/**
 * Starts `tsx <root>/src/server/main.ts` as a child process in a temporary folder with a copy of
 * `<root>/dist/client` and waits until it answers /api/config.
 */
export async function startShop(root: string, options: { timeoutMs?: number } = {}): Promise<ShopServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const cwd = mkdtempSync(join(tmpdir(), 'bench-load-'));
  const clientDir = join(cwd, 'dist/client');
  cpSync(join(root, 'dist/client'), clientDir, { recursive: true });
  mkdirSync(join(cwd, '.data'));
  const siteConfig = join(root, 'config/site.json');
  const child = spawn(join(root, 'node_modules/.bin/tsx'), [join(root, 'src/server/main.ts')], {
    cwd,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      // The bench pays nothing; production refuses the test provider without this opt-in.
      ALLOW_TEST_PAYMENTS: '1',
      // A throwaway secret: production refuses to start without one.
      SESSION_SECRET: randomBytes(32).toString('base64url'),
      PORT: String(port),
      HOST: '127.0.0.1',
      // A fresh file in the temporary folder: the server migrates it and seeds the demo shop.
      SQLITE_FILE: '.data/bench-load.sqlite',
      ...(existsSync(siteConfig) ? { SHOP_CONFIG: siteConfig } : {}),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let exited: number | null | undefined;
  child.once('exit', (code) => {
    exited = code;
    rmSync(cwd, { recursive: true, force: true });
  });
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (exited !== undefined) throw new Error(`the shop server exited with code ${exited} before answering`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the shop server did not answer ${origin}/api/config in time`);
    }
    try {
      const response = await fetch(`${origin}/api/config`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    origin,
    clientDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited !== undefined) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
