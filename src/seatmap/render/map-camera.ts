/**
 * The seat map engine's camera commands: where the fan looks (venue, block, seats), pan and zoom,
 * and the level of detail that follows from the scale. The moves themselves are the rig's
 * (camera-rig.ts); the engine (seat-map-engine.ts) extends this with what is drawn.
 */
import * as vp from '../model/viewport.js';
import type { Camera, LevelOfDetail, Point, ScaleLimits, Size } from '../model/viewport.js';
import type { CameraRig } from './camera-rig.js';
import { seatPitch, type StaticScene } from './scene.js';

export abstract class SeatMapCamera {
  abstract scene: StaticScene;
  protected abstract readonly rig: CameraRig;

  get camera(): Camera {
    return this.rig.camera;
  }

  /** The map's size in CSS pixels. */
  get size(): Size {
    return this.rig.size;
  }

  get scaleLimits(): ScaleLimits {
    return this.rig.limits;
  }

  /** Level of detail as drawn at this camera scale (tiles are drawn at their level's scale). */
  lodAt(scale: number): LevelOfDetail {
    return this.lodAtScale(vp.levelScale(vp.zoomLevel(scale)));
  }

  protected lodAtScale(scale: number): LevelOfDetail {
    return vp.levelOfDetail(scale, seatPitch(this.scene));
  }

  get lod(): LevelOfDetail {
    return this.lodAt(this.rig.camera.scale);
  }

  /** The whole venue in the part of the map the fan sees (home-view.ts). */
  homeCamera(): Camera {
    return this.rig.home();
  }

  /** How much of the map's foot something fixed to the screen covers (a phone's Continue bar), in CSS px. */
  setCoveredBottom(px: number): void {
    this.rig.setCoveredBottom(px);
  }

  setCamera(camera: Camera, animateMs = 0): void {
    this.rig.set(camera, animateMs);
  }

  panBy(dx: number, dy: number): void {
    this.rig.panBy(dx, dy);
  }

  /**
   * Zooms around a screen point (the centre when omitted). Stepped zoom (wheel, buttons) lands
   * on a tile level; continuous zoom (pinch) follows the fingers and snaps when they lift.
   */
  zoomBy(factor: number, anchor?: Point, animateMs = 0, continuous = false): void {
    this.rig.zoomBy(factor, anchor, animateMs, continuous);
  }

  /** Moves to the nearest tile level around a point (after a pinch). */
  settleZoom(anchor: Point): void {
    this.rig.settleZoom(anchor);
  }

  reset(animateMs = 250): void {
    this.rig.set(this.rig.home(), animateMs);
  }

  /** Zooms to a block; `minSeatPx` is the least distance between seats it zooms to (24 for fingers). */
  zoomToBlock(blockIndex: number, animateMs = 300, minSeatPx = 4): void {
    const b = this.scene.geometry.blocks[blockIndex];
    if (b) this.rig.fitBox(b.bbox, animateMs, minSeatPx);
  }

  /** Brings a seat into view (keyboard focus from the list), zooming in to seats if needed. */
  revealSeat(seatIndex: number): void {
    const { x, y } = this.scene.geometry;
    const sx = x[seatIndex];
    const sy = y[seatIndex];
    if (sx !== undefined && sy !== undefined) this.rig.reveal(sx, sy, 200);
  }

  /** Brings a group of seats into view (best available's result), zooming in to seats if needed. */
  revealSeats(seatIndexes: readonly number[]): void {
    const { x, y } = this.scene.geometry;
    const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
    for (const i of seatIndexes) {
      box[0] = Math.min(box[0], x[i]!);
      box[1] = Math.min(box[1], y[i]!);
      box[2] = Math.max(box[2], x[i]!);
      box[3] = Math.max(box[3], y[i]!);
    }
    if (box[0] <= box[2]) this.rig.fitBox(box, 300);
  }
}
