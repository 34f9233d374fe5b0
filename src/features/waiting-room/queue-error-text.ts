import type { TFunction } from 'i18next';

/**
 * What the waiting room says when asking for the fan's place fails: the queue's own text for a
 * refusal that concerns it (the session ended, the room closed), the shop-wide text of any other
 * code, and "trying again" when no answer came at all (the room asks again by itself).
 */
export function queueErrorText(t: TFunction, code: string | null): string {
  if (code === null || code === 'UNKNOWN') return t('booking:queue.failed');
  return t([`booking:queue.errors.${code}`, `errors:${code}`, 'booking:queue.failed']);
}

/** A refusal asking again cannot lift: the fan has to sign in again first. */
export const needsSignIn = (code: string | null): boolean => code === 'UNAUTHENTICATED';
