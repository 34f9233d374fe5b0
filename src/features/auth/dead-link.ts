/**
 * Whether a refused call says the mailed link itself is dead (used, unknown or expired). Any other
 * failure (too many checks from this address, a lost connection) says nothing about the link, which
 * may well still work: the screen keeps its form and says what went wrong instead.
 */
export const isDeadLinkCode = (code: string): boolean => code === 'ACTION_TOKEN_MISSING' || code === 'ACTION_TOKEN_EXPIRED';
