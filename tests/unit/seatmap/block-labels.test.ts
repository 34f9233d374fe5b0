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

/** Whether two label boxes come closer than `gap` (world units) to each other. */
function boxesOverlap(a: BlockLabel, b: BlockLabel, gap = 0): boolean {
  return Math.abs(a.x - b.x) < a.halfWidth + b.halfWidth + gap && Math.abs(a.y - b.y) < a.halfHeight + b.halfHeight + gap;
}

/** Scales from the whole venue in a phone's 335 px and a 900 px wide view, up to 8 times closer. */
function scales(geometry: SeatMapGeometry): number[] {
  const width = geometry.bounds[2] - geometry.bounds[0];
  return [335 / width, ...[1, 1.5, 2, 4, 8].map((k) => (900 / width) * k)];
}

/** Labels of neighbouring blocks keep this much room between them (CSS px): they never read as one. */
const MIN_LABEL_SPACING_PX = 4;

describe('block labels', () => {
  const venues = [
    ['generated bowl', geometryFromVenue(generateStadium({ seed: 2, targetSeats: 40_000 }))],
    ['thin curved blocks', arcGeometry(12, 6, 160)],
  ] as const;

  for (const [name, geometry] of venues) {
    it(`never overlap, keep apart and stay inside their block on the ${name}`, () => {
      let placed = 0;
      for (const scale of scales(geometry)) {
        const labels = placeBlockLabels(geometry, scale);
        placed += labels.length;
        for (const [i, label] of labels.entries()) {
          const contour = ring(geometry.blocks[label.blockIndex]!.contour);
          for (const [dx, dy] of [[-1, -1], [1, -1], [1, 1], [-1, 1]]) {
            expect(pointInPolygon(label.x + dx! * label.halfWidth, label.y + dy! * label.halfHeight, contour)).toBe(true);
          }
          for (const other of labels.slice(i + 1)) expect(boxesOverlap(label, other, MIN_LABEL_SPACING_PX / scale)).toBe(false);
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
