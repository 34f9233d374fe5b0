/**
 * The accessible way to choose seats: stand → block → rows of seat buttons. Native selects and
 * buttons (keyboard and screen readers work without extra code), each seat labelled in full,
 * pressed state for chosen seats. It offers exactly the choices the canvas offers.
 */
import { memo, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { SeatMapGeometry } from '../../seatmap/model/types.js';
import { seatLabel } from './seat-labels.js';

export interface ListModeProps {
  geometry: SeatMapGeometry;
  /** Seat positions chosen. */
  selected: ReadonlySet<number>;
  /** Whether the fan may pick the seat under the current filters. */
  isPickable: (seatIndex: number) => boolean;
  /** Price text of a seat for its label. */
  priceText: (seatIndex: number) => string;
  /** Free places of a block, for its option label. */
  blockAvailable: (blockIndex: number) => number;
  onToggle: (seatIndex: number) => void;
  onBlockChange?: (blockIndex: number) => void;
  /** Assigns places of an open-seating block to every ticket. */
  onOpenSeating?: (blockIndex: number) => void;
  /** Tickets to seat, for the open-seating button. */
  ticketCount?: number;
}

export const ListMode = memo(function ListMode(props: ListModeProps): ReactElement {
  const { t } = useTranslation('seatmap');
  const { geometry } = props;
  const [stand, setStand] = useState(-1);
  const [block, setBlock] = useState(-1);
  const blocksOfStand = useMemo(() => geometry.blocks.map((b, i) => ({ b, i })).filter(({ b }) => b.standIndex === stand), [geometry, stand]);
  const current = geometry.blocks[block];

  const rows = useMemo(() => {
    if (!current) return [];
    const out: { name: string; seats: number[] }[] = [];
    for (let i = current.seatStart; i < current.seatEnd; i++) {
      if (!props.isPickable(i) && !props.selected.has(i)) continue;
      const name = geometry.rowNames[geometry.rowNameIndex[i] ?? 0] ?? '';
      const last = out[out.length - 1];
      if (last && last.name === name) last.seats.push(i);
      else out.push({ name, seats: [i] });
    }
    return out;
  }, [current, geometry, props]);

  return (
    <Stack gap="sm" data-testid="seat-list-mode">
      <Title order={2} size="h5">
        {t('list.title')}
      </Title>
      <NativeSelect
        label={t('list.stand')}
        value={String(stand)}
        onChange={(e) => {
          setStand(Number(e.currentTarget.value));
          setBlock(-1);
        }}
        data={[{ value: '-1', label: t('list.chooseStand') }, ...geometry.stands.map((s, i) => ({ value: String(i), label: s.name }))]}
      />
      {stand >= 0 && (
        <NativeSelect
          label={t('list.block')}
          value={String(block)}
          onChange={(e) => {
            const b = Number(e.currentTarget.value);
            setBlock(b);
            if (b >= 0) props.onBlockChange?.(b);
          }}
          data={[
            { value: '-1', label: t('list.chooseBlock') },
            ...blocksOfStand.map(({ b, i }) => ({ value: String(i), label: t('list.blockOption', { name: b.name, count: props.blockAvailable(i) }) })),
          ]}
        />
      )}
      {current?.isOpenSeating && (
        <Alert color="blue">
          <Text size="sm">{t('list.openSeating')}</Text>
          {props.onOpenSeating && (
            <Button mt="xs" size="xs" onClick={() => props.onOpenSeating?.(block)}>
              {t('open.assign', { count: props.ticketCount ?? 1 })}
            </Button>
          )}
        </Alert>
      )}
      {current && rows.length === 0 && <Text c="dimmed">{t('list.noSeats')}</Text>}
      {rows.map((row) => (
        <fieldset key={row.name} style={{ border: 0, margin: 0, padding: 0 }}>
          <legend style={{ fontWeight: 600, fontSize: 14, marginBottom: 4 }}>{t('list.row', { row: row.name })}</legend>
          <div role="group" style={{ display: 'flex', flexWrap: 'wrap', gap: 4 }}>
            {row.seats.map((i) => {
              const chosen = props.selected.has(i);
              return (
                <button
                  key={i}
                  type="button"
                  className="seat-list-button"
                  aria-pressed={chosen}
                  aria-label={seatLabel(t, geometry, i, props.priceText(i))}
                  onClick={() => props.onToggle(i)}
                  style={{
                    minWidth: 40,
                    minHeight: 40,
                    borderRadius: 6,
                    border: '2px solid #495057',
                    background: chosen ? '#1c7ed6' : '#fff',
                    color: chosen ? '#fff' : '#212529',
                    fontWeight: chosen ? 700 : 400,
                    cursor: 'pointer',
                  }}
                >
                  {chosen ? '✓ ' : ''}
                  {geometry.seatNumbers[geometry.seatNumberIndex[i] ?? 0]}
                </button>
              );
            })}
          </div>
        </fieldset>
      ))}
    </Stack>
  );
});
