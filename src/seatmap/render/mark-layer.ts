/**
 * One part of the interactive overlay (hover, or chosen seats and focus) on screen: a container
 * moved and scaled by a CSS transform as the camera changes, holding one small canvas per mark.
 * A click or a pointer move draws or drops one small canvas and a camera move only transforms
 * the container; idle time redraws the marks once the scale changed (line widths, marker sizes)
 * or a mark cut off at the view's margin may need more of itself.
 */
import type { SeatMapGeometry } from '../model/types.js';
import type { Camera, Size } from '../model/viewport.js';
import { drawMark, MARK_PAD_PX, markBounds, markKey, marksOf, type Mark, type OverlayState } from './draw-overlay.js';
import type { MapPalette } from './palette.js';
import { ScratchCanvas, Surface } from './surface.js';

/** What a sync draws with. */
export interface MarkInput {
  geometry: SeatMapGeometry;
  state: OverlayState;
  palette: MapPalette;
  camera: Camera;
  size: Size;
  pixelRatio: number;
}

export class MarkLayer {
  readonly element: HTMLDivElement;
  /** The marks changed since the last sync. */
  dirty = true;
  private readonly canvases = new Map<string, HTMLCanvasElement>();
  /** Camera the marks are drawn for; the container's transform maps it to the current one. */
  private base: Camera | null = null;
  /** Whether some mark was cut off (or left out) at the margin. */
  private clipped = false;
  private transform = '';
  private readonly scratch = new ScratchCanvas();

  constructor(
    private readonly doc: Document,
    readonly part: 'hover' | 'marks',
    private readonly margin: number,
  ) {
    const el = doc.createElement('div');
    el.dataset['layer'] = part;
    el.setAttribute('aria-hidden', 'true');
    const s = el.style;
    s.position = 'absolute';
    s.left = '0';
    s.top = '0';
    s.width = '0';
    s.height = '0';
    s.transformOrigin = '0 0';
    s.pointerEvents = 'none';
    // One compositor layer for all its marks: a camera move transforms it without repainting.
    s.willChange = 'transform';
    this.element = el;
  }

  /**
   * Brings the canvases in line with the state's marks: draws new ones, drops gone ones, keeps
   * the rest. Every mark is redrawn for `camera` when `rebase` is set or the scale changed.
   */
  sync(input: MarkInput, rebase = false): void {
    this.dirty = false;
    const { camera } = input;
    if (rebase || !this.base || this.base.scale !== camera.scale) {
      for (const c of this.canvases.values()) c.remove();
      this.canvases.clear();
      this.base = camera;
      this.clipped = false;
    }
    const marks = marksOf(input.state, this.part, input.geometry);
    const keep = new Set<string>();
    let previous: HTMLCanvasElement | null = null;
    for (const mark of marks) {
      const key = markKey(mark);
      keep.add(key);
      let canvas = this.canvases.get(key);
      if (!canvas) {
        canvas = this.draw(mark, input, this.base) ?? undefined;
        if (!canvas) continue;
        this.canvases.set(key, canvas);
      }
      // Marks listed later (the focus ring) stay above earlier ones (chosen seats).
      if (canvas.previousElementSibling !== previous || canvas.parentNode !== this.element) {
        this.element.insertBefore(canvas, previous ? previous.nextSibling : this.element.firstChild);
      }
      previous = canvas;
    }
    for (const [key, c] of this.canvases) {
      if (keep.has(key)) continue;
      c.remove();
      this.canvases.delete(key);
    }
    this.present(camera);
  }

  /** Draws one mark on a canvas the size of its box on screen, clipped to the view and margin. */
  private draw(mark: Mark, input: MarkInput, base: Camera): HTMLCanvasElement | null {
    const box = markBounds(mark, input.geometry);
    const pad = MARK_PAD_PX;
    const x0 = box.minX * base.scale + base.x - pad;
    const y0 = box.minY * base.scale + base.y - pad;
    const x1 = box.maxX * base.scale + base.x + pad;
    const y1 = box.maxY * base.scale + base.y + pad;
    const m = this.margin;
    const { width: w, height: h } = input.size;
    if (x0 < -m || y0 < -m || x1 > w + m || y1 > h + m) this.clipped = true;
    const left = Math.floor(Math.max(x0, -m));
    const top = Math.floor(Math.max(y0, -m));
    const right = Math.ceil(Math.min(x1, w + m));
    const bottom = Math.ceil(Math.min(y1, h + m));
    if (right <= left || bottom <= top) return null;
    const ctx = this.scratch.begin((right - left) * input.pixelRatio, (bottom - top) * input.pixelRatio);
    if (!ctx) return null;
    drawMark(ctx, mark, input.geometry, { x: base.x - left, y: base.y - top, scale: base.scale }, input.pixelRatio, input.palette);
    const picture = this.scratch.end();
    if (!picture) return null;
    // A bitmap canvas, like the layers: a 2D canvas would copy its pixels on every frame.
    const surface = new Surface(this.doc, mark.kind, false);
    surface.show(picture, right - left, bottom - top, `translate(${left}px, ${top}px)`);
    return surface.element;
  }

  /** Moves (and scales) the marks to where `camera` puts them. */
  present(camera: Camera): void {
    const d = this.base;
    if (!d) return;
    const k = camera.scale / d.scale;
    const tx = camera.x - k * d.x;
    const ty = camera.y - k * d.y;
    const value = Math.abs(k - 1) < 1e-9 ? `translate(${tx}px, ${ty}px)` : `matrix(${k}, 0, 0, ${k}, ${tx}, ${ty})`;
    if (value === this.transform) return;
    this.transform = value;
    this.element.style.transform = value;
  }

  /** Whether idle time should redraw every mark for `camera` (other scale, or cut off and moved). */
  wantsRebase(camera: Camera): boolean {
    const d = this.base;
    if (!d || (this.canvases.size === 0 && !this.clipped)) return false;
    if (d.scale !== camera.scale) return true;
    return this.clipped && (d.x !== camera.x || d.y !== camera.y);
  }
}
