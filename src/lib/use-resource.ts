import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { ApiError } from './api-error.js';
import { toApiError } from './api-error.js';
import { i18n } from './i18n.js';

export type Resource<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'failed'; data: null; error: ApiError };

const LOADING = { status: 'loading', data: null, error: null } as const satisfies Resource<never>;

/** Answers started before the first render (see {@link primeResource}), by resource key. */
const primedAnswers = new Map<string, unknown>();

/**
 * Starts a screen's load at start-up (src/app/main.tsx), before React renders. When the answer is
 * in by the screen's first render, that render shows the data instead of skeletons followed by a
 * second pass (~0.1 s of a slow phone's CPU on the home page, bench/load). The first useResource
 * with the key takes it instead of loading; a failure is left to that usual load (which shows its
 * error card and retry).
 */
export function primeResource<T>(key: string, answer: Promise<T>): void {
  answer.then(
    (data) => primedAnswers.set(key, data),
    () => undefined,
  );
}

function subscribeLanguage(onChange: () => void): () => void {
  i18n.on('languageChanged', onChange);
  return () => i18n.off('languageChanged', onChange);
}
const readLanguage = (): string => i18n.resolvedLanguage ?? '';

/**
 * Loads data for a screen and exposes loading/ready/failed plus a reload. A newer load wins: an
 * answer that arrives after the component moved on is dropped. A change of the reading language
 * loads again: the server answers club content (names, descriptions) in it; what the screen holds
 * otherwise (a form being typed) stays.
 */
export function useResource<T>(load: () => Promise<T>, key: string): Resource<T> & { reload: () => void } {
  const language = useSyncExternalStore(subscribeLanguage, readLanguage, readLanguage);
  const loadKey = `${key}@${language}`;
  const [state, setState] = useState<Resource<T>>(() =>
    primedAnswers.has(key) ? { status: 'ready', data: primedAnswers.get(key) as T, error: null } : { status: 'loading', data: null, error: null },
  );
  const [attempt, setAttempt] = useState(0);
  // Whether the first render took a primed answer: its load is already done.
  const primed = useRef(state.status === 'ready');

  useEffect(() => {
    if (primed.current) {
      primed.current = false;
      // Used once: a later visit of the screen loads afresh.
      primedAnswers.delete(key);
      return;
    }
    let current = true;
    setState({ status: 'loading', data: null, error: null });
    load().then(
      (data) => {
        if (current) setState({ status: 'ready', data, error: null });
      },
      async (error: unknown) => {
        const apiError = await toApiError(error);
        if (current) setState({ status: 'failed', data: null, error: apiError });
      },
    );
    return () => {
      current = false;
    };
    // `load` is usually an inline closure; `key` names what it loads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loadKey, attempt]);

  // Answered for the key it was asked with: on the render where the key changes (before the effect
  // starts the new load), the previous key's data would be shown as this key's (the summary of
  // one order counting down with another order's expiry).
  const [answeredKey, setAnsweredKey] = useState(loadKey);
  if (answeredKey !== loadKey) {
    setAnsweredKey(loadKey);
    setState(LOADING);
  }
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...(answeredKey === loadKey ? state : LOADING), reload };
}
