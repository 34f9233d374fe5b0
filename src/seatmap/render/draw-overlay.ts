/**
 * The interactive layer: hover highlight, chosen seats and the keyboard focus ring. It holds a
 * handful of shapes, so it is redrawn whole on every pointer move.
 */
import type { SeatMapGeometry } from '../model/types.js';
import type { Camera } from '../model/viewport.js';
import type { MapPalette } from './palette.js';

type Ctx = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export interface OverlayState {
  hoveredSeat: number;
  hoveredBlock: number;
  selected: readonly number[];
  focusedSeat: number;
  focusedBlock: number;
}

export const emptyOverlay: OverlayState = { hoveredSeat: -1, hoveredBlock: -1, selected: [], focusedSeat: -1, focusedBlock: -1 };

function traceContour(ctx: Ctx, contour: Float32Array): void {
  if (contour.length < 6) return;
  ctx.moveTo(contour[0]!, contour[1]!);
  for (let k = 2; k < contour.length; k += 2) ctx.lineTo(contour[k]!, contour[k + 1]!);
  ctx.closePath();
}

/** Draws the overlay in world coordinates for `camera` at `pixelRatio`. */
export function drawOverlay(ctx: Ctx, geometry: SeatMapGeometry, state: OverlayState, camera: Camera, pixelRatio: number, palette: MapPalette): void {
  const k = camera.scale * pixelRatio;
  ctx.setTransform(k, 0, 0, k, camera.x * pixelRatio, camera.y * pixelRatio);
  const px = 1 / camera.scale;
  const { x, y } = geometry;
  // Seats must stay findable when zoomed out, so markers never shrink under 4 px.
  const r = Math.max(geometry.seatRadius, 4 * px);

  for (const [block, colour, width] of [
    [state.hoveredBlock, palette.hover, 2.5],
    [state.focusedBlock, palette.focus, 3],
  ] as const) {
    const b = geometry.blocks[block];
    if (!b) continue;
    ctx.beginPath();
    traceContour(ctx, b.contour);
    ctx.lineWidth = width * px;
    ctx.strokeStyle = colour;
    ctx.setLineDash(colour === palette.focus ? [6 * px, 4 * px] : []);
    ctx.stroke();
  }
  ctx.setLineDash([]);

  if (state.selected.length > 0) {
    ctx.beginPath();
    for (const i of state.selected) {
      ctx.moveTo(x[i]! + r, y[i]!);
      ctx.arc(x[i]!, y[i]!, r, 0, Math.PI * 2);
    }
    ctx.fillStyle = palette.selected;
    ctx.fill();
    // A white tick: the chosen look does not depend on colour alone.
    ctx.beginPath();
    for (const i of state.selected) {
      ctx.moveTo(x[i]! - r * 0.45, y[i]!);
      ctx.lineTo(x[i]! - r * 0.1, y[i]! + r * 0.4);
      ctx.lineTo(x[i]! + r * 0.5, y[i]! - r * 0.4);
    }
    ctx.lineWidth = Math.max(r * 0.28, 1.2 * px);
    ctx.strokeStyle = '#ffffff';
    ctx.stroke();
  }

  for (const [seat, colour, dash] of [
    [state.hoveredSeat, palette.hover, false],
    [state.focusedSeat, palette.focus, true],
  ] as const) {
    if (seat < 0 || seat >= geometry.seatCount) continue;
    ctx.beginPath();
    ctx.arc(x[seat]!, y[seat]!, r + 2.5 * px, 0, Math.PI * 2);
    ctx.lineWidth = 2 * px;
    ctx.strokeStyle = colour;
    ctx.setLineDash(dash ? [3 * px, 2 * px] : []);
    ctx.stroke();
  }
  ctx.setLineDash([]);
}
