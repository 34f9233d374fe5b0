// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { primeResource, useResource } from '../../../src/lib/use-resource.js';

afterEach(cleanup);

describe('useResource', () => {
  it('loads, then shows the answer', async () => {
    const load = vi.fn(async () => ['a']);
    const { result } = renderHook(() => useResource(load, 'plain'));
    expect(result.current.status).toBe('loading');
    await waitFor(() => expect(result.current.status).toBe('ready'));
    expect(result.current.data).toEqual(['a']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes an answer primed at start-up in its first render, without loading; only once', async () => {
    primeResource('primed', Promise.resolve(['early']));
    await Promise.resolve();
    const load = vi.fn(async () => ['late']);
    const first = renderHook(() => useResource(load, 'primed'));
    expect(first.result.current.status).toBe('ready');
    expect(first.result.current.data).toEqual(['early']);
    expect(load).not.toHaveBeenCalled();

    // The screen shown again later loads afresh.
    first.unmount();
    const again = renderHook(() => useResource(load, 'primed'));
    expect(again.result.current.status).toBe('loading');
    await waitFor(() => expect(again.result.current.data).toEqual(['late']));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed or unfinished primed answer to the usual load', async () => {
    primeResource('failed', Promise.reject(new Error('down')));
    primeResource('slow', new Promise(() => undefined));
    await Promise.resolve();
    const load = vi.fn(async () => ['fresh']);
    for (const key of ['failed', 'slow']) {
      const { result } = renderHook(() => useResource(load, key));
      expect(result.current.status).toBe('loading');
      await waitFor(() => expect(result.current.data).toEqual(['fresh']));
    }
    expect(load).toHaveBeenCalledTimes(2);
  });
});
