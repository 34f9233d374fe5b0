/**
 * The engine's idle-time work, so input frames only move bitmaps: one short slice per idle
 * callback, stopping when its next unit (a tile, a compose step, a set of marks) would not fit.
 * Order: marks whose scale changed, then the tiles of the view itself and a new bitmap once they
 * are ready (or every few tiles on slow devices), then the bitmap's margin and a bitmap with it,
 * then tiles ahead of need (the ring around the view and the neighbouring zoom levels).
 */
import type { Camera, Rect, Size } from '../model/viewport.js';
import type { LayerView } from './layer-view.js';
import type { MarkInput, MarkLayer } from './mark-layer.js';

/** Time left in one idle slice; the first unit of a slice may use the whole idle period. */
export class SliceBudget {
  first = true;
  constructor(
    readonly until: number,
    private readonly periodEnd: number,
  ) {}

  /**
   * A slice of at most `sliceMs` in an idle period; a timed-out callback (no idle period came)
   * gets one slice's worth. A starved slice (`starvedSliceMs` > 0, see StarvationGuard) always
   * starts its first unit, however long, and may go on for `starvedSliceMs`: idle periods
   * shorter than one tile must not leave the map blurry for ever.
   */
  static of(deadline: IdleDeadline, sliceMs: number, starvedSliceMs = 0): SliceBudget {
    const now = performance.now();
    if (starvedSliceMs > 0) return new SliceBudget(now + starvedSliceMs, Infinity);
    const remaining = deadline.didTimeout ? sliceMs : deadline.timeRemaining();
    return new SliceBudget(now + Math.min(remaining, sliceMs), now + remaining);
  }

  /** Whether a unit costing `ms` may start now. */
  allows(ms: number): boolean {
    const now = performance.now();
    return now + ms <= this.until || (this.first && now + ms <= this.periodEnd);
  }
}

/**
 * Notices idle work that cannot start: on a busy page (an animation, a hover, a slow phone) idle
 * periods may all be shorter than one tile, or come only through the callback's timeout. After
 * `afterMs` without a unit of work while work is pending, the next slice is starved.
 */
export class StarvationGuard {
  private waitingSince: number | null = null;
  constructor(private readonly afterMs: number) {}

  /** Whether the slice starting at `now` must make progress whatever its idle period. */
  starved(now: number, didTimeout: boolean): boolean {
    return didTimeout || (this.waitingSince !== null && now - this.waitingSince >= this.afterMs);
  }

  /** What a slice did: `progressed` when it ran a unit, `more` when work is left. */
  record(now: number, progressed: boolean, more: boolean): void {
    if (!more || progressed) this.waitingSince = null;
    else this.waitingSince ??= now;
  }
}

/** What a slice works on. */
export interface IdleTarget {
  camera: Camera;
  size: Size;
  world: Rect;
  pixelRatio: number;
  /** The camera has not moved for a frame or more: a bitmap composed now will be shown. */
  settled: boolean;
  views: readonly LayerView[];
  marks: readonly MarkLayer[];
  markInput: () => MarkInput;
  /** A layer's new bitmap went on screen. */
  onComposed: () => void;
}

/** Runs one slice; true when work is left for another. */
export function runIdleSlice(target: IdleTarget, budget: SliceBudget): boolean {
  const { camera } = target;
  let more = false;
  for (const layer of target.marks) {
    if (!layer.wantsRebase(camera)) continue;
    if (!budget.allows(1)) {
      more = true;
      continue;
    }
    layer.sync(target.markInput(), true);
    budget.first = false;
  }
  for (const view of target.views) more = idleLayer(target, view, budget) || more;
  for (const view of target.views) {
    for (;;) {
      const step = view.renderNext(camera, target.size, target.world, budget.until, budget.first && budget.allows(view.tileCost), 'ahead');
      if (step === 'idle') break;
      more = true;
      if (step === 'no-time') break;
      budget.first = false;
    }
  }
  return more;
}

/**
 * A view's share of a slice: once the camera has settled, a bitmap at once with the view's
 * missing tiles painted straight onto it (the margin shows stand-ins meanwhile); then the view's
 * tiles into the cache (a bitmap with them, before the camera settles), then the margin's tiles
 * and a bitmap with them. True when work is left.
 */
function idleLayer(target: IdleTarget, view: LayerView, budget: SliceBudget): boolean {
  let more = target.settled || view.composing ? composeWhenReady(target, view, budget) : false;
  if (view.composing) return true;
  more = renderTiles(target, view, budget, 'view') || more;
  more = composeWhenReady(target, view, budget) || more;
  if (view.composing) return true;
  more = renderTiles(target, view, budget, 'canvas') || more;
  return composeWhenReady(target, view, budget) || more;
}

/** Renders tiles of `scope` while the slice allows; true when it stopped with tiles left. */
function renderTiles(target: IdleTarget, view: LayerView, budget: SliceBudget, scope: 'view' | 'canvas'): boolean {
  const { camera, size, world } = target;
  let more = false;
  for (;;) {
    const step = view.renderNext(camera, size, world, budget.until, budget.first && budget.allows(view.tileCost), scope);
    if (step === 'idle') return more;
    more = true;
    if (step === 'no-time') return more;
    budget.first = false;
    view.renderedSince++;
    // A bitmap with stand-ins in the view is out of date; one that painted the view only gains a
    // cached tile (a change of content is the layers' version: see LayerView.wantsRedraw).
    if (step === 'visible' && !view.viewComplete) view.outdated = true;
  }
}

/** Composes (part of) a new bitmap when one is worth showing; true when work is left. */
function composeWhenReady(target: IdleTarget, view: LayerView, budget: SliceBudget): boolean {
  const { camera, size, world } = target;
  view.dropStaleJob(camera);
  if (!view.composing) {
    const final = view.isFinal(camera);
    // A settled camera gets its view at once, painted where tiles are missing; a moving one waits
    // for them (a bitmap it would paint is stale by the next frame).
    const direct = target.settled && !final;
    const ready = !view.pending(camera, size, world) || (!final && (direct || !view.viewPending(camera, size, world)));
    // Slow devices see the view sharpen every few tiles; the margin is worth one bitmap, when ready.
    if (!view.wantsRedraw(camera) || !(ready || (view.renderedSince >= 6 && !final))) return false;
    if (!budget.allows(1)) return true;
    view.begin(camera, size, world, target.pixelRatio, 0, direct);
  }
  const done = view.step(budget.until, budget.first);
  budget.first = false;
  if (!done) return true;
  target.onComposed();
  view.present(camera, size, target.pixelRatio);
  return !view.complete;
}
