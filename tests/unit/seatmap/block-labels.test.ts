import { describe, expect, it } from 'vitest';
import { generateStadium } from '../../../src/domain/venue/generate-stadium.js';
import { pointInPolygon } from '../../../src/domain/venue/polygon.js';
import { labelVariants, placeBlockLabels, type BlockLabel } from '../../../src/seatmap/model/block-labels.js';
import type { SeatMapGeometry } from '../../../src/seatmap/model/types.js';
import { geometryFromVenue } from '../../../src/seatmap/model/venue-geometry.js';
import { arcGeometry } from './fixture.js';

function ring(contour: Float32Array): [number, number][] {
  const points: [number, number][] = [];
  for (let k = 0; k + 1 < contour.length; k += 2) points.push([contour[k]!, contour[k + 1]!]);
  return points;
}

function boxesOverlap(a: BlockLabel, b: BlockLabel): boolean {
  return Math.abs(a.x - b.x) < a.halfWidth + b.halfWidth && Math.abs(a.y - b.y) < a.halfHeight + b.halfHeight;
}

/** Scales from the whole venue in a 900 px wide view up to 8 times closer. */
function scales(geometry: SeatMapGeometry): number[] {
  const home = 900 / (geometry.bounds[2] - geometry.bounds[0]);
  return [1, 1.5, 2, 4, 8].map((k) => home * k);
}

describe('block labels', () => {
  const venues = [
    ['generated bowl', geometryFromVenue(generateStadium({ seed: 2, targetSeats: 40_000 }))],
    ['thin curved blocks', arcGeometry(12, 6, 160)],
  ] as const;

  for (const [name, geometry] of venues) {
    it(`never overlap and stay inside their block on the ${name}`, () => {
      let placed = 0;
      for (const scale of scales(geometry)) {
        const labels = placeBlockLabels(geometry, scale);
        placed += labels.length;
        for (const [i, label] of labels.entries()) {
          const contour = ring(geometry.blocks[label.blockIndex]!.contour);
          for (const [dx, dy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
            expect(pointInPolygon(label.x + dx! * label.halfWidth, label.y + dy! * label.halfHeight, contour)).toBe(true);
          }
          for (const other of labels.slice(i + 1)) expect(boxesOverlap(label, other)).toBe(false);
        }
      }
      expect(placed).toBeGreaterThan(0);
    });
  }

  it('leaves out what does not fit when zoomed out and labels every block closer', () => {
    const geometry = arcGeometry(12, 6, 160);
    const home = 900 / (geometry.bounds[2] - geometry.bounds[0]);
    expect(placeBlockLabels(geometry, home / 2).length).toBeLessThan(geometry.blocks.length);
    expect(placeBlockLabels(geometry, home * 4).length).toBe(geometry.blocks.length);
  });

  it('abbreviates to the last word, or the first three characters', () => {
    expect(labelVariants('North Upper 112')).toEqual(['North Upper 112', '112']);
    expect(labelVariants('Balcony')).toEqual(['Balcony', 'Bal']);
    expect(labelVariants('A1')).toEqual(['A1']);
  });
});
