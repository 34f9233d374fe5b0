import { useEffect, useRef } from 'react';

/** Returns this close together are one return. */
const RETURN_COALESCE_MS = 1_000;

/**
 * Calls `onReturn` when the fan comes back to the page: its tab shown again, its window focused
 * again, or the connection back. What the page shows may have changed meanwhile (in another tab,
 * on another device), and a page left open for hours would otherwise offer stale actions.
 */
export function usePageReturn(onReturn: () => void): void {
  const latest = useRef(onReturn);
  useEffect(() => {
    latest.current = onReturn;
  }, [onReturn]);
  useEffect(() => {
    // A tab brought back fires both visibilitychange and focus: one reload is enough.
    let lastCall = -Infinity;
    const call = () => {
      if (document.visibilityState !== 'visible' || performance.now() - lastCall < RETURN_COALESCE_MS) return;
      lastCall = performance.now();
      latest.current();
    };
    document.addEventListener('visibilitychange', call);
    window.addEventListener('focus', call);
    window.addEventListener('online', call);
    return () => {
      document.removeEventListener('visibilitychange', call);
      window.removeEventListener('focus', call);
      window.removeEventListener('online', call);
    };
  }, []);
}
