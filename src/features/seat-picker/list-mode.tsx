/**
 * The accessible way to choose seats: stand → block (→ row, on a large block) → seat buttons. Native selects, then
 * the seats as one keyboard stop moved through with the arrows (see list-seat-rows), each seat
 * labelled in full with its pressed state. It offers exactly the choices the canvas offers.
 */
import { memo, useMemo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { SeatMapGeometry } from '../../seatmap/model/types.js';
import { SeatRows } from './list-seat-rows.js';

/**
 * A block listing more seats than this shows one row at a time, picked from a list of its rows:
 * every seat of a 1,400-seat block in one column made the page some 26,000 px long on a phone.
 */
export const ONE_ROW_FROM_SEATS = 120;

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
  /** Assigns places of an open-seating block to every ticket without a seat in another block. */
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
    // An open-seating area's places are assigned, not chosen: the map offers the area alone, so does the list.
    if (!current || current.isOpenSeating) return [];
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

  // A large block: the row the fan picked, else the row of their first seat here, else the first.
  const [rowChoice, setRowChoice] = useState<{ block: number; row: number } | null>(null);
  const listed = rows.reduce((n, row) => n + row.seats.length, 0);
  const oneRow = listed > ONE_ROW_FROM_SEATS;
  const shownRow = !oneRow
    ? null
    : rowChoice?.block === block && rowChoice.row < rows.length
      ? rowChoice.row
      : Math.max(0, rows.findIndex((row) => row.seats.some((i) => props.selected.has(i))));
  const showRow = (row: number): void => setRowChoice({ block, row });

  // Seats chosen in other blocks stay (see chooseOpenSeating): the area seats the other tickets.
  const seatedElsewhere = [...props.selected].filter((i) => geometry.blockIndex[i] !== block).length;
  const openCount = Math.max(0, (props.ticketCount ?? 1) - seatedElsewhere);

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
          {props.onOpenSeating && openCount > 0 && (
            <Button mt="xs" size="xs" onClick={() => props.onOpenSeating?.(block)}>
              {t('open.assign', { count: openCount })}
            </Button>
          )}
          {props.onOpenSeating && openCount === 0 && <Text size="sm" mt="xs">{t('reject.limit')}</Text>}
        </Alert>
      )}
      {current && !current.isOpenSeating && rows.length === 0 && <Text c="dimmed">{t('list.noSeats')}</Text>}
      {shownRow !== null && (
        <NativeSelect
          label={t('list.rowPick')}
          description={t('list.rowPickHint', { rows: rows.length, count: listed })}
          value={String(shownRow)}
          onChange={(e) => showRow(Number(e.currentTarget.value))}
          data-testid="row-picker"
          data={rows.map((row, k) => {
            const chosen = row.seats.filter((i) => props.selected.has(i)).length;
            const label = t('list.rowOption', { row: row.name, count: row.seats.length });
            return { value: String(k), label: chosen > 0 ? `${label}, ${t('list.rowOptionChosen', { count: chosen })}` : label };
          })}
        />
      )}
      <SeatRows
        geometry={geometry}
        rows={rows}
        selected={props.selected}
        priceText={props.priceText}
        onToggle={props.onToggle}
        shownRow={shownRow}
        onShowRow={showRow}
      />
    </Stack>
  );
});
