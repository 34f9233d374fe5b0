import { proxy } from 'valtio';

/**
 * A message for the page a fan is sent to after an action that ends on another page (the e-mail
 * confirmation lands on the page the fan signed up from): said once, on arrival, and gone when the
 * fan moves on. `key` is a translation key, `path` the arrival page's path.
 */
export const arrivalNotice = proxy<{ key: string | null; path: string | null }>({ key: null, path: null });

/** Sets the message the page at `path` (query string ignored) shows on arrival. */
export function noticeOnArrival(key: string, path: string): void {
  arrivalNotice.key = key;
  arrivalNotice.path = path.split(/[?#]/)[0] ?? path;
}

export function clearArrivalNotice(): void {
  arrivalNotice.key = null;
  arrivalNotice.path = null;
}
