/**
 * The map picture on screen, as horizontal bands placed together (see BandedSurface).
 */
import { canDrawInPlace, InPlaceBand } from './in-place-band.js';
import { overlayHost, Surface, type Band, type DrawContext, type Picture, type Placement } from './surface.js';

/** Where a picture's bands are drawn, one after another: `end` gives the finished band's picture. */
export interface BandCanvas {
  begin(width: number, height: number): DrawContext | null;
  end(): Picture | null;
  /** The largest band worth drawing here (device pixels), whatever the drawing costs. */
  maxBandPixels?: number;
}

/**
 * A band drawn in place goes to the compositor after every idle slice that drew on it, copied
 * whole on the main thread (about 5 ms per million pixels at 4x CPU): bands of about two million
 * pixels keep each copy near 10 ms where one band for the whole picture made several of 33 ms.
 */
const IN_PLACE_BAND_PIXELS = 2 ** 21;

/** What shows one band. */
interface BandSlot {
  readonly element: HTMLElement;
  show(picture: Picture, cssWidth: number, cssHeight: number, at: Placement): void;
  place(at: Placement): void;
  clear(): void;
}

/** The canvases of one picture's bands, placed together. */
class BandSet {
  private readonly surfaces: BandSlot[] = [];
  tops: number[] = [];
  width = 0;
  at: Placement = { k: 1, tx: 0, ty: 0 };
  /** The picture is a stand-in at a reduced pixel ratio: its one band has a slot of its own. */
  standIn = false;
  /**
   * Where stand-ins are drawn. A band drawn in place keeps its buffer, and a stand-in (the whole
   * bitmap at pixel ratio 1, say) is shaped unlike a full band (2 million pixels of the full width):
   * on one slot, each would reshape the other's buffer, costing a fresh one in an input frame.
   */
  private standInSlot: BandSlot | null = null;

  constructor(
    private readonly host: HTMLElement,
    private readonly makeSlot: () => BandSlot,
  ) {}

  get count(): number {
    return this.tops.length;
  }

  /** The slot of band `i`, made when first needed. */
  slot(i: number): BandSlot {
    if (this.standIn && i === 0) return (this.standInSlot ??= this.made());
    while (this.surfaces.length <= i) this.surfaces.push(this.made());
    return this.surfaces[i]!;
  }

  private made(): BandSlot {
    const slot = this.makeSlot();
    this.host.append(slot.element);
    return slot;
  }

  add(band: Band, layer: number): void {
    const i = this.tops.length;
    const surface = this.slot(i);
    this.tops.push(band.top);
    surface.element.style.zIndex = String(layer);
    surface.show(band.picture, this.width, band.height, this.placement(i));
  }

  place(at: Placement): void {
    this.at = at;
    this.tops.forEach((_, i) => this.slot(i).place(this.placement(i)));
  }

  /** Empties the set: the slots in use hide (bitmap canvases drop their bitmaps); the others already have. */
  clear(): void {
    this.tops.forEach((_, i) => this.slot(i).clear());
    this.tops = [];
  }

  /**
   * The stand-in slot made and its buffer grown to `width` x `height` now, while nothing shows it;
   * false when it already was.
   */
  warmStandIn(width: number, height: number): boolean {
    if (this.standInSlot) return false;
    const slot = (this.standInSlot = this.made());
    if (slot instanceof InPlaceBand) {
      slot.begin(width, height);
      slot.end();
    }
    return true;
  }

  /** Every slot made, in use or not. */
  all(): BandSlot[] {
    return this.standInSlot ? [...this.surfaces, this.standInSlot] : this.surfaces;
  }

  /** Band `i` sits `top` below the picture's origin, scaled with it. */
  private placement(i: number): Placement {
    const { k, tx, ty } = this.at;
    return { k, tx, ty: ty + k * this.tops[i]! };
  }
}

/**
 * A picture shown as horizontal bands placed together, each finished on its own, so the work of
 * making a large picture splits into units that each fit a frame (one 6.7-million-pixel bitmap was
 * one unit of 140-170 ms at 4x CPU). A new picture's bands show above the current picture as they
 * come, each where it belongs (both pictures are of the same map), until the new one is whole and
 * replaces it. Bands are drawn in place where the browser can (in-place-band.ts), else on a
 * scratch canvas and handed over as bitmaps to `bitmaprenderer` canvases.
 */
export class BandedSurface {
  /** Holds the bands; not transformed itself (each band is its own compositor layer). */
  readonly element: HTMLDivElement;
  private current: BandSet;
  private incoming: BandSet;
  /** Draws the incoming picture's bands in place; null where bands are bitmaps handed over. */
  private readonly drawer: BandCanvas | null;
  shown = false;

  /** `inPlace` false: bands are bitmaps handed over even where they could be drawn in place. */
  constructor(doc: Document, name: string, inPlace = true) {
    const el = overlayHost(doc, name);
    // The bands' z-indexes order them among themselves only: without a stacking context of the
    // map's own, an incoming band (z-index 1) was painted above the chosen-seat and hover marks.
    el.style.isolation = 'isolate';
    this.element = el;
    const drawsInPlace = inPlace && canDrawInPlace(doc);
    const makeSlot = drawsInPlace ? (): BandSlot => new InPlaceBand(doc) : (): BandSlot => new Surface(doc, 'map-band');
    this.current = new BandSet(el, makeSlot);
    this.incoming = new BandSet(el, makeSlot);
    this.drawer = drawsInPlace ? this.inPlaceDrawer() : null;
  }

  /** Where the bands of the picture started last are drawn, or null when they come as bitmaps. */
  bandCanvas(): BandCanvas | null {
    return this.drawer;
  }

  /** Draws each band on the slot that will show it: the next of the incoming picture, hidden until added. */
  private inPlaceDrawer(): BandCanvas {
    let slot: InPlaceBand | null = null;
    return {
      maxBandPixels: IN_PLACE_BAND_PIXELS,
      begin: (width, height) => {
        // In this mode every slot is an InPlaceBand.
        slot = this.incoming.slot(this.incoming.count) as InPlaceBand;
        return slot.begin(width, height);
      },
      end: () => slot?.end() ?? null,
    };
  }

  /**
   * An input frame's stand-in goes to a slot of its own, made on first use: its new canvas and
   * buffer (faulted in page by page) made the first far pan of a slow phone a long task. Both
   * pictures' slots (current and incoming swap) are made in idle time instead, one a call.
   */
  warmStandIn(width: number, height: number): boolean {
    return this.incoming.warmStandIn(width, height) || this.current.warmStandIn(width, height);
  }

  start(cssWidth: number, at: Placement, standIn = false): void {
    this.incoming.clear();
    this.incoming.width = cssWidth;
    this.incoming.at = at;
    this.incoming.standIn = standIn;
  }

  addBand(band: Band): void {
    this.incoming.add(band, 1);
  }

  finish(): void {
    this.current.clear();
    [this.current, this.incoming] = [this.incoming, this.current];
    for (const surface of this.current.all()) surface.element.style.zIndex = '0';
    this.shown = this.current.count > 0;
  }

  abandon(): void {
    this.incoming.clear();
  }

  place(at: Placement, incoming?: Placement): void {
    this.current.place(at);
    if (incoming) this.incoming.place(incoming);
  }

  hide(): void {
    this.current.clear();
    this.incoming.clear();
    this.shown = false;
  }
}
