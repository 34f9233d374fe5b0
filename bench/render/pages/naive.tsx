/**
 * Bench page: the baseline a developer writes first with react-konva: one <Circle> per seat,
 * Konva's own events and hit canvas for hover and clicks, a draggable stage, wheel zoom.
 * Seats are memoised components so React only re-renders the ones whose look changed.
 */
import { memo, useCallback, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import type Konva from 'konva';
import { Circle, Layer, Line, Stage } from 'react-konva';
import { fitRect, rectFromBounds } from '../../../src/seatmap/model/viewport.js';
import type { BenchVenue } from './venue-data.js';
import { installHarness } from './harness.js';

const STATUS_FILL = ['', '#868e96', '#adb5bd', '#ae3ec9'];
let stage: Konva.Stage | null = null;
let host: HTMLElement | null = null;
let mounted: BenchVenue | null = null;

interface SeatProps {
  i: number;
  x: number;
  y: number;
  r: number;
  fill: string;
  hovered: boolean;
  onEnter: (i: number) => void;
  onClick: (i: number) => void;
}

const Seat = memo(function Seat({ i, x, y, r, fill, hovered, onEnter, onClick }: SeatProps) {
  return (
    <Circle
      x={x}
      y={y}
      radius={r}
      fill={fill}
      stroke={hovered ? '#000' : ''}
      strokeWidth={r * 0.3}
      onMouseEnter={() => onEnter(i)}
      onClick={() => onClick(i)}
    />
  );
});

function NaiveMap({ venue, onReady }: { venue: BenchVenue; onReady: (s: Konva.Stage) => void }) {
  const { geometry, status } = venue;
  const [hovered, setHovered] = useState(-1);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const cam = fitRect(rectFromBounds(geometry.bounds), { width: 1280, height: 720 }, 16, { min: 0.001, max: 1000 });
  const onEnter = useCallback((i: number) => flushSync(() => setHovered(i)), []);
  const onClick = useCallback(
    (i: number) =>
      flushSync(() =>
        setSelected((s) => {
          const n = new Set(s);
          if (n.has(i)) n.delete(i);
          else n.add(i);
          return n;
        }),
      ),
    [],
  );
  const onWheel = (e: Konva.KonvaEventObject<WheelEvent>): void => {
    e.evt.preventDefault();
    const st = e.target.getStage();
    if (!st) return;
    const old = st.scaleX();
    const p = st.getPointerPosition() ?? { x: 0, y: 0 };
    const to = { x: (p.x - st.x()) / old, y: (p.y - st.y()) / old };
    const scale = e.evt.deltaY < 0 ? old * 1.15 : old / 1.15;
    st.scale({ x: scale, y: scale });
    st.position({ x: p.x - to.x * scale, y: p.y - to.y * scale });
  };
  const seats = [];
  for (let i = 0; i < geometry.seatCount; i++) {
    const s = status[i] ?? 0;
    const fill = selected.has(i) ? '#1c7ed6' : s === 0 ? (geometry.categories[geometry.categoryIndex[i]!]?.color ?? '#888') : STATUS_FILL[s]!;
    seats.push(<Seat key={i} i={i} x={geometry.x[i]!} y={geometry.y[i]!} r={geometry.seatRadius} fill={fill} hovered={hovered === i} onEnter={onEnter} onClick={onClick} />);
  }
  return (
    <Stage width={1280} height={720} draggable x={cam.x} y={cam.y} scaleX={cam.scale} scaleY={cam.scale} onWheel={onWheel} ref={(s) => { if (s) onReady(s); }}>
      <Layer>
        {geometry.blocks.map((b) => (
          <Line key={b.id} points={Array.from(b.contour)} closed fill="#e9ecef" stroke="#495057" strokeWidth={0.1} />
        ))}
        {seats}
      </Layer>
    </Stage>
  );
}

installHarness({
  mount(el, venue) {
    host = el;
    mounted = venue;
    return new Promise<void>((resolve) => {
      flushSync(() =>
        createRoot(el).render(
          <NaiveMap
            venue={venue}
            onReady={(s) => {
              stage = s;
            }}
          />,
        ),
      );
      // Konva draws on the next animation frame; the render is complete after that frame.
      requestAnimationFrame(() => {
        stage?.draw();
        requestAnimationFrame(() => setTimeout(resolve, 0));
      });
    });
  },
  seatToClient(i) {
    if (!stage || !host || !mounted) return null;
    const g = mounted.geometry;
    const r = host.getBoundingClientRect();
    const p = stage.getAbsoluteTransform().point({ x: g.x[i]!, y: g.y[i]! });
    return { x: p.x + r.left, y: p.y + r.top };
  },
});
