import { afterEach, beforeEach } from 'vitest';

/**
 * Scales every rate limit (RATE_LIMIT_MULTIPLIER; 0 switches them off) during each test of the
 * file, and gives the next file the full limits back. The limits read it per request.
 */
export function scaleRateLimitsEachTest(scale: number): void {
  beforeEach(() => {
    process.env.RATE_LIMIT_MULTIPLIER = String(scale);
  });
  afterEach(() => {
    delete process.env.RATE_LIMIT_MULTIPLIER;
  });
}
