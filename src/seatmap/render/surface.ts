/**
 * The canvases the map shows. Each one holds a finished bitmap and is moved or scaled by a CSS
 * transform. Measured in Chromium's software compositor: a composited 2D canvas copies all its
 * pixels into a new resource on every commit once it is transformed (about 4 ms at 1x for a
 * 1600 x 1040 layer, per layer, per frame), while a `bitmaprenderer` canvas hands over the
 * ImageBitmap it holds and costs nothing per frame. So marks and tiles are drawn on scratch
 * canvases and the result is transferred; the map's bands are drawn in place where the browser
 * can (in-place-band.ts); a 2D canvas is only the fallback where OffscreenCanvas is missing.
 */

export type DrawContext = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

/** A finished drawing, ready to show or to blit. */
export type Picture = ImageBitmap | HTMLCanvasElement;

/** A horizontal band of a larger picture: `top` and `height` in CSS pixels from the picture's top. */
export interface Band {
  picture: Picture;
  top: number;
  height: number;
}

/** Where a picture goes, in the map's CSS pixels: scaled by `k` about its origin, then moved by (tx, ty). */
export interface Placement {
  k: number;
  tx: number;
  ty: number;
}

/** Styles an element laid over the map at its top-left corner, moved by transforms, never hit by the pointer. */
export function overlayStyle(el: HTMLElement | SVGElement, name: string): void {
  el.dataset['layer'] = name;
  el.setAttribute('aria-hidden', 'true');
  const s = el.style;
  s.position = 'absolute';
  s.left = '0';
  s.top = '0';
  s.transformOrigin = '0 0';
  s.pointerEvents = 'none';
}

/** The CSS transform of a placement (a plain translation when not scaled). */
function cssTransform(at: Placement): string {
  return Math.abs(at.k - 1) < 1e-9 ? `translate(${at.tx}px, ${at.ty}px)` : `matrix(${at.k}, 0, 0, ${at.k}, ${at.tx}, ${at.ty})`;
}

/** An empty box laid over the map (`overlayStyle`) that holds pictures placed inside it. */
export function overlayHost(doc: Document, name: string): HTMLDivElement {
  const el = doc.createElement('div');
  overlayStyle(el, name);
  el.style.width = '0';
  el.style.height = '0';
  return el;
}

/** Moves an element by placements, writing its style only when the transform changes (every camera move asks). */
export class Mover {
  private transform = '';
  constructor(private readonly element: ElementCSSInlineStyle) {}

  place(at: Placement): void {
    const value = cssTransform(at);
    if (value === this.transform) return;
    this.transform = value;
    this.element.style.transform = value;
  }

  /** Writes the next placement whatever it is. */
  forget(): void {
    this.transform = '';
  }
}

/**
 * A canvas to draw pictures on off screen, reused: its 2D context is made once (making one
 * allocates and costs more than most drawings) and `transferToImageBitmap` hands its pixels
 * over without a copy, leaving it blank. Where OffscreenCanvas is missing every drawing gets a
 * fresh canvas element, which becomes the picture.
 */
export class ScratchCanvas {
  private canvas: OffscreenCanvas | null = null;
  private ctx: OffscreenCanvasRenderingContext2D | null = null;
  private fallback: HTMLCanvasElement | null = null;
  private blank = true;
  private saved = false;

  /** Starts a drawing of `width` x `height` device pixels on a blank canvas with a fresh state. */
  begin(width: number, height: number): DrawContext | null {
    const w = Math.max(1, Math.ceil(width));
    const h = Math.max(1, Math.ceil(height));
    if (typeof OffscreenCanvas !== 'function') {
      this.fallback = document.createElement('canvas');
      this.fallback.width = w;
      this.fallback.height = h;
      return this.fallback.getContext('2d');
    }
    if (!this.canvas || !this.ctx) {
      this.canvas = new OffscreenCanvas(w, h);
      this.ctx = this.canvas.getContext('2d');
      this.blank = true;
      this.saved = false;
    } else if (this.canvas.width !== w || this.canvas.height !== h) {
      // Resizing clears the pixels and the whole state stack.
      this.canvas.width = w;
      this.canvas.height = h;
      this.blank = true;
      this.saved = false;
    }
    const ctx = this.ctx;
    if (!ctx) return null;
    // Drawings change the state freely: every one starts from the state saved before the first.
    if (this.saved) ctx.restore();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    if (!this.blank) ctx.clearRect(0, 0, w, h);
    ctx.save();
    this.saved = true;
    this.blank = false;
    return ctx;
  }

  /** Ends the drawing and returns it; the scratch is blank and reusable afterwards. */
  end(): Picture | null {
    if (this.fallback) {
      const picture = this.fallback;
      this.fallback = null;
      return picture;
    }
    if (!this.canvas) return null;
    this.blank = true;
    return this.canvas.transferToImageBitmap();
  }
}

/** One on-screen canvas showing a bitmap, positioned by CSS transforms in the map's CSS pixels. */
export class Surface {
  readonly element: HTMLCanvasElement;
  private readonly renderer: ImageBitmapRenderingContext | null;
  private readonly fallback: CanvasRenderingContext2D | null;
  private readonly mover: Mover;
  private cssSize = '';
  /** Whether the surface shows anything. */
  shown = false;

  /** `ownLayer`: a compositor layer of its own (moved often); false inside a moved container. */
  constructor(doc: Document, name: string, ownLayer = true) {
    const c = doc.createElement('canvas');
    overlayStyle(c, name);
    // Its own compositor layer: moving it is then a compositor job, not a repaint.
    if (ownLayer) c.style.willChange = 'transform';
    this.element = c;
    this.mover = new Mover(c);
    const bitmaps = typeof OffscreenCanvas === 'function' ? c.getContext('bitmaprenderer') : null;
    this.renderer = bitmaps;
    this.fallback = bitmaps ? null : c.getContext('2d');
  }

  /** Shows `picture` (an ImageBitmap is taken over) at `cssWidth` x `cssHeight` CSS pixels, placed by `at`. */
  show(picture: Picture, cssWidth: number, cssHeight: number, at: Placement): void {
    if (this.renderer && !(picture instanceof HTMLCanvasElement)) {
      this.renderer.transferFromImageBitmap(picture);
    } else if (this.fallback) {
      if (this.element.width !== picture.width || this.element.height !== picture.height) {
        this.element.width = picture.width;
        this.element.height = picture.height;
      } else this.fallback.clearRect(0, 0, picture.width, picture.height);
      this.fallback.drawImage(picture, 0, 0);
    }
    const size = `${cssWidth}px ${cssHeight}px`;
    if (size !== this.cssSize) {
      this.cssSize = size;
      this.element.style.width = `${cssWidth}px`;
      this.element.style.height = `${cssHeight}px`;
    }
    this.shown = true;
    this.element.style.visibility = '';
    this.place(at);
  }

  /** Hides the surface (nothing to show) without touching its bitmap. */
  hide(): void {
    if (!this.shown) return;
    this.shown = false;
    this.element.style.visibility = 'hidden';
  }

  /** Hides the surface and lets its bitmap go (a bitmap canvas given none shows nothing and holds no pixels). */
  clear(): void {
    this.hide();
    this.renderer?.transferFromImageBitmap(null);
    if (this.fallback) this.element.width = 0;
    this.mover.forget();
  }

  place(at: Placement): void {
    this.mover.place(at);
  }
}
