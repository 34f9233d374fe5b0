/**
 * Bench pages of this project's seat map engine (tiles, LOD, rbush hit tests): ours.tsx mounts it
 * as the shop does, konva.tsx the same engine with its pictures on a Konva stage.
 */
import { createRef, useEffect, type ReactElement, type RefObject } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { worldToScreen } from '../../../src/seatmap/model/viewport.js';
import { defaultPalette, priceRangeOf } from '../../../src/seatmap/render/palette.js';
import { SeatMapCanvas } from '../../../src/seatmap/render/seat-map-canvas.js';
import type { EngineOptions, SeatMapEngine } from '../../../src/seatmap/render/seat-map-engine.js';
import type { StaticScene } from '../../../src/seatmap/render/scene.js';
import { installHarness } from './harness.js';

let engine: SeatMapEngine | null = null;
let host: HTMLElement | null = null;

/** `?coveredBottom=64` (run.ts --covered-bottom): the map's foot a phone's Continue bar covers. */
const coveredBottom = Number(new URLSearchParams(location.search).get('coveredBottom') ?? 0) || 0;

/** Tells the engine the covered foot once mounted, in an effect as the shop's SeatMap does. */
function CoveredBottom({ engineRef }: { engineRef: RefObject<SeatMapEngine | null> }): ReactElement | null {
  useEffect(() => {
    if (coveredBottom > 0) engineRef.current?.setCoveredBottom(coveredBottom);
  }, [engineRef]);
  return null;
}

/** Installs the harness for the engine with these options (a compositor, for a variant). */
export function mountEngine(engineOptions: Omit<EngineOptions, 'onCamera' | 'onFrame'> = {}): void {
  installHarness({
    mount(el, venue) {
      host = el;
      const scene: StaticScene = {
        geometry: venue.geometry,
        status: venue.status,
        blockStats: venue.stats,
        colouring: 'availability',
        priceRange: priceRangeOf(venue.stats),
        palette: defaultPalette,
        categoryVisible: null,
        resaleFilter: 'all',
      };
      const ref = createRef<SeatMapEngine>();
      const selected: number[] = [];
      return new Promise<void>((resolve) => {
        let done = false;
        flushSync(() =>
          createRoot(el).render(
            <>
              <SeatMapCanvas
                ref={ref}
                scene={scene}
                engineOptions={engineOptions}
                label="seat map"
                onFrame={(complete) => {
                  if (complete && !done) {
                    done = true;
                    engine = ref.current;
                    // Exposed for ad-hoc profiling from the runner's page.
                    (window as unknown as { __engine?: SeatMapEngine | null }).__engine = engine;
                    resolve();
                  }
                }}
                onActivate={(hit) => {
                  if (hit.kind !== 'seat' || !ref.current) return;
                  const at = selected.indexOf(hit.seatIndex);
                  if (at >= 0) selected.splice(at, 1);
                  else selected.push(hit.seatIndex);
                  ref.current.setOverlay({ selected: [...selected] });
                }}
              />
              <CoveredBottom engineRef={ref} />
            </>,
          ),
        );
      });
    },
    isSharp: () => engine?.isSharp ?? false,
    centreOn(x, y) {
      if (!engine || !host) return;
      const { scale } = engine.camera;
      engine.setCamera({ x: host.clientWidth / 2 - x * scale, y: host.clientHeight / 2 - y * scale, scale });
    },
    seatToClient(i) {
      if (!engine || !host) return null;
      const g = engine.scene.geometry;
      const r = host.getBoundingClientRect();
      const p = worldToScreen(engine.camera, { x: g.x[i]!, y: g.y[i]! });
      return { x: p.x + r.left, y: p.y + r.top };
    },
  });
}
