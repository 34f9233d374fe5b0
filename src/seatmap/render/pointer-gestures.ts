/**
 * Pointer input for the map: wheel zoom around the pointer, drag to pan, two-finger pinch zoom
 * around the fingers' midpoint, hover and click (a press that did not move). Plain DOM events,
 * so the same code serves the app and the render benchmark.
 */
import type { Point } from '../model/viewport.js';
import type { MapHit, SeatMapEngine } from './seat-map-engine.js';

export interface GestureCallbacks {
  onHover?: (hit: MapHit | null, at: Point | null) => void;
  onActivate?: (hit: MapHit, at: Point) => void;
  /** A wheel turn scrolled the page instead of zooming (the map was not focused, no Ctrl/Cmd). */
  onWheelIgnored?: () => void;
}

/**
 * Whether a wheel turn zooms the map: when the map has focus (the fan clicked or tabbed into it)
 * or with Ctrl/Cmd held (a trackpad pinch sends Ctrl too); otherwise the page scrolls past it.
 */
export function wheelZooms(e: Pick<WheelEvent, 'ctrlKey' | 'metaKey'>, element: Pick<Element, 'contains'>, active: Element | null): boolean {
  return e.ctrlKey || e.metaKey || (active !== null && element.contains(active));
}

/** Movement (px) under which a press counts as a click rather than a drag. */
const CLICK_SLOP = 6;

/** Wires gestures on `element` to `engine`; returns the function that removes them. */
export function bindGestures(element: HTMLElement, engine: SeatMapEngine, callbacks: GestureCallbacks): () => void {
  const pointers = new Map<number, Point>();
  let pressAt: Point | null = null;
  let moved = 0;
  let pinchDistance = 0;
  let lastHit: MapHit | null = null;

  const local = (e: { clientX: number; clientY: number }): Point => {
    const r = element.getBoundingClientRect();
    return { x: e.clientX - r.left, y: e.clientY - r.top };
  };

  const sameHit = (a: MapHit | null, b: MapHit | null): boolean =>
    a === b || (a !== null && b !== null && a.kind === b.kind && a.blockIndex === b.blockIndex && (a.kind === 'block' || a.seatIndex === (b as typeof a).seatIndex));

  const hover = (p: Point | null): void => {
    const hit = p ? engine.hitAt(p) : null;
    if (!sameHit(hit, lastHit)) {
      lastHit = hit;
      engine.setOverlay({
        hoveredSeat: hit?.kind === 'seat' ? hit.seatIndex : -1,
        hoveredBlock: hit?.kind === 'block' ? hit.blockIndex : -1,
      });
    }
    callbacks.onHover?.(hit, p);
  };

  const onWheel = (e: WheelEvent): void => {
    if (!wheelZooms(e, element, document.activeElement)) {
      callbacks.onWheelIgnored?.();
      return;
    }
    e.preventDefault();
    const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    engine.zoomBy(Math.exp(-delta * 0.0015), local(e));
  };

  const onDown = (e: PointerEvent): void => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    // A press gives the map focus (keyboard and wheel zoom then act on it), wherever it lands.
    if (!element.contains(document.activeElement)) element.focus({ preventScroll: true });
    element.setPointerCapture?.(e.pointerId);
    const p = local(e);
    pointers.set(e.pointerId, p);
    if (pointers.size === 1) {
      pressAt = p;
      moved = 0;
    } else if (pointers.size === 2) {
      pressAt = null; // a pinch is never a click
      pinchDistance = distance();
    }
  };

  const distance = (): number => {
    const [a, b] = [...pointers.values()];
    return a && b ? Math.hypot(a.x - b.x, a.y - b.y) : 0;
  };

  const midpoint = (): Point => {
    const [a, b] = [...pointers.values()];
    return a && b ? { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } : { x: 0, y: 0 };
  };

  const onMove = (e: PointerEvent): void => {
    const p = local(e);
    const previous = pointers.get(e.pointerId);
    if (!previous) {
      if (e.pointerType === 'mouse') hover(p);
      return;
    }
    if (pointers.size === 2) {
      const before = midpoint();
      pointers.set(e.pointerId, p);
      const after = midpoint();
      const d = distance();
      if (pinchDistance > 0 && d > 0) engine.zoomBy(d / pinchDistance, after, 0, true);
      engine.panBy(after.x - before.x, after.y - before.y);
      pinchDistance = d;
      return;
    }
    pointers.set(e.pointerId, p);
    moved += Math.hypot(p.x - previous.x, p.y - previous.y);
    if (moved > CLICK_SLOP) engine.panBy(p.x - previous.x, p.y - previous.y);
  };

  const onUp = (e: PointerEvent): void => {
    const wasPinch = pointers.size === 2;
    const pinchCentre = wasPinch ? midpoint() : null;
    if (!pointers.delete(e.pointerId)) return;
    const p = local(e);
    if (pinchCentre) engine.settleZoom(pinchCentre);
    if (pointers.size === 0 && pressAt && moved <= CLICK_SLOP) {
      const hit = engine.hitAt(p);
      if (hit) callbacks.onActivate?.(hit, p);
    }
    if (pointers.size === 0) pressAt = null;
    if (e.pointerType === 'mouse') hover(p);
  };

  const onLeave = (e: PointerEvent): void => {
    if (e.pointerType === 'mouse' && pointers.size === 0) hover(null);
  };

  const onCancel = (e: PointerEvent): void => {
    pointers.delete(e.pointerId);
    pressAt = null;
  };

  element.addEventListener('wheel', onWheel, { passive: false });
  element.addEventListener('pointerdown', onDown);
  element.addEventListener('pointermove', onMove);
  element.addEventListener('pointerup', onUp);
  element.addEventListener('pointercancel', onCancel);
  element.addEventListener('pointerleave', onLeave);
  return () => {
    element.removeEventListener('wheel', onWheel);
    element.removeEventListener('pointerdown', onDown);
    element.removeEventListener('pointermove', onMove);
    element.removeEventListener('pointerup', onUp);
    element.removeEventListener('pointercancel', onCancel);
    element.removeEventListener('pointerleave', onLeave);
  };
}
