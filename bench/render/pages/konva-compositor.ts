/**
 * The seat map engine's pictures on a Konva stage (issue #15: "a Konva canvas renders the block
 * contours and thousands of seats"). Same engine, tile renderer, tile cache, worker and rbush hit
 * testing as the shop; only the screen side differs: the map and the two overlay parts are Konva
 * layers, the composed map bitmap is one Konva.Image and each mark another, and a camera move sets
 * node attributes and redraws the layer (Konva's model) instead of moving a bitmap canvas by CSS.
 * Nothing listens: the stage ignores the pointer (the engine's gestures and rbush pick), so
 * Konva's hit canvases are never drawn. Bench only: the shop keeps the DOM compositor unless this
 * holds the targets as well (see README "Performance").
 */
import Konva from 'konva';
import type { Size } from '../../../src/seatmap/model/viewport.js';
import type { Band, Compositor, MarkHost, MarkItem, PictureSurface, Placement } from '../../../src/seatmap/render/compositor.js';
import { overlayStyle, type Picture } from '../../../src/seatmap/render/surface.js';
import type { OutlineStyle } from '../../../src/seatmap/render/draw-overlay.js';

/** The engine hands pictures over (as to a bitmaprenderer canvas): a replaced ImageBitmap is freed now. */
function release(picture: CanvasImageSource | undefined): void {
  if (typeof ImageBitmap === 'function' && picture instanceof ImageBitmap) picture.close();
}

function same(a: Placement | null, b: Placement): boolean {
  return a !== null && a.k === b.k && a.tx === b.tx && a.ty === b.ty;
}

/** A picture's bands: a Konva.Group of one Konva.Image per band, moved by the group's attributes. */
function emptyGroup(group: Konva.Group): void {
  for (const node of group.getChildren() as Konva.Image[]) {
    release(node.image());
    node.destroy();
  }
}

/** The static map: the picture on screen and, above it, the bands of the next, each a Konva.Group. */
class KonvaPicture implements PictureSurface {
  shown = false;
  private width = 0;
  private current = new Konva.Group({ listening: false });
  private incoming = new Konva.Group({ listening: false });

  constructor(private readonly layer: Konva.Layer) {
    layer.add(this.current, this.incoming);
  }

  start(cssWidth: number, at: Placement): void {
    emptyGroup(this.incoming);
    this.width = cssWidth;
    this.move(this.incoming, at);
  }

  addBand(band: Band): void {
    this.incoming.add(new Konva.Image({ image: band.picture, x: 0, y: band.top, width: this.width, height: band.height, listening: false }));
    this.layer.draw();
  }

  finish(): void {
    emptyGroup(this.current);
    [this.current, this.incoming] = [this.incoming, this.current];
    this.incoming.moveToTop();
    this.shown = this.current.getChildren().length > 0;
    this.layer.draw();
  }

  abandon(): void {
    emptyGroup(this.incoming);
  }

  place(at: Placement, incoming?: Placement): void {
    const moved = this.move(this.current, at) || (incoming !== undefined && this.move(this.incoming, incoming));
    // Drawn now, inside the engine's animation frame: batchDraw would wait for the next one.
    if (moved && this.shown) this.layer.draw();
  }

  private move(group: Konva.Group, at: Placement): boolean {
    if (group.x() === at.tx && group.y() === at.ty && group.scaleX() === at.k) return false;
    group.position({ x: at.tx, y: at.ty });
    group.scale({ x: at.k, y: at.k });
    return true;
  }

  hide(): void {
    emptyGroup(this.current);
    emptyGroup(this.incoming);
    if (!this.shown) return;
    this.shown = false;
    this.layer.draw();
  }
}

class KonvaMarkItem implements MarkItem {
  constructor(readonly node: Konva.Image | Konva.Group) {}
  remove(): void {
    if (this.node instanceof Konva.Image) release(this.node.image());
    this.node.destroy();
  }
}

/** An overlay part: a Konva.Group of one Konva.Image per mark, moved by the group's attributes. */
class KonvaMarkHost implements MarkHost {
  private readonly group = new Konva.Group({ listening: false });
  private at: Placement | null = null;
  /** The layer was last drawn with no mark: an empty host skips redrawing it. */
  private drawnEmpty = true;

  constructor(private readonly layer: Konva.Layer) {
    layer.add(this.group);
  }

  add(picture: Picture, kind: string, left: number, top: number, w: number, h: number): MarkItem {
    const node = new Konva.Image({ image: picture, name: kind, x: left, y: top, width: w, height: h, listening: false });
    this.group.add(node);
    return new KonvaMarkItem(node);
  }

  addOutline(path: string, style: OutlineStyle, kind: string, left: number, top: number, w: number, h: number): MarkItem {
    const dash = [...style.dash];
    const node = new Konva.Group({ name: kind, x: left, y: top, clip: { x: 0, y: 0, width: w, height: h }, listening: false });
    node.add(new Konva.Path({ data: path, stroke: style.color, strokeWidth: style.width, dash, listening: false }));
    this.group.add(node);
    return new KonvaMarkItem(node);
  }

  order(items: readonly MarkItem[]): void {
    for (const item of items) (item as KonvaMarkItem).node.moveToTop();
  }

  place(at: Placement): void {
    if (same(this.at, at)) return;
    this.at = at;
    this.group.setAttrs({ x: at.tx, y: at.ty, scaleX: at.k, scaleY: at.k });
    this.commit();
  }

  commit(): void {
    const empty = this.group.getChildren().length === 0;
    if (empty && this.drawnEmpty) return;
    this.layer.draw();
    this.drawnEmpty = empty;
  }

  /** The layer's canvas was resized (cleared). */
  cleared(): void {
    this.drawnEmpty = true;
    this.commit();
  }
}

/** A Konva stage with three layers (map, marks, hover), none listening. */
export function konvaCompositor(doc: Document): Compositor {
  const container = doc.createElement('div');
  // Input goes to the engine's host element (gestures, rbush picking), never to Konva's handlers.
  overlayStyle(container, 'konva-stage');
  const stage = new Konva.Stage({ container, width: 1, height: 1, listening: false });
  const layers = [0, 1, 2].map(() => {
    const layer = new Konva.Layer({ listening: false });
    stage.add(layer);
    return layer;
  });
  const map = new KonvaPicture(layers[0]!);
  const marks = new KonvaMarkHost(layers[1]!);
  const hover = new KonvaMarkHost(layers[2]!);
  return {
    elements: [container],
    map,
    marks,
    hover,
    resize(size: Size, pixelRatio: number): void {
      // The layers' canvases at the engine's (bounded) pixel ratio, so tiles copy 1:1.
      for (const layer of layers) layer.getCanvas().setPixelRatio(pixelRatio);
      stage.size({ width: Math.max(1, size.width), height: Math.max(1, size.height) });
      if (map.shown) layers[0]!.draw();
      marks.cleared();
      hover.cleared();
    },
  };
}
