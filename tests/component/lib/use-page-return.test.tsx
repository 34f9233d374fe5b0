// @vitest-environment jsdom
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { usePageReturn } from '../../../src/lib/use-page-return.js';

describe('usePageReturn', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['performance', 'Date'] });
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const bringBack = () => {
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('focus'));
  };

  it('calls back once when a tab comes back (visibility and focus together), again on a later return', () => {
    const onReturn = vi.fn();
    renderHook(() => usePageReturn(onReturn));
    bringBack();
    expect(onReturn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5_000);
    window.dispatchEvent(new Event('online'));
    expect(onReturn).toHaveBeenCalledTimes(2);
  });

  it('does nothing while the page is hidden, nor after it is gone', () => {
    const onReturn = vi.fn();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const { unmount } = renderHook(() => usePageReturn(onReturn));
    bringBack();
    expect(onReturn).not.toHaveBeenCalled();
    visibility.mockReturnValue('visible');
    unmount();
    bringBack();
    expect(onReturn).not.toHaveBeenCalled();
  });
});
