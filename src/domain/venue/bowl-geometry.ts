import type { Point } from './venue-format.js';

/**
 * The inner edge of a stadium bowl: a rectangle with rounded corners around the pitch, centred on
 * the origin (x to the right, y downwards). A place in the bowl is addressed by `s`, the arc
 * length along that inner edge (clockwise from the west end of the north side), and `d`, the
 * distance outwards from it. Offsetting a rounded rectangle by d keeps its straight sides and
 * grows its corner radius to R + d, so rows at any depth follow the curve exactly.
 */
export interface BowlShape {
  /** Half length of the north/south straight sides. */
  a: number;
  /** Half length of the east/west straight sides. */
  b: number;
  /** Corner radius of the inner edge. */
  r: number;
}

interface Segment {
  start: number;
  length: number;
  /** Straight side: outward normal; corner: centre and start angle. */
  kind: 'straight' | 'corner';
  x: number;
  y: number;
  nx: number;
  ny: number;
  angle: number;
}

const HALF_PI = Math.PI / 2;

function segments(shape: BowlShape): Segment[] {
  const { a, b, r } = shape;
  const arc = r * HALF_PI;
  const raw: Omit<Segment, 'start'>[] = [
    { kind: 'straight', length: 2 * a, x: -a, y: -b - r, nx: 0, ny: -1, angle: 0 },
    { kind: 'corner', length: arc, x: a, y: -b, nx: 0, ny: 0, angle: -HALF_PI },
    { kind: 'straight', length: 2 * b, x: a + r, y: -b, nx: 1, ny: 0, angle: 0 },
    { kind: 'corner', length: arc, x: a, y: b, nx: 0, ny: 0, angle: 0 },
    { kind: 'straight', length: 2 * a, x: a, y: b + r, nx: 0, ny: 1, angle: 0 },
    { kind: 'corner', length: arc, x: -a, y: b, nx: 0, ny: 0, angle: HALF_PI },
    { kind: 'straight', length: 2 * b, x: -a - r, y: b, nx: -1, ny: 0, angle: 0 },
    { kind: 'corner', length: arc, x: -a, y: -b, nx: 0, ny: 0, angle: Math.PI },
  ];
  let start = 0;
  return raw.map((segment) => {
    const withStart = { ...segment, start };
    start += segment.length;
    return withStart;
  });
}

/** Precomputed path of one bowl shape; all queries accept any real `s` (it wraps around). */
export class BowlPath {
  readonly perimeter: number;
  /** Arc length of the middle of each side: north, east, south, west. */
  readonly sideCentres: [number, number, number, number];
  private readonly segs: Segment[];

  constructor(readonly shape: BowlShape) {
    this.segs = segments(shape);
    const { a, b, r } = shape;
    this.perimeter = 4 * a + 4 * b + 2 * Math.PI * r;
    const arc = r * HALF_PI;
    this.sideCentres = [a, 2 * a + arc + b, 3 * a + 2 * arc + 2 * b, 4 * a + 3 * arc + 3 * b];
  }

  private locate(s: number): { seg: Segment; offset: number; index: number } {
    const wrapped = ((s % this.perimeter) + this.perimeter) % this.perimeter;
    for (let index = 0; index < this.segs.length; index++) {
      const seg = this.segs[index]!;
      if (wrapped < seg.start + seg.length || index === this.segs.length - 1) {
        return { seg, offset: Math.min(wrapped - seg.start, seg.length), index };
      }
    }
    throw new Error('unreachable');
  }

  /** The point at arc length `s` on the curve `d` units outside the inner edge. */
  point(s: number, d: number): Point {
    const { seg, offset } = this.locate(s);
    if (seg.kind === 'straight') {
      const dirX = -seg.ny;
      const dirY = seg.nx;
      return [seg.x + dirX * offset + seg.nx * d, seg.y + dirY * offset + seg.ny * d];
    }
    const radius = this.shape.r + d;
    const theta = seg.angle + offset / this.shape.r;
    return [seg.x + radius * Math.cos(theta), seg.y + radius * Math.sin(theta)];
  }

  /** How much longer a piece of curve at depth d is than on the inner edge. */
  private stretch(seg: Segment, d: number): number {
    return seg.kind === 'straight' ? 1 : (this.shape.r + d) / this.shape.r;
  }

  /** Walks from s0 towards s1 (s1 >= s0), calling `visit` for each piece inside one segment. */
  private walk(s0: number, s1: number, visit: (seg: Segment, from: number, to: number) => boolean): void {
    let s = s0;
    while (s < s1 - 1e-9) {
      const { seg, offset } = this.locate(s);
      const piece = Math.min(seg.length - offset, s1 - s);
      if (piece <= 1e-12) {
        s += 1e-9;
        continue;
      }
      if (!visit(seg, s, s + piece)) return;
      s += piece;
    }
  }

  /** Real length of the curve at depth d between arc lengths s0 and s1. */
  length(s0: number, s1: number, d: number): number {
    let total = 0;
    this.walk(s0, s1, (seg, from, to) => {
      total += (to - from) * this.stretch(seg, d);
      return true;
    });
    return total;
  }

  /** The arc length reached after travelling `distance` real units from s0 at depth d. */
  advance(s0: number, distance: number, d: number): number {
    let remaining = distance;
    let result = s0;
    this.walk(s0, s0 + this.perimeter, (seg, from, to) => {
      const k = this.stretch(seg, d);
      const real = (to - from) * k;
      if (real >= remaining) {
        result = from + remaining / k;
        return false;
      }
      remaining -= real;
      result = to;
      return true;
    });
    return result;
  }

  /**
   * Arc lengths between s0 and s1 where a polyline must bend to follow the curve: the ends,
   * segment joints, and steps of at most `maxAngle` radians along corners.
   */
  breakpoints(s0: number, s1: number, maxAngle = Math.PI / 60): number[] {
    const points = [s0];
    const step = this.shape.r * maxAngle;
    this.walk(s0, s1, (seg, from, to) => {
      if (seg.kind === 'corner') {
        const pieces = Math.ceil((to - from) / step);
        for (let i = 1; i < pieces; i++) points.push(from + ((to - from) * i) / pieces);
      }
      points.push(to);
      return true;
    });
    return points;
  }

  /** Closed contour of the band between depths d0 and d1 and arc lengths s0..s1. */
  band(s0: number, s1: number, d0: number, d1: number): Point[] {
    const stops = this.breakpoints(s0, s1);
    const outer = stops.map((s) => this.point(s, d1));
    const inner = stops.reverse().map((s) => this.point(s, d0));
    return [...outer, ...inner];
  }
}
