/** What each look on the map means: statuses by shape and colour, then the categories. */
import { memo, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Group, Text } from '@mantine/core';
import type { CategoryInfo, SeatTypeInfo } from '../../seatmap/model/types.js';
import { defaultPalette as p, seatTypeMark, type BlockColouring, type SeatTypeMark } from '../../seatmap/render/palette.js';
import { useFormatters } from '../../lib/format.js';
import { seatTypeName } from './seat-labels.js';

function Swatch({ shape, colour }: { shape: 'circle' | 'ring' | 'dot' | 'diamond' | 'tick' | 'hatch'; colour: string }): ReactElement {
  return (
    <svg width="16" height="16" aria-hidden="true">
      {shape === 'circle' && <circle cx="8" cy="8" r="6" fill={colour} />}
      {shape === 'ring' && <circle cx="8" cy="8" r="4.5" fill="none" stroke={colour} strokeWidth="2.5" />}
      {shape === 'dot' && <circle cx="8" cy="8" r="3" fill={colour} />}
      {shape === 'diamond' && <path d="M8 1 L15 8 L8 15 L1 8 Z" fill={colour} />}
      {shape === 'tick' && (
        <>
          <circle cx="8" cy="8" r="7" fill={colour} />
          <path d="M4.5 8 L7 10.5 L11.5 5.5" stroke="#fff" strokeWidth="2" fill="none" />
        </>
      )}
      {shape === 'hatch' && (
        <>
          <rect x="1" y="1" width="14" height="14" fill={p.soldOut} stroke={p.blockOutline} />
          <path d="M1 9 L9 1 M1 15 L15 1 M7 15 L15 7" stroke={colour} strokeWidth="1.5" />
        </>
      )}
    </svg>
  );
}

/** A seat with a seat type's mark, as the map draws it inside buyable seats. */
export function SeatTypeSwatch({ mark }: { mark: SeatTypeMark }): ReactElement {
  return (
    <svg width="16" height="16" aria-hidden="true" data-seat-type-mark={mark} style={{ verticalAlign: 'middle' }}>
      <circle cx="8" cy="8" r="7" fill={p.blockOutline} />
      {mark === 'ring' ? (
        <circle cx="8" cy="8" r="5" fill="none" stroke={p.seatTypeMark} strokeWidth="1.5" />
      ) : (
        <path d={mark === 'top-bar' ? 'M4 3.8 H12' : 'M4 12.2 H12'} stroke={p.seatTypeMark} strokeWidth="1.5" />
      )}
    </svg>
  );
}

export interface LegendProps {
  categories: readonly CategoryInfo[];
  /** Seat types the venue's seats have, each with its mark. */
  seatTypes?: readonly SeatTypeInfo[];
  /** How blocks are coloured: the legend shows that ramp with its ends named. */
  colouring?: BlockColouring;
  /** Lowest and highest block minimum price (cents), for the price ramp's ends. */
  priceRange?: readonly [number, number] | null;
}

/** The block colour ramp: swatches from one end to the other, both ends named in words. */
function Ramp({ colouring, priceRange }: { colouring: BlockColouring; priceRange: readonly [number, number] | null }): ReactElement {
  const { t } = useTranslation('seatmap');
  const { price } = useFormatters();
  const byPrice = colouring === 'price' && priceRange !== null;
  const ramp = byPrice ? p.priceRamp : p.availabilityRamp;
  const [low, high] = byPrice
    ? [t('colouring.cheaper', { price: price(priceRange[0]) }), t('colouring.dearer', { price: price(priceRange[1]) })]
    : [t('colouring.many'), t('colouring.few')];
  return (
    <Group gap={6} wrap="nowrap" mt={4} data-testid="block-colour-legend" aria-label={t(byPrice ? 'colouring.priceLegend' : 'colouring.availabilityLegend')}>
      <Text size="xs">{low}</Text>
      <svg width={ramp.length * 16} height="12" aria-hidden="true">
        {ramp.map((c, i) => (
          <rect key={c} x={i * 16} y="0" width="16" height="12" fill={c} />
        ))}
      </svg>
      <Text size="xs">{high}</Text>
    </Group>
  );
}

export const Legend = memo(function Legend({ categories, seatTypes = [], colouring = 'availability', priceRange = null }: LegendProps): ReactElement {
  const { t } = useTranslation('seatmap');
  const items: [Parameters<typeof Swatch>[0], string][] = [
    [{ shape: 'circle', colour: categories[0]?.color ?? '#5c7cfa' }, t('legend.available')],
    [{ shape: 'ring', colour: p.onHold }, t('legend.onHold')],
    [{ shape: 'dot', colour: p.sold }, t('legend.sold')],
    [{ shape: 'diamond', colour: p.resale }, t('legend.resale')],
    [{ shape: 'tick', colour: p.selected }, t('legend.selected')],
    [{ shape: 'hatch', colour: p.hatch }, t('legend.soldOut')],
  ];
  return (
    <section aria-label={t('legend.title')}>
      <Group gap="sm" wrap="wrap">
        {items.map(([s, label]) => (
          <Group key={label} gap={4} wrap="nowrap">
            <Swatch {...s} />
            <Text size="xs">{label}</Text>
          </Group>
        ))}
      </Group>
      <Ramp colouring={colouring} priceRange={priceRange} />
      <Group gap="sm" mt={4} wrap="wrap" aria-label={t('legend.categories')}>
        {categories.map((c) => (
          <Group key={c.id} gap={4} wrap="nowrap">
            <Swatch shape="circle" colour={c.color} />
            <Text size="xs">{c.name}</Text>
          </Group>
        ))}
      </Group>
      {seatTypes.length > 0 ? (
        <Group gap="sm" mt={4} wrap="wrap" role="group" aria-label={t('legend.seatTypes')} data-testid="seat-type-legend">
          {seatTypes.map((type, i) => (
            <Group key={type.id} gap={4} wrap="nowrap">
              <SeatTypeSwatch mark={seatTypeMark(i)} />
              <Text size="xs">{seatTypeName(t, type)}</Text>
            </Group>
          ))}
        </Group>
      ) : null}
    </section>
  );
});
