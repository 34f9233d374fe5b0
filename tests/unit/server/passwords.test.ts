import { describe, expect, it } from 'vitest';
import { hashPassword, passwordHashing, verifyPassword } from '../../../src/server/security/passwords.js';

describe('password hashing', () => {
  it('verifies the right password only, and never runs more than two hashes at once', async () => {
    let highest = 0;
    const watch = setInterval(() => {
      highest = Math.max(highest, passwordHashing.activeCount);
    }, 1);
    try {
      const hashes = await Promise.all(['one', 'two', 'three', 'four', 'five'].map((p) => hashPassword(`secret ${p}`)));
      expect(new Set(hashes).size).toBe(5);
      expect(await verifyPassword('secret one', hashes[0]!)).toBe(true);
      expect(await verifyPassword('secret two', hashes[0]!)).toBe(false);
      expect(await verifyPassword('secret one', 'not$a$hash')).toBe(false);
    } finally {
      clearInterval(watch);
    }
    expect(highest).toBe(2);
    expect(passwordHashing.pendingCount).toBe(0);
  });
});
