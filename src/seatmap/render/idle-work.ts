/**
 * The engine's idle-time work, so input frames only move bitmaps: one short slice per idle
 * callback, stopping when its next unit (a tile, a compose step, a set of marks) would not fit.
 * Order: marks whose scale changed, then the map's visible tiles and a new bitmap once they
 * are ready (or every few tiles on slow devices), then tiles ahead of need (the ring around the
 * view and the neighbouring zoom levels).
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
   * gets one slice's worth.
   */
  static of(deadline: IdleDeadline, sliceMs: number): SliceBudget {
    const now = performance.now();
    const remaining = deadline.didTimeout ? sliceMs : deadline.timeRemaining();
    return new SliceBudget(now + Math.min(remaining, sliceMs), now + remaining);
  }

  /** Whether a unit costing `ms` may start now. */
  allows(ms: number): boolean {
    const now = performance.now();
    return now + ms <= this.until || (this.first && now + ms <= this.periodEnd);
  }
}

/** What a slice works on. */
export interface IdleTarget {
  camera: Camera;
  size: Size;
  world: Rect;
  pixelRatio: number;
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
      const step = view.renderNext(camera, target.size, target.world, budget.until, budget.first && budget.allows(view.tileCost), false);
      if (step === 'idle') break;
      more = true;
      if (step === 'no-time') break;
      budget.first = false;
    }
  }
  return more;
}

/** A view's share of a slice: its visible tiles, then its next bitmap. True when work is left. */
function idleLayer(target: IdleTarget, view: LayerView, budget: SliceBudget): boolean {
  const { camera, size, world } = target;
  let more = false;
  for (;;) {
    const step = view.renderNext(camera, size, world, budget.until, budget.first && budget.allows(view.tileCost), true);
    if (step === 'idle') break;
    more = true;
    if (step === 'no-time') break;
    budget.first = false;
    view.renderedSince++;
    view.outdated = true;
  }
  view.dropStaleJob(camera);
  if (!view.composing) {
    const ready = !view.pending(camera, size, world);
    if (!view.wantsRedraw(camera) || !(ready || view.renderedSince >= 6)) return more;
    if (!budget.allows(1)) return true;
    view.begin(camera, size, world, target.pixelRatio, 0);
  }
  if (view.step(budget.until, budget.first)) {
    target.onComposed();
    view.present(camera, size, target.pixelRatio);
    if (!view.complete) more = true;
  } else more = true;
  budget.first = false;
  return more;
}
