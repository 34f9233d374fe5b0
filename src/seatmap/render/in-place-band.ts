/**
 * A band of the map picture drawn on the very canvas that shows it: the canvas hands its drawing
 * buffer to an OffscreenCanvas (`transferControlToOffscreen`), whose frames go to the compositor
 * as they are, and which keeps its buffer from one picture to the next.
 *
 * Why (traces of the renderer's main thread in Chromium's software compositor, README
 * "Performance"): a bitmap handed over (`transferToImageBitmap`, then a `bitmaprenderer` canvas)
 * needs a fresh buffer for every band, faulted in page by page (3.5 ms per million pixels at 1x,
 * 14 at 4x CPU), and the compositor then copies each new bitmap once more on the main thread. A
 * band drawn in place reuses its buffer. Moving it by a CSS transform costs no more than moving a
 * bitmap canvas (a 2D canvas of the page itself, by contrast, is copied on every frame it moves).
 *
 * The buffer only grows, so a band a few rows taller or a stand-in at a lower ratio reuses it; a
 * box as large as the band clips what lies beyond the drawing. A band is hidden while it is being
 * drawn (its steps may span several idle slices) and shown once finished.
 */
import { Mover, overlayStyle, type DrawContext, type Picture, type Placement } from './surface.js';

/** Whether this browser can draw a page canvas through an OffscreenCanvas. */
export function canDrawInPlace(doc: Document): boolean {
  const view = doc.defaultView;
  return typeof OffscreenCanvas === 'function' && !!view && 'transferControlToOffscreen' in view.HTMLCanvasElement.prototype;
}

export class InPlaceBand {
  /** The box placed on the map: as large as the band, clipping the buffer's unused part. */
  readonly element: HTMLDivElement;
  private readonly canvas: HTMLCanvasElement;
  private readonly offscreen: OffscreenCanvas;
  private readonly ctx: OffscreenCanvasRenderingContext2D | null;
  private readonly mover: Mover;
  private saved = false;
  /** Device pixels of the last drawing (the buffer may be larger). */
  private width = 1;
  private rows = 1;

  constructor(doc: Document) {
    const box = doc.createElement('div');
    overlayStyle(box, 'map-band');
    box.style.overflow = 'hidden';
    // Its own compositor layer: moving it is then a compositor job, not a repaint.
    box.style.willChange = 'transform';
    box.style.visibility = 'hidden';
    const canvas = doc.createElement('canvas');
    canvas.style.position = 'absolute';
    canvas.style.left = '0';
    canvas.style.top = '0';
    canvas.style.pointerEvents = 'none';
    box.append(canvas);
    this.element = box;
    this.mover = new Mover(box);
    this.canvas = canvas;
    this.offscreen = canvas.transferControlToOffscreen();
    this.ctx = this.offscreen.getContext('2d');
  }

  /** Starts a drawing of `width` x `height` device pixels from a fresh state (the pixels are left as they were). */
  begin(width: number, height: number): DrawContext | null {
    const w = Math.max(1, Math.ceil(width));
    const h = Math.max(1, Math.ceil(height));
    const buffer = this.offscreen;
    if (buffer.width < w || buffer.height < h) {
      // Resizing clears the pixels and the whole state stack.
      buffer.width = Math.max(buffer.width, w);
      buffer.height = Math.max(buffer.height, h);
      this.saved = false;
    }
    const ctx = this.ctx;
    if (!ctx) return null;
    if (this.saved) ctx.restore();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.save();
    this.saved = true;
    this.width = w;
    this.rows = h;
    return ctx;
  }

  /**
   * Ends the drawing. Reading a pixel back makes the canvas raster what was drawn now, within the
   * slice that timed it, rather than in the next frame, unmeasured.
   */
  end(): Picture {
    this.ctx?.getImageData(0, 0, 1, 1);
    return this.canvas;
  }

  /** Shows the last drawing at `cssWidth` x `cssHeight` CSS pixels, placed by `at` (the picture is this band's own). */
  show(_picture: Picture, cssWidth: number, cssHeight: number, at: Placement): void {
    const box = this.element.style;
    box.width = `${cssWidth}px`;
    box.height = `${cssHeight}px`;
    // The whole buffer at the drawing's scale; the box shows the drawing only.
    this.canvas.style.width = `${(cssWidth * this.offscreen.width) / this.width}px`;
    this.canvas.style.height = `${(cssHeight * this.offscreen.height) / this.rows}px`;
    box.visibility = '';
    this.place(at);
  }

  place(at: Placement): void {
    this.mover.place(at);
  }

  /** Hides the band; its buffer stays for the next drawing. */
  clear(): void {
    this.element.style.visibility = 'hidden';
  }
}
