/**
 * Thin React shell of the seat map engine: a focusable box the engine puts its canvases in (it
 * owns them: see surface.ts). Input goes through `bindGestures`, hit tests through the rbush index.
 */
import { forwardRef, memo, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { Camera, LevelOfDetail, Point } from '../model/viewport.js';
import { bindGestures } from './pointer-gestures.js';
import type { OverlayState } from './draw-overlay.js';
import type { StaticScene } from './scene.js';
import { SeatMapEngine, type EngineOptions, type MapHit } from './seat-map-engine.js';

export interface SeatMapCanvasProps {
  scene: StaticScene;
  /** Seat positions whose status changed since the previous scene (partial tile refresh). */
  changedSeats?: readonly number[] | undefined;
  overlay?: Partial<OverlayState>;
  label: string;
  onHover?: (hit: MapHit | null, at: Point | null) => void;
  onActivate?: (hit: MapHit, at: Point) => void;
  onWheelIgnored?: () => void;
  onCamera?: (camera: Camera, lod: LevelOfDetail) => void;
  onFrame?: EngineOptions['onFrame'];
  engineOptions?: Omit<EngineOptions, 'onCamera' | 'onFrame'>;
  onKeyDown?: (e: React.KeyboardEvent<HTMLDivElement>) => void;
}

export const SeatMapCanvas = memo(
  forwardRef<SeatMapEngine | null, SeatMapCanvasProps>(function SeatMapCanvas(props, ref) {
    const container = useRef<HTMLDivElement>(null);
    const callbacks = useRef(props);
    callbacks.current = props;
    const [engine] = useState(
      () =>
        new SeatMapEngine(props.scene, {
          ...props.engineOptions,
          onCamera: (c, lod) => callbacks.current.onCamera?.(c, lod),
          onFrame: (complete) => callbacks.current.onFrame?.(complete),
        }),
    );
    const [size, setSize] = useState({ width: 0, height: 0 });
    useImperativeHandle(ref, () => engine, [engine]);

    useEffect(() => {
      const el = container.current;
      if (!el) return;
      const measure = (): void => {
        const r = el.getBoundingClientRect();
        const next = { width: Math.round(r.width), height: Math.round(r.height) };
        setSize((s) => (s.width === next.width && s.height === next.height ? s : next));
      };
      measure();
      const observer = new ResizeObserver(measure);
      observer.observe(el);
      const unbind = bindGestures(el, engine, {
        onHover: (hit, at) => callbacks.current.onHover?.(hit, at),
        onActivate: (hit, at) => callbacks.current.onActivate?.(hit, at),
        onWheelIgnored: () => callbacks.current.onWheelIgnored?.(),
      });
      return () => {
        observer.disconnect();
        unbind();
        engine.detach();
      };
    }, [engine]);

    useEffect(() => {
      if (size.width === 0 || !container.current) return;
      engine.setSize(size, window.devicePixelRatio || 1);
      engine.attach(container.current);
    }, [engine, size]);

    useEffect(() => {
      if (props.scene !== engine.scene) engine.setScene(props.scene, props.changedSeats);
    }, [engine, props.scene, props.changedSeats]);

    useEffect(() => {
      if (props.overlay) engine.setOverlay(props.overlay);
    }, [engine, props.overlay]);

    return (
      <div
        ref={container}
        role="application"
        aria-label={props.label}
        tabIndex={0}
        onKeyDown={props.onKeyDown}
        // The keyboard ring is drawn by global.css above the canvases, which covered the outline.
        className="seat-map-canvas"
        style={{ position: 'absolute', inset: 0, overflow: 'hidden', touchAction: 'none' }}
        data-testid="seat-map-canvas"
      />
    );
  }),
);
