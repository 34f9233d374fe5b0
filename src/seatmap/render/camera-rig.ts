/**
 * The map's camera: where it looks, within which limits, and how it moves (pan, zoom around a
 * point onto tile levels, animated moves to the venue, a block or a seat). It draws nothing: every
 * change is reported to `onChange`, which asks the engine for a frame.
 */
import { HOME_VIEW_PADDING, homeCamera, visibleMapSize } from '../model/home-view.js';
import {
  clampCamera,
  fitRect,
  floorLevelScale,
  lerpCamera,
  levelScale,
  panBy,
  rectFromBounds,
  scaleLimitsFor,
  snappedZoomScale,
  zoomAt,
  zoomLevel,
  type Camera,
  type Point,
  type Rect,
  type ScaleLimits,
  type Size,
} from '../model/viewport.js';

export class CameraRig {
  camera: Camera = { x: 0, y: 0, scale: 1 };
  /** The map's size in CSS pixels. */
  size: Size = { width: 1, height: 1 };
  limits: ScaleLimits = { min: 0.01, max: 100 };
  private animation = 0;
  /** The map's foot that something fixed to the screen may cover (see home-view.ts). */
  private coveredBottom = 0;

  constructor(
    private world: Rect,
    /** Distance between neighbouring seats (world units): bounds the zoom and the seat levels. */
    private seatPitch: number,
    private readonly onChange: (camera: Camera) => void,
  ) {}

  /** A new venue: new world bounds and seat pitch. */
  setWorld(world: Rect, seatPitch: number): void {
    this.world = world;
    this.seatPitch = seatPitch;
    this.updateLimits();
  }

  /**
   * A new map size; the first one puts the whole venue in view, and so does any later one while the
   * map is still at its whole-venue view (a phone turned on its side: the old view, kept, showed a
   * strip of the venue). Reports no change (the caller redraws).
   */
  setSize(size: Size): void {
    const home = this.size.width <= 1 || sameCamera(this.camera, this.home());
    this.size = { width: Math.max(1, size.width), height: Math.max(1, size.height) };
    this.updateLimits();
    this.camera = home ? this.home() : this.constrain(this.camera);
  }

  private updateLimits(): void {
    this.limits = scaleLimitsFor(this.world, this.size, this.seatPitch);
  }

  /** The whole venue in the part of the map the fan sees. */
  home(): Camera {
    return homeCamera(this.world, this.size, this.limits, { padding: HOME_VIEW_PADDING, coveredBottom: this.coveredBottom });
  }

  /**
   * How much of the map's foot is covered. A map still at its whole-venue view moves to the new
   * one (the cover is often learnt after the first size); one the fan has moved stays. Returns
   * whether the camera moved.
   */
  setCoveredBottom(px: number): boolean {
    if (px === this.coveredBottom) return false;
    const atHome = this.size.width > 1 && sameCamera(this.camera, this.home());
    this.coveredBottom = px;
    if (atHome) this.set(this.home());
    return atHome;
  }

  private constrain(c: Camera): Camera {
    // Limits are widened to the neighbouring levels so snapped scales are never clamped off-level.
    const scale = Math.min(floorLevelScale(this.limits.max) * 1.0001, Math.max(floorLevelScale(this.limits.min), c.scale));
    return clampCamera({ ...c, scale }, this.size, this.world);
  }

  /** Moves to `camera` (kept within the limits), now or eased over `animateMs`. */
  set(camera: Camera, animateMs = 0): void {
    this.stop();
    const target = this.constrain(camera);
    if (animateMs <= 0) {
      this.camera = target;
      this.onChange(target);
      return;
    }
    const from = this.camera;
    const start = performance.now();
    const step = (t: number): void => {
      const k = Math.min(1, (t - start) / animateMs);
      this.camera = lerpCamera(from, target, 1 - (1 - k) ** 3);
      this.onChange(this.camera);
      if (k < 1) this.animation = requestAnimationFrame(step);
    };
    this.animation = requestAnimationFrame(step);
  }

  /** Stops an animated move where it is. */
  stop(): void {
    cancelAnimationFrame(this.animation);
  }

  panBy(dx: number, dy: number): void {
    this.set(panBy(this.camera, dx, dy));
  }

  /**
   * Zooms around a screen point (the centre when omitted). Stepped zoom (wheel, buttons) lands
   * on a tile level; continuous zoom (pinch) follows the fingers and snaps when they lift.
   */
  zoomBy(factor: number, anchor?: Point, animateMs = 0, continuous = false): void {
    const a = anchor ?? { x: this.size.width / 2, y: this.size.height / 2 };
    const target = continuous ? this.camera.scale * factor : snappedZoomScale(this.camera.scale, factor, this.limits);
    this.set(zoomAt(this.camera, a, target / this.camera.scale, this.limits), animateMs);
  }

  /** Moves to the nearest tile level around a point (after a pinch). */
  settleZoom(anchor: Point): void {
    const s = this.camera.scale;
    const snapped = levelScale(zoomLevel(s));
    if (snapped !== s) this.set(zoomAt(this.camera, anchor, snapped / s, { min: 0, max: Infinity }), 120);
  }

  /** Zooms so a box (a block) fills the view, at least to the level where seats show. */
  fitBox(bbox: readonly [number, number, number, number], animateMs: number, minSeatPx = 4): void {
    const cam = fitRect(rectFromBounds(bbox), this.visibleSize(), 32, this.limits);
    // At least `minSeatPx` CSS pixels from one seat to the next: seats to tell apart (4), or to
    // hit with a finger (24, WCAG 2.2's target size) on a touch screen.
    const seatsFrom = minSeatPx / this.seatPitch;
    let scale = floorLevelScale(Math.min(this.limits.max, Math.max(cam.scale, seatsFrom)));
    // Flooring to a tile level must not undo the minimum seat distance.
    if (scale < seatsFrom) scale = Math.min(levelScale(zoomLevel(scale) + 1), this.limits.max);
    this.centreOn((bbox[0] + bbox[2]) / 2, (bbox[1] + bbox[3]) / 2, scale, animateMs);
  }

  /** Centres a point (a seat), zooming in to where seats are easy to tell apart if needed. */
  reveal(x: number, y: number, animateMs: number): void {
    this.centreOn(x, y, floorLevelScale(Math.max(this.camera.scale, 8 / this.seatPitch)), animateMs);
  }

  /** Centres a point in the part of the map the fan sees (above a covered foot). */
  private centreOn(x: number, y: number, scale: number, animateMs: number): void {
    const visible = this.visibleSize();
    this.set({ x: visible.width / 2 - x * scale, y: visible.height / 2 - y * scale, scale }, animateMs);
  }

  private visibleSize(): Size {
    return visibleMapSize(this.size, { padding: 0, coveredBottom: this.coveredBottom });
  }
}

function sameCamera(a: Camera, b: Camera): boolean {
  return Math.abs(a.x - b.x) < 0.5 && Math.abs(a.y - b.y) < 0.5 && Math.abs(a.scale / b.scale - 1) < 1e-6;
}
