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

  it('never answers a new key with the previous key\'s data, not even for one render', async () => {
    const seen: string[] = [];
    const { result, rerender } = renderHook(({ key }) => {
      const resource = useResource(async () => `data of ${key}`, key);
      seen.push(`${key}: ${resource.status} ${resource.data ?? ''}`.trim());
      return resource;
    }, { initialProps: { key: 'order-3' } });
    await waitFor(() => expect(result.current.data).toBe('data of order-3'));
    seen.length = 0;
    rerender({ key: 'order-4' });
    await waitFor(() => expect(result.current.data).toBe('data of order-4'));
    expect(seen.filter((line) => line.startsWith('order-4') && line.includes('order-3'))).toEqual([]);
    expect(seen).toContain('order-4: loading');
  });
});
