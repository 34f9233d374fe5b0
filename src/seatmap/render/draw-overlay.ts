/**
 * The interactive marks: chosen seats, the keyboard focus (seat ring or block outline) and the
 * hovered seat or block. Each seat mark is drawn on its own small canvas and a block's outline is
 * a vector path (see mark-layer.ts), so a click or a pointer move draws one mark, never the whole
 * overlay.
 */
import type { SeatMapGeometry } from '../model/types.js';
import type { Camera, Rect } from '../model/viewport.js';
import type { MapPalette } from './palette.js';
import type { DrawContext } from './surface.js';

export interface OverlayState {
  hoveredSeat: number;
  hoveredBlock: number;
  selected: readonly number[];
  focusedSeat: number;
  focusedBlock: number;
}

export const emptyOverlay: OverlayState = { hoveredSeat: -1, hoveredBlock: -1, selected: [], focusedSeat: -1, focusedBlock: -1 };

/** One mark: what it shows and which seat or block. */
export interface Mark {
  kind: 'chosen' | 'focus-seat' | 'focus-block' | 'hover-seat' | 'hover-block';
  index: number;
}

/** Screen pixels a mark reaches beyond its seat or block box (minimum marker size, rings, strokes). */
export const MARK_PAD_PX = 10;

/** A stable key for a mark. */
export function markKey(mark: Mark): string {
  return `${mark.kind}:${mark.index}`;
}

/** The marks of the state's hover part or its other part (chosen seats and focus), bottom first. */
export function marksOf(state: OverlayState, part: 'hover' | 'marks', geometry: SeatMapGeometry): Mark[] {
  const out: Mark[] = [];
  const seat = (kind: Mark['kind'], i: number): void => {
    if (i >= 0 && i < geometry.seatCount) out.push({ kind, index: i });
  };
  const block = (kind: Mark['kind'], b: number): void => {
    if (geometry.blocks[b]) out.push({ kind, index: b });
  };
  if (part === 'hover') {
    block('hover-block', state.hoveredBlock);
    seat('hover-seat', state.hoveredSeat);
  } else {
    block('focus-block', state.focusedBlock);
    for (const i of state.selected) seat('chosen', i);
    seat('focus-seat', state.focusedSeat);
  }
  return out;
}

/** World box of a mark (a seat's includes its radius). */
export function markBounds(mark: Mark, geometry: SeatMapGeometry): Rect {
  if (mark.kind === 'focus-block' || mark.kind === 'hover-block') {
    const bb = geometry.blocks[mark.index]!.bbox;
    return { minX: bb[0], minY: bb[1], maxX: bb[2], maxY: bb[3] };
  }
  const r = geometry.seatRadius;
  const x = geometry.x[mark.index]!;
  const y = geometry.y[mark.index]!;
  return { minX: x - r, minY: y - r, maxX: x + r, maxY: y + r };
}

/** How a block's outline is stroked, in CSS pixels: the hover a plain line, the keyboard focus a dashed one. */
export interface OutlineStyle {
  color: string;
  width: number;
  dash: readonly number[];
}

/** Whether a mark is a block's outline (a vector path) rather than a seat's picture. */
export function isOutline(mark: Mark): boolean {
  return mark.kind === 'hover-block' || mark.kind === 'focus-block';
}

export function outlineStyle(mark: Mark, palette: MapPalette): OutlineStyle {
  const hover = mark.kind === 'hover-block';
  return { color: hover ? palette.hover : palette.focus, width: hover ? 2.5 : 3, dash: hover ? [] : [6, 4] };
}

/** Draws one seat mark in world coordinates for `camera` (whose origin is the mark canvas's top-left) at `pixelRatio`. */
export function drawMark(ctx: DrawContext, mark: Mark, geometry: SeatMapGeometry, camera: Camera, pixelRatio: number, palette: MapPalette): void {
  const k = camera.scale * pixelRatio;
  ctx.setTransform(k, 0, 0, k, camera.x * pixelRatio, camera.y * pixelRatio);
  const px = 1 / camera.scale;
  // Seats must stay findable when zoomed out, so markers never shrink under 4 px.
  const r = Math.max(geometry.seatRadius, 4 * px);
  const { x, y } = geometry;
  const i = mark.index;
  ctx.beginPath();
  switch (mark.kind) {
    case 'hover-block':
    case 'focus-block':
      // Outlines are vector paths (outlineStyle), never drawn on a picture.
      return;
    case 'chosen':
      ctx.arc(x[i]!, y[i]!, r, 0, Math.PI * 2);
      ctx.fillStyle = palette.selected;
      ctx.fill();
      // A white tick: the chosen look does not depend on colour alone.
      ctx.beginPath();
      ctx.moveTo(x[i]! - r * 0.45, y[i]!);
      ctx.lineTo(x[i]! - r * 0.1, y[i]! + r * 0.4);
      ctx.lineTo(x[i]! + r * 0.5, y[i]! - r * 0.4);
      ctx.lineWidth = Math.max(r * 0.28, 1.2 * px);
      ctx.strokeStyle = '#ffffff';
      ctx.stroke();
      return;
    case 'hover-seat':
    case 'focus-seat': {
      const hover = mark.kind === 'hover-seat';
      ctx.arc(x[i]!, y[i]!, r + 2.5 * px, 0, Math.PI * 2);
      ctx.lineWidth = 2 * px;
      ctx.strokeStyle = hover ? palette.hover : palette.focus;
      ctx.setLineDash(hover ? [] : [3 * px, 2 * px]);
      ctx.stroke();
    }
  }
}
