/** Overview of a large venue with the visible area framed; a click moves the view there. */
import { memo, useEffect, useImperativeHandle, useRef, forwardRef } from 'react';
import { rectFromBounds, visibleWorldRect, type Camera, type Size } from '../../seatmap/model/viewport.js';
import type { SeatMapGeometry } from '../../seatmap/model/types.js';

export interface MinimapHandle {
  update(camera: Camera, view: Size): void;
}

const W = 140;

export const Minimap = memo(
  forwardRef<MinimapHandle, { geometry: SeatMapGeometry; label: string; onJump: (x: number, y: number) => void }>(function Minimap({ geometry, label, onJump }, ref) {
    const canvas = useRef<HTMLCanvasElement>(null);
    const world = rectFromBounds(geometry.bounds);
    const k = W / Math.max(world.maxX - world.minX, 1e-9);
    const H = Math.round((world.maxY - world.minY) * k);
    const last = useRef<{ camera: Camera; view: Size } | null>(null);

    const draw = (): void => {
      const ctx = canvas.current?.getContext('2d');
      if (!ctx) return;
      ctx.clearRect(0, 0, W, H);
      ctx.fillStyle = '#adb5bd';
      for (const b of geometry.blocks) {
        const c = b.contour;
        if (c.length < 6) continue;
        ctx.beginPath();
        ctx.moveTo((c[0]! - world.minX) * k, (c[1]! - world.minY) * k);
        for (let i = 2; i < c.length; i += 2) ctx.lineTo((c[i]! - world.minX) * k, (c[i + 1]! - world.minY) * k);
        ctx.fill();
      }
      if (last.current) {
        const r = visibleWorldRect(last.current.camera, last.current.view);
        ctx.strokeStyle = '#e03131';
        ctx.lineWidth = 2;
        ctx.strokeRect((r.minX - world.minX) * k, (r.minY - world.minY) * k, (r.maxX - r.minX) * k, (r.maxY - r.minY) * k);
      }
    };

    useImperativeHandle(ref, () => ({
      update(camera, view) {
        last.current = { camera, view };
        draw();
      },
    }));
    useEffect(draw);

    return (
      <canvas
        ref={canvas}
        width={W}
        height={H}
        aria-label={label}
        role="img"
        style={{ display: 'block', background: 'rgba(255,255,255,0.9)', borderRadius: 4, cursor: 'pointer' }}
        onClick={(e) => {
          const r = e.currentTarget.getBoundingClientRect();
          onJump((e.clientX - r.left) / k + world.minX, (e.clientY - r.top) / k + world.minY);
        }}
      />
    );
  }),
);
