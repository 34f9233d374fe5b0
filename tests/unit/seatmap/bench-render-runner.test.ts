import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { withinBudget } from '../../../bench/render/load-budget.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));

describe('render bench runner', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('leaves no budget timer behind once the first render wins (it kept the process alive)', async () => {
    vi.useFakeTimers();
    await expect(withinBudget(Promise.resolve(42), 180_000)).resolves.toBe(42);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives null when the first render takes longer than its budget', async () => {
    vi.useFakeTimers();
    const result = withinBudget(new Promise<number>(() => undefined), 1000);
    await vi.advanceTimersByTimeAsync(1000);
    await expect(result).resolves.toBeNull();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('prints its usage for --help and exits without building or starting a browser', async () => {
    const { stdout, code } = await new Promise<{ stdout: string; code: number | null }>((resolve) => {
      const child = execFile(
        process.execPath,
        ['--import', 'tsx', 'bench/render/run.ts', '--help'],
        // A port of its own, should the run start anyway.
        { cwd: root, timeout: 20_000, killSignal: 'SIGKILL', env: { ...process.env, BENCH_RENDER_PORT: '4189' } },
        (_error, out) => resolve({ stdout: out, code: child.exitCode }),
      );
    });
    expect(stdout).toMatch(/^usage: npm run -s bench:render -- \[options\]/);
    expect(stdout).toContain('--map');
    expect(stdout).not.toContain('building bench pages');
    expect(code).toBe(0);
  }, 30_000);
});
