import { useCallback, useEffect, useRef, useState } from 'react';

type FindTarget = () => HTMLElement | null | undefined;

/**
 * Moves the keyboard's focus to an element once React has drawn it. The control that had the
 * focus (a dialog's confirm button, a form's Save, "Load more") is gone or disabled by then, and
 * the browser drops the focus on the page body: a keyboard user starts again from the top. The
 * target may appear a few renders later (after a reload), so each render looks for it until found;
 * `null` drops a request that no longer makes sense (the list it pointed into was replaced).
 */
export function useFocusAfterRender(): (find: FindTarget | null) => void {
  const pending = useRef<FindTarget | null>(null);
  const [, redraw] = useState(0);
  useEffect(() => {
    const target = pending.current?.();
    if (!target) return;
    pending.current = null;
    target.focus();
  });
  return useCallback((find: FindTarget | null) => {
    pending.current = find;
    redraw((n) => n + 1);
  }, []);
}
