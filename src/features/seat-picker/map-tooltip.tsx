/**
 * The tooltip that follows the pointer over the map: the block's summary, and the seat's row,
 * number and type when the pointer is over one. It keeps its own state so that a pointer moving
 * from seat to seat re-renders this small component only, not the map with its controls.
 * It follows the pointer only, so it is no live region: a screen reader would otherwise read out
 * every seat the mouse crosses. Keyboard and screen reader users get the same facts from the
 * list mode's seat buttons, whose names say block, row, seat, type and price.
 */
import { forwardRef, memo, useImperativeHandle, useRef, useState } from 'react';
import { Paper } from '@mantine/core';
import type { BlockStats, SeatMapGeometry } from '../../seatmap/model/types.js';
import { BlockSummary, SeatSummary } from './block-card.js';

export interface MapTooltipHandle {
  /** The block and seat under the pointer (-1 for none) and where the pointer is, in map CSS px. */
  show(block: number, seat: number, at: { x: number; y: number } | null): void;
}

const NO_TIP = { block: -1, seat: -1 };

export const MapTooltip = memo(
  forwardRef<MapTooltipHandle, { geometry: SeatMapGeometry; stats: readonly (BlockStats | undefined)[] }>(function MapTooltip({ geometry, stats }, ref) {
    const element = useRef<HTMLDivElement>(null);
    const [tip, setTip] = useState(NO_TIP);
    useImperativeHandle(ref, () => ({
      show(block, seat, at) {
        setTip((old) => (old.block === block && old.seat === seat ? old : { block, seat }));
        if (element.current && at) element.current.style.transform = `translate(${Math.round(at.x + 14)}px, ${Math.round(at.y + 14)}px)`;
      },
    }), []);
    const block = geometry.blocks[tip.block];
    return (
      <div
        ref={element}
        role="tooltip"
        style={{ position: 'absolute', left: 0, top: 0, pointerEvents: 'none', display: block ? 'block' : 'none', zIndex: 2 }}
      >
        {block && (
          <Paper shadow="sm" p="xs" withBorder data-testid="block-tooltip">
            <BlockSummary name={block.name} stats={stats[tip.block]} />
            {tip.seat >= 0 ? <SeatSummary geometry={geometry} seatIndex={tip.seat} /> : null}
          </Paper>
        )}
      </div>
    );
  }),
);
