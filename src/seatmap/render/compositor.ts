/**
 * The seam between the engine and the screen: where the composed map picture and the mark
 * pictures go, and how a camera move places them. The engine renders tiles, composes them and
 * hit-tests through rbush the same way whatever sits behind it; `domCompositor` (the default)
 * shows pictures on bitmap canvases moved by CSS transforms (see surface.ts for why). The render
 * bench mounts a Konva compositor behind the same interface (bench/render/pages/konva-compositor.ts)
 * to measure Konva as the stage against it.
 */
import type { Size } from '../model/viewport.js';
import { BandedSurface, type BandCanvas } from './banded-surface.js';
import type { OutlineStyle } from './draw-overlay.js';
import { Mover, overlayHost, overlayStyle, Surface, type Band, type Picture, type Placement } from './surface.js';

export type { Band, Placement } from './surface.js';

/**
 * Shows the static map: one picture at a time, made of horizontal bands. A new picture is started,
 * its bands go on screen above the current one as they are finished, and it replaces the current
 * one once whole (each picture placed for its own camera: both show the same map).
 */
export interface PictureSurface {
  readonly shown: boolean;
  /**
   * Starts a picture `cssWidth` wide, placed by `at`, to replace the one on screen; `standIn`: a
   * quick one at a reduced pixel ratio, in one band.
   */
  start(cssWidth: number, at: Placement, standIn?: boolean): void;
  /** Shows a band of the picture started last (an ImageBitmap is taken over). */
  addBand(band: Band): void;
  /** The picture started last is whole and replaces the one on screen (none shows when it has no band). */
  finish(): void;
  /** Drops the bands of the picture started last. */
  abandon(): void;
  /** Moves (and scales) the picture on screen, and by `incoming` the bands of one not finished yet. */
  place(at: Placement, incoming?: Placement): void;
  hide(): void;
  /** Where bands are drawn when the surface draws them itself; absent or null: on a scratch canvas, handed over. */
  bandCanvas?(): BandCanvas | null;
  /**
   * Makes the next stand-in's canvas and buffer ahead of need, `width` x `height` device pixels, in
   * idle time; false when there is none left to make (see BandedSurface.warmStandIn).
   */
  warmStandIn?(width: number, height: number): boolean;
}

/** One mark's picture on a mark host. */
export interface MarkItem {
  remove(): void;
}

/** Holds the pictures of one overlay part (hover, or chosen seats and focus), moved together. */
export interface MarkHost {
  /** Adds a picture (taken over) at (left, top), size w x h, in the CSS pixels of the marks' base camera. */
  add(picture: Picture, kind: string, left: number, top: number, w: number, h: number): MarkItem;
  /**
   * Adds a block's outline as a vector path: `path` is SVG path data in CSS pixels from (left,
   * top), shown within the w x h box there (CSS pixels of the marks' base camera).
   */
  addOutline(path: string, style: OutlineStyle, kind: string, left: number, top: number, w: number, h: number): MarkItem;
  /** Stacks the items in this order, bottom first (items it does not list keep their place below). */
  order(items: readonly MarkItem[]): void;
  /** Moves (and scales) every mark. */
  place(at: Placement): void;
  /** The marks changed: show them (a host that draws on demand draws now). */
  commit(): void;
}

export interface Compositor {
  /** What the engine puts in its host element, bottom to top. */
  readonly elements: readonly HTMLElement[];
  readonly map: PictureSurface;
  readonly marks: MarkHost;
  readonly hover: MarkHost;
  /** The map's size (CSS px) and the pixel ratio pictures are drawn at. */
  resize(size: Size, pixelRatio: number): void;
}

/** Makes the compositor an engine shows its pictures with. */
export type CompositorFactory = (doc: Document) => Compositor;

class DomMarkItem implements MarkItem {
  constructor(readonly element: HTMLCanvasElement | SVGSVGElement) {}
  remove(): void {
    this.element.remove();
  }
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** Marks as small bitmap canvases (and outlines as SVG paths) in one container, a compositor layer moved by CSS transforms. */
class DomMarkHost implements MarkHost {
  readonly element: HTMLDivElement;
  private readonly mover: Mover;

  constructor(
    private readonly doc: Document,
    part: string,
  ) {
    const el = overlayHost(doc, part);
    // One compositor layer for all its marks: a camera move transforms it without repainting.
    el.style.willChange = 'transform';
    this.element = el;
    this.mover = new Mover(el);
  }

  add(picture: Picture, kind: string, left: number, top: number, w: number, h: number): MarkItem {
    // A bitmap canvas, like the map: a 2D canvas would copy its pixels on every frame.
    const surface = new Surface(this.doc, kind, false);
    surface.show(picture, w, h, { k: 1, tx: left, ty: top });
    return new DomMarkItem(surface.element);
  }

  addOutline(path: string, style: OutlineStyle, kind: string, left: number, top: number, w: number, h: number): MarkItem {
    // The browser rasters the path off the main thread (only the tiles it crosses) and keeps it
    // under the host's transform; a picture would cost a buffer and a hand-over at each commit.
    const svg = this.doc.createElementNS(SVG_NS, 'svg');
    overlayStyle(svg, kind);
    svg.setAttribute('width', String(w));
    svg.setAttribute('height', String(h));
    svg.style.overflow = 'hidden';
    new Mover(svg).place({ k: 1, tx: left, ty: top });
    const line = this.doc.createElementNS(SVG_NS, 'path');
    line.setAttribute('d', path);
    line.setAttribute('fill', 'none');
    line.setAttribute('stroke', style.color);
    line.setAttribute('stroke-width', String(style.width));
    line.setAttribute('stroke-miterlimit', '10');
    if (style.dash.length > 0) line.setAttribute('stroke-dasharray', style.dash.join(' '));
    svg.append(line);
    return new DomMarkItem(svg);
  }

  order(items: readonly MarkItem[]): void {
    let previous: Element | null = null;
    for (const item of items) {
      const canvas = (item as DomMarkItem).element;
      if (canvas.previousElementSibling !== previous || canvas.parentNode !== this.element) {
        this.element.insertBefore(canvas, previous ? previous.nextSibling : this.element.firstChild);
      }
      previous = canvas;
    }
  }

  place(at: Placement): void {
    this.mover.place(at);
  }

  commit(): void {
    // The DOM shows changes by itself.
  }
}

/**
 * The default compositor: canvases positioned by CSS transforms (surface.ts). `inPlaceBands: false`
 * hands the map's bands over as bitmaps even where they can be drawn in place (the bench compares).
 */
export function domCompositor(doc: Document, options: { inPlaceBands?: boolean } = {}): Compositor {
  const map = new BandedSurface(doc, 'map', options.inPlaceBands ?? true);
  const marks = new DomMarkHost(doc, 'marks');
  const hover = new DomMarkHost(doc, 'hover');
  return {
    elements: [map.element, marks.element, hover.element],
    map,
    marks,
    hover,
    // Bitmap canvases take their size from the pictures they show.
    resize: () => undefined,
  };
}
