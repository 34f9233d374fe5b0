/**
 * The canvas seat map with its controls: +/-/reset buttons (the button alternative to pinch and
 * drag), keyboard pan and zoom, a tooltip (the block's availability and minimum price, the seat's
 * row, number and seat type), a minimap on large
 * venues. A click on a block zooms to it (on a touch screen a first tap shows the block's card
 * with "see seats"); a click on a seat toggles it.
 */
import { memo, useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionIcon, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { BlockStats, ResaleFilter, SeatMapGeometry } from '../../seatmap/model/types.js';
import { defaultPalette, priceRangeOf, type BlockColouring } from '../../seatmap/render/palette.js';
import type { StaticScene } from '../../seatmap/render/scene.js';
import { SeatMapCanvas } from '../../seatmap/render/seat-map-canvas.js';
import type { MapHit, SeatMapEngine } from '../../seatmap/render/seat-map-engine.js';
import { Minimap, type MinimapHandle } from './minimap.js';
import { BlockCard } from './block-card.js';
import { MapTooltip, type MapTooltipHandle } from './map-tooltip.js';
import { ZoomButtons } from './zoom-buttons.js';

export interface SeatMapProps {
  geometry: SeatMapGeometry;
  status: Uint8Array;
  changedSeats: readonly number[] | undefined;
  stats: readonly BlockStats[];
  selected: readonly number[];
  category: number | null;
  resaleFilter: ResaleFilter;
  /** Block colours by availability (default) or by price level. */
  colouring?: BlockColouring;
  onSeat: (seatIndex: number) => void;
  onBlock?: (blockIndex: number) => void;
  /** Seats to bring into view; a new `key` asks again. */
  reveal?: { readonly seatIndexes: readonly number[]; readonly key: number } | null;
  /** A place above the map for the zoom buttons: over it they would cover seats, the venue's top or the fan's taps. */
  controlsSlot?: HTMLElement | null;
  /** How much of the map's foot a bar fixed to the screen may cover: the whole venue fits above it. */
  coveredBottom?: number;
}

/** Venues from this size get a minimap. */
const MINIMAP_FROM_SEATS = 5000;
/** Seats at least this far apart (CSS px) once a finger opens a block. */
const TOUCH_SEAT_PX = 24;
/** Screens (phones) where the overview starts folded: Mantine's xs breakpoint. */
const NARROW_MAP_QUERY = '(max-width: 35.99em)';
/** Zoomed in past this much of the whole-venue scale, the overview is offered. */
const ZOOMED_IN_FACTOR = 1.15;

export const SeatMap = memo(function SeatMap(props: SeatMapProps): ReactElement {
  const { t } = useTranslation('seatmap');
  const engine = useRef<SeatMapEngine>(null);
  const minimap = useRef<MinimapHandle>(null);
  // The overview helps only once zoomed in: at the whole-venue view it would just cover blocks.
  const [zoomedIn, setZoomedIn] = useState(false);
  const zoomedRef = useRef(false);
  // On a phone the overview would cover a third of the map's width: it starts folded there.
  const [overviewOpen, setOverviewOpen] = useState(() => !(window.matchMedia?.(NARROW_MAP_QUERY).matches ?? false));
  const tooltip = useRef<MapTooltipHandle>(null);
  const { geometry, status, stats, category, resaleFilter } = props;
  const colouring = props.colouring ?? 'availability';

  const scene = useMemo<StaticScene>(() => {
    let categoryVisible: Uint8Array | null = null;
    if (category !== null) {
      categoryVisible = new Uint8Array(geometry.categories.length);
      geometry.categories.forEach((c, i) => (categoryVisible![i] = c.id === category ? 1 : 0));
    }
    return { geometry, status, blockStats: stats, colouring, priceRange: priceRangeOf(stats), palette: defaultPalette, categoryVisible, resaleFilter };
  }, [geometry, status, stats, category, resaleFilter, colouring]);

  const overlay = useMemo(() => ({ selected: props.selected }), [props.selected]);

  const coveredBottom = props.coveredBottom ?? 0;
  useEffect(() => engine.current?.setCoveredBottom(coveredBottom), [coveredBottom]);

  // The request object changes only with a new key (it lives in the picker's store).
  const reveal = props.reveal;
  useEffect(() => {
    if (reveal && reveal.seatIndexes.length > 0) engine.current?.revealSeats(reveal.seatIndexes);
  }, [reveal]);

  const onHover = useCallback((hit: MapHit | null, at: { x: number; y: number } | null) => {
    const block = hit ? hit.blockIndex : -1;
    tooltip.current?.show(block, hit?.kind === 'seat' ? hit.seatIndex : -1, at);
  }, []);

  // The wheel scrolls the page over an unfocused map: say once in a while how to zoom with it.
  const [wheelHint, setWheelHint] = useState(false);
  const hintTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const showWheelHint = useCallback(() => {
    setWheelHint(true);
    clearTimeout(hintTimer.current);
    hintTimer.current = setTimeout(() => setWheelHint(false), 1500);
  }, []);
  useEffect(() => () => clearTimeout(hintTimer.current), []);

  const { onSeat, onBlock } = props;
  // A finger has no hover: its first tap on a block opens the block's card instead of zooming.
  const touch = useMediaQuery('(pointer: coarse)', false, { getInitialValueInEffect: false }) ?? false;
  const [cardBlock, setCardBlock] = useState(-1);
  // A finger gets 44 px buttons; a mouse the smaller ones, which cover less of the map.
  const buttonSize = touch ? 44 : 34;
  const frame = useRef<HTMLDivElement>(null);
  const enterBlock = useCallback((blockIndex: number) => {
    setCardBlock(-1);
    // Fingers need seats at least 24 CSS px apart (WCAG 2.2 target size); a mouse needs far less.
    engine.current?.zoomToBlock(blockIndex, 300, touch ? TOUCH_SEAT_PX : 4);
    onBlock?.(blockIndex);
  }, [onBlock, touch]);
  const onActivate = useCallback(
    (hit: MapHit) => {
      if (!engine.current) return;
      if (hit.kind === 'seat') {
        setCardBlock(-1);
        onSeat(hit.seatIndex);
      } else if (touch && cardBlock !== hit.blockIndex) {
        setCardBlock(hit.blockIndex);
      } else {
        enterBlock(hit.blockIndex);
      }
    },
    [onSeat, enterBlock, touch, cardBlock],
  );

  const onKeyDown = (e: React.KeyboardEvent<HTMLDivElement>): void => {
    const m = engine.current;
    if (!m) return;
    const step = 60;
    const actions: Record<string, () => void> = {
      ArrowLeft: () => m.panBy(step, 0),
      ArrowRight: () => m.panBy(-step, 0),
      ArrowUp: () => m.panBy(0, step),
      ArrowDown: () => m.panBy(0, -step),
      '+': () => m.zoomBy(1.5, undefined, 150),
      '=': () => m.zoomBy(1.5, undefined, 150),
      '-': () => m.zoomBy(1 / 1.5, undefined, 150),
      '0': () => m.reset(),
    };
    const action = actions[e.key];
    if (action) {
      e.preventDefault();
      action();
    }
  };

  return (
    <div ref={frame} style={{ position: 'relative', width: '100%', height: '100%', overflow: 'hidden', background: defaultPalette.background, borderRadius: 8 }}>
      <SeatMapCanvas
        ref={engine}
        scene={scene}
        changedSeats={props.changedSeats}
        overlay={overlay}
        label={t('map.label')}
        onHover={onHover}
        onActivate={onActivate}
        onKeyDown={onKeyDown}
        onWheelIgnored={showWheelHint}
        onCamera={(camera) => {
          const e = engine.current;
          if (!e) return;
          const zoomed = camera.scale > e.homeCamera().scale * ZOOMED_IN_FACTOR;
          if (zoomed !== zoomedRef.current) {
            zoomedRef.current = zoomed;
            setZoomedIn(zoomed);
          }
          minimap.current?.update(camera, { width: e.size.width, height: e.size.height });
        }}
      />
      {wheelHint ? (
        <Paper shadow="sm" p="xs" withBorder data-testid="wheel-hint" style={{ position: 'absolute', left: '50%', top: '50%', transform: 'translate(-50%, -50%)', pointerEvents: 'none', zIndex: 3 }}>
          <Text size="sm">{t('map.wheelHint')}</Text>
        </Paper>
      ) : null}
      <MapTooltip ref={tooltip} geometry={geometry} stats={stats} />
      <ZoomButtons engine={engine} frame={frame} geometry={geometry} size={buttonSize} toolbar={props.controlsSlot ?? null} />
      {cardBlock >= 0 && geometry.blocks[cardBlock] ? (
        <BlockCard
          name={geometry.blocks[cardBlock]!.name}
          stats={stats[cardBlock]}
          onSeeSeats={() => enterBlock(cardBlock)}
          onClose={() => setCardBlock(-1)}
        />
      ) : null}
      {geometry.seatCount >= MINIMAP_FROM_SEATS && zoomedIn && (
        <Stack gap={4} align="flex-start" style={{ position: 'absolute', left: 8, bottom: 8, zIndex: 3 }}>
          <ActionIcon
            size="lg"
            variant="default"
            aria-pressed={overviewOpen}
            aria-label={t(overviewOpen ? 'overview.hide' : 'overview.show')}
            onClick={() => setOverviewOpen((open) => !open)}
            data-testid="overview-toggle"
          >
            {/* Icons are drawn, not characters: "⧉" is missing from many fonts and showed as a box. */}
            <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6">
              <rect x="2" y="2" width="14" height="14" rx="2" />
              <rect x="5" y="9" width="6" height="4.5" />
            </svg>
          </ActionIcon>
          {overviewOpen && <Minimap
            ref={minimap}
            geometry={geometry}
            label={t('minimap')}
            onJump={(x, y) => {
              const e = engine.current;
              if (!e) return;
              const c = e.camera;
              e.setCamera({ x: e.size.width / 2 - x * c.scale, y: e.size.height / 2 - y * c.scale, scale: c.scale }, 200);
            }}
          />}
        </Stack>
      )}
    </div>
  );
});
