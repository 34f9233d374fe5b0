/**
 * One static layer on screen: its canvas is larger than the map by a margin on every side and
 * holds a drawing for one camera. A pan that stays inside the margin only moves the canvas with
 * a CSS transform (the compositor moves it; no pixel is redrawn on the main thread). A zoom whose
 * tiles are not rendered yet shows the last drawing scaled by CSS while idle time renders them.
 * Anything else is a real redraw: a blit of cached tiles.
 */
import type { Camera, Rect, Size } from '../model/viewport.js';
import type { TiledLayer } from './tiled-layer.js';

/** How a frame showed the layer. */
export type Presentation = 'moved' | 'draw';

export class LayerView {
  /** Camera of the canvas's current drawing, null before the first one. */
  drawn: Camera | null = null;
  /** The drawing is out of date (tiles were rendered or invalidated since). */
  dirty = true;
  /** Whether the last real drawing had every tile it needed. */
  complete = false;
  /** Tiles the drawing shows were re-rendered since: worth a redraw, but a move is still fine. */
  outdated = false;
  private element: HTMLCanvasElement | null = null;
  private transform = '';

  constructor(
    readonly tiles: TiledLayer,
    readonly margin: number,
  ) {}

  attach(element: HTMLCanvasElement | null): void {
    this.element = element;
    this.transform = '';
    this.drawn = null;
    this.dirty = true;
    if (element) {
      element.style.transformOrigin = '0 0';
      // Its own compositor layer: moving it is then a compositor job, not a repaint.
      element.style.willChange = 'transform';
    }
  }

  /** The camera of the canvas for a map camera: the map's origin sits `margin` px inside it. */
  canvasCamera(camera: Camera): Camera {
    return { x: camera.x + this.margin, y: camera.y + this.margin, scale: camera.scale };
  }

  canvasSize(size: Size): Size {
    return { width: size.width + 2 * this.margin, height: size.height + 2 * this.margin };
  }

  /** True when tiles the canvas would show for `camera` are missing or stale. */
  pending(camera: Camera, size: Size, world: Rect): boolean {
    return this.tiles.pending(this.canvasCamera(camera), this.canvasSize(size), world);
  }

  /**
   * Shows `camera` by moving (and, for a zoom, scaling) the last drawing when it still covers
   * the map; otherwise asks for a redraw. A scaled drawing is a stand-in that idle time replaces.
   */
  present(camera: Camera, size: Size, pixelRatio: number): Presentation {
    const d = this.drawn;
    if (!d || this.dirty || !this.element) return 'draw';
    const k = camera.scale / d.scale;
    const tx = camera.x - k * (d.x + this.margin);
    const ty = camera.y - k * (d.y + this.margin);
    const w = size.width + 2 * this.margin;
    const h = size.height + 2 * this.margin;
    const covered = tx <= 0 && ty <= 0 && tx + k * w >= size.width && ty + k * h >= size.height;
    if (!covered) return 'draw';
    const pan = Math.abs(k - 1) < 1e-9;
    // Whole device pixels keep a moved drawing as sharp as a redrawn one.
    const rx = pan ? Math.round(tx * pixelRatio) / pixelRatio : tx;
    const ry = pan ? Math.round(ty * pixelRatio) / pixelRatio : ty;
    this.setTransform(pan ? `translate(${rx}px, ${ry}px)` : `matrix(${k}, 0, 0, ${k}, ${tx}, ${ty})`);
    return 'moved';
  }

  /**
   * Whether idle time should redraw for `camera`: the drawing is out of date, a stand-in, or
   * has drifted more than half the margin (so the next pans can still be moves).
   */
  wantsRedraw(camera: Camera): boolean {
    const d = this.drawn;
    if (!d || this.dirty || this.outdated || !this.complete || d.scale !== camera.scale) return true;
    const half = this.margin / 2;
    return Math.abs(camera.x - d.x) > half || Math.abs(camera.y - d.y) > half;
  }

  /** Records a real drawing for `camera` (the canvas sits at `-margin, -margin` again). */
  drew(camera: Camera, complete: boolean): void {
    this.drawn = camera;
    this.dirty = false;
    this.outdated = false;
    this.complete = complete;
    this.setTransform(`translate(${-this.margin}px, ${-this.margin}px)`);
  }

  private setTransform(value: string): void {
    if (value === this.transform || !this.element) return;
    this.transform = value;
    this.element.style.transform = value;
  }
}

/** `requestIdleCallback` where it exists (not in Safari): a short timer with an 8 ms budget otherwise. */
export function requestIdle(callback: (deadline: IdleDeadline) => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(callback, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const start = performance.now();
  const handle = setTimeout(() => callback({ didTimeout: false, timeRemaining: () => Math.max(0, 8 - (performance.now() - start - 30)) }), 30);
  return () => clearTimeout(handle);
}
