/**
 * One part of the interactive overlay (hover, or chosen seats and focus) on screen: a mark host
 * (compositor.ts; by default a container moved and scaled by a CSS transform) holding one small
 * picture per seat mark and one vector path per block outline. A click or a pointer move draws or
 * drops one mark and a camera move only moves the host; idle time redraws the marks once the scale
 * changed (line widths, marker sizes) or a mark cut off at the view's margin may need more of
 * itself.
 */
import type { SeatMapGeometry } from '../model/types.js';
import type { Camera, Size } from '../model/viewport.js';
import { drawMark, isOutline, MARK_PAD_PX, markBounds, markKey, marksOf, outlineStyle, type Mark, type OverlayState } from './draw-overlay.js';
import type { MapPalette } from './palette.js';
import type { MarkHost, MarkItem } from './compositor.js';
import { ScratchCanvas } from './surface.js';
import { outlinePath } from '../model/outline-path.js';

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
  /** The marks changed since the last sync. */
  dirty = true;
  /** Each mark on screen. */
  private readonly items = new Map<string, MarkItem>();
  /** Camera the marks are drawn for; the host's placement maps it to the current one. */
  private base: Camera | null = null;
  /** Whether some mark was cut off (or left out) at the margin. */
  private clipped = false;
  private readonly scratch = new ScratchCanvas();

  constructor(
    private readonly host: MarkHost,
    readonly part: 'hover' | 'marks',
    private readonly margin: number,
  ) {}

  /**
   * Brings the pictures in line with the state's marks: draws new ones, drops gone ones, keeps
   * the rest. Every mark is redrawn for `camera` when `rebase` is set or the scale changed.
   */
  sync(input: MarkInput, rebase = false): void {
    this.dirty = false;
    const { camera } = input;
    if (rebase || !this.base || this.base.scale !== camera.scale) {
      for (const item of this.items.values()) item.remove();
      this.items.clear();
      this.base = camera;
      this.clipped = false;
    }
    const marks = marksOf(input.state, this.part, input.geometry);
    const keep = new Set<string>();
    const stack: MarkItem[] = [];
    for (const mark of marks) {
      const key = markKey(mark);
      keep.add(key);
      const item = this.items.get(key) ?? this.draw(mark, input, this.base);
      if (!item) continue;
      this.items.set(key, item);
      stack.push(item);
    }
    for (const [key, item] of this.items) {
      if (keep.has(key)) continue;
      item.remove();
      this.items.delete(key);
    }
    // Marks listed later (the focus ring) stay above earlier ones (chosen seats).
    this.host.order(stack);
    this.present(camera);
    this.host.commit();
  }

  /**
   * Draws one mark for `base`, clipped to the view and margin: a seat's on a picture the size of
   * its box on screen, a block's outline as a vector path.
   */
  private draw(mark: Mark, input: MarkInput, base: Camera): MarkItem | null {
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
    if (isOutline(mark)) {
      const path = outlinePath(input.geometry.blocks[mark.index]!.contour, base, left, top);
      if (!path) return null;
      return this.host.addOutline(path, outlineStyle(mark, input.palette), mark.kind, left, top, right - left, bottom - top);
    }
    const ctx = this.scratch.begin((right - left) * input.pixelRatio, (bottom - top) * input.pixelRatio);
    if (!ctx) return null;
    drawMark(ctx, mark, input.geometry, { x: base.x - left, y: base.y - top, scale: base.scale }, input.pixelRatio, input.palette);
    const picture = this.scratch.end();
    if (!picture) return null;
    return this.host.add(picture, mark.kind, left, top, right - left, bottom - top);
  }

  /** Moves (and scales) the marks to where `camera` puts them. */
  present(camera: Camera): void {
    const d = this.base;
    if (!d) return;
    const k = camera.scale / d.scale;
    const tx = camera.x - k * d.x;
    const ty = camera.y - k * d.y;
    this.host.place({ k, tx, ty });
  }

  /** Whether idle time should redraw every mark for `camera` (other scale, or cut off and moved). */
  wantsRebase(camera: Camera): boolean {
    const d = this.base;
    if (!d || (this.items.size === 0 && !this.clipped)) return false;
    if (d.scale !== camera.scale) return true;
    return this.clipped && (d.x !== camera.x || d.y !== camera.y);
  }
}
