/**
 * React.lazy keeps a failed import for good: after one network blip the screen would stay broken
 * until a reload. A retryable lazy component remembers that its load failed; `forgetFailedLoads`
 * (the fan's "Try again", the browser back online, another page) lets the next render fetch the
 * chunk again. The retry is explicit: React renders again after an error by itself, and a fetch on
 * every such render would loop while offline. A page older than the shop's build reloads instead
 * (lib/deployed-build.ts).
 */
import { createElement, lazy } from 'react';
import type { ComponentType, ReactElement } from 'react';
import { reloadIntoNewerBuild } from '../lib/deployed-build.js';

/** A screen's code could not be fetched (offline, a dropped connection, a deploy in between). */
export class ScreenLoadError extends Error {
  override readonly name = 'ScreenLoadError';
}

export function isScreenLoadError(error: unknown): error is ScreenLoadError {
  return error instanceof ScreenLoadError;
}

/** How each failed screen starts over. */
const failedLoads = new Set<() => void>();

/** Failed screens load again on their next render. */
export function forgetFailedLoads(): void {
  for (const startOver of failedLoads) startOver();
  failedLoads.clear();
}

export function retryableLazy<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const make = () => lazy(() => load().catch(async (cause: unknown) => {
    // After a deploy the screen's file is gone for good: the page reloads into the new build
    // (the loader stays on screen meanwhile) rather than offering a retry that cannot work.
    if (navigator.onLine && (await reloadIntoNewerBuild())) return new Promise<never>(() => undefined);
    failedLoads.add(() => {
      current = make();
    });
    throw new ScreenLoadError('the screen could not be loaded', { cause });
  }));
  let current = make();
  return function RetryableScreen(props: P): ReactElement {
    return createElement(current, props);
  };
}
