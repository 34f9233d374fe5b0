/**
 * The map's zoom buttons (the button alternative to pinch and wheel). They go in a toolbar above
 * the map's top-right corner (`toolbar`), on a phone and on a desktop alike: over the map they hid
 * what was under them. On a phone its top strip is the only part the fan sees at first, and
 * buttons there hid the venue's top or took the fan's taps meant for a block; on a desktop their
 * corner, chosen empty at the whole-venue view, filled with seats once the fan zoomed in, and a
 * backdrop would still have dimmed those seats and taken their clicks. Without a toolbar (before
 * the host's slot exists) they sit over the map in a corner the whole-venue view leaves empty
 * (placeControls), so the venue is never moved for them.
 */
import { useEffect, useState, type CSSProperties, type ReactElement, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { ActionIcon, Group, Stack } from '@mantine/core';
import { placeControls, type ControlsPlacement } from '../../seatmap/model/controls-placement.js';
import type { SeatMapGeometry } from '../../seatmap/model/types.js';
import type { SeatMapEngine } from '../../seatmap/render/seat-map-engine.js';

const GAP = 4;
const MARGIN = 8;
/** Frames to wait for the engine to take the map's new size before placing anyway. */
const MAX_WAIT_FRAMES = 10;
const FIRST: ControlsPlacement = { corner: 'top-right', direction: 'column' };

interface ZoomButtonsProps {
  engine: RefObject<SeatMapEngine | null>;
  /** The map's frame, measured to place the buttons in it. */
  frame: RefObject<HTMLElement | null>;
  geometry: SeatMapGeometry;
  /** Side of a button in CSS px. */
  size: number;
  /** Where the buttons go instead of over the map, or null. */
  toolbar: HTMLElement | null;
}

export function ZoomButtons({ engine, frame, geometry, size, toolbar }: ZoomButtonsProps): ReactElement {
  const { t } = useTranslation('seatmap');
  const placement = useControlsPlacement(frame, engine, geometry, size, toolbar === null);
  const buttons = (
    <>
      <ActionIcon size={size} variant="default" aria-label={t('zoom.in')} onClick={() => engine.current?.zoomBy(1.5, undefined, 200)}>
        +
      </ActionIcon>
      <ActionIcon size={size} variant="default" aria-label={t('zoom.out')} onClick={() => engine.current?.zoomBy(1 / 1.5, undefined, 200)}>
        −
      </ActionIcon>
      <ActionIcon size={size} variant="default" aria-label={t('zoom.reset')} onClick={() => engine.current?.reset()}>
        <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round">
          <path d="M4.2 6.2A6 6 0 1 1 3 9.5" />
          <path d="M4.2 2.6v3.6h3.6" />
        </svg>
      </ActionIcon>
    </>
  );
  if (toolbar) {
    return createPortal(
      <Group gap={GAP} wrap="nowrap" data-testid="zoom-buttons" data-corner="toolbar">
        {buttons}
      </Group>,
      toolbar,
    );
  }
  return (
    <Stack gap={GAP} data-testid="zoom-buttons" data-corner={placement.corner} style={zoomButtonsStyle(placement)}>
      {buttons}
    </Stack>
  );
}

function useControlsPlacement(
  frame: RefObject<HTMLElement | null>,
  engine: RefObject<SeatMapEngine | null>,
  geometry: SeatMapGeometry,
  buttonSize: number,
  over: boolean,
): ControlsPlacement {
  const [placement, setPlacement] = useState<ControlsPlacement>(FIRST);
  useEffect(() => {
    const el = frame.current;
    if (!el || !over) return;
    let raf = 0;
    const place = (waited: number): void => {
      const e = engine.current;
      const box = el.getBoundingClientRect();
      const size = e?.size;
      // The engine learns its size in an effect of its own: wait until it matches the frame's.
      const current = size !== undefined && Math.abs(size.width - box.width) < 1.5 && Math.abs(size.height - box.height) < 1.5;
      if (!e || (!current && waited < MAX_WAIT_FRAMES)) {
        raf = requestAnimationFrame(() => place(waited + 1));
        return;
      }
      const next = placeControls(geometry.blocks, e.homeCamera(), e.size, { count: 3, button: buttonSize, gap: GAP, margin: MARGIN });
      setPlacement((p) => (p.corner === next.corner && p.direction === next.direction ? p : next));
    };
    const observer = new ResizeObserver(() => {
      cancelAnimationFrame(raf);
      raf = requestAnimationFrame(() => place(0));
    });
    observer.observe(el);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(raf);
    };
  }, [frame, engine, geometry, buttonSize, over]);
  return placement;
}

/** The buttons' box over the map: absolutely placed in its corner, stacked or side by side. */
function zoomButtonsStyle(p: ControlsPlacement): CSSProperties {
  return {
    position: 'absolute',
    zIndex: 3,
    flexDirection: p.direction,
    ...(p.corner === 'top-left' ? { left: MARGIN } : { right: MARGIN }),
    ...(p.corner === 'bottom-right' ? { bottom: MARGIN } : { top: MARGIN }),
  };
}
