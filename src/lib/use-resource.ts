import { useCallback, useEffect, useState } from 'react';
import type { ApiError } from './api-error.js';
import { toApiError } from './api-error.js';

export type Resource<T> =
  | { status: 'loading'; data: null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'failed'; data: null; error: ApiError };

/**
 * Loads data for a screen and exposes loading/ready/failed plus a reload. A newer load wins: an
 * answer that arrives after the component moved on is dropped.
 */
export function useResource<T>(load: () => Promise<T>, key: string): Resource<T> & { reload: () => void } {
  const [state, setState] = useState<Resource<T>>({ status: 'loading', data: null, error: null });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
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
  }, [key, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
