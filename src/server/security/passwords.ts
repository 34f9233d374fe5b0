import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { ScryptOptions } from 'node:crypto';
import pLimit from 'p-limit';

/**
 * scrypt with the OWASP password-storage parameters (N=2^17, r=8, p=1). The parameters are
 * stored with each hash so they can be raised later without invalidating existing passwords.
 */
const DEFAULTS = { N: 2 ** 17, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;

/**
 * scrypt runs on libuv's thread pool (4 threads by default), which compression and file reads
 * share: a burst of logins once held every thread and delayed every compressed answer by
 * seconds. At most two hashes run at once; the others wait their turn here.
 */
export const passwordHashing = pLimit(2);

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }): Promise<Buffer> {
  const scryptOptions: ScryptOptions = { ...options, maxmem: 256 * options.N * options.r };
  return passwordHashing(() => new Promise<Buffer>((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, scryptOptions, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  }));
}

/** Hashes a password as `scrypt$N$r$p$salt$hash` (base64url parts). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, DEFAULTS);
  return ['scrypt', DEFAULTS.N, DEFAULTS.r, DEFAULTS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/** Checks a password against a stored hash in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
