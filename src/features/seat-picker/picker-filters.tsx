import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Box, Button, Collapse, Group, SegmentedControl, Select, Text } from '@mantine/core';
import type { ResaleFilter, SeatMapGeometry } from '../../seatmap/model/types.js';
import type { BlockColouring } from '../../seatmap/render/palette.js';
import { sortCategories } from '../../seatmap/model/block-stats.js';
import type { EventOffers } from '../../seatmap/model/block-stats.js';
import * as actions from './state.js';
import { pickerState } from './state.js';

/** A segmented choice with a visible label above it that names it for assistive technology. */
function LabelledChoice(props: { id: string; label: string; value: string; onChange: (value: string) => void; data: { value: string; label: string }[] }): ReactElement {
  return (
    <Box>
      <Text size="sm" fw={500} mb={2} id={props.id}>
        {props.label}
      </Text>
      <SegmentedControl aria-labelledby={props.id} value={props.value} onChange={props.onChange} data={props.data} />
    </Box>
  );
}

/**
 * Categories as the filter lists them: those on sale by highest price, then lowest price (the
 * spec's order, `sortCategories`), then the others as the venue lists them.
 */
function orderedCategories<C extends { id: number }>(categories: readonly C[], offers: EventOffers): C[] {
  const rank = new Map(sortCategories(offers).map((c, i) => [c.categoryId, i]));
  return [...categories].sort((a, b) => (rank.get(a.id) ?? Infinity) - (rank.get(b.id) ?? Infinity));
}

/** Category, standard or resale seats (events only: packs sell no resale) and block colouring. */
export function PickerFilters({ geometry, withSeatType }: { geometry: SeatMapGeometry; withSeatType: boolean }): ReactElement {
  const { t } = useTranslation('seatmap');
  const snap = useSnapshot(pickerState);
  const categories = useMemo(() => orderedCategories(geometry.categories, snap.offers as EventOffers), [geometry.categories, snap.offers]);
  return (
    <>
      <Select
        label={t('filter.category')}
        value={snap.category === null ? 'all' : String(snap.category)}
        onChange={(v) => actions.setCategory(v === null || v === 'all' ? null : Number(v))}
        allowDeselect={false}
        data={[{ value: 'all', label: t('filter.allCategories') }, ...categories.map((c) => ({ value: String(c.id), label: c.name }))]}
        w={200}
      />
      {withSeatType ? (
        <LabelledChoice
          id="resale-filter-label"
          label={t('filter.saleKind')}
          value={snap.resaleFilter}
          onChange={(v) => actions.setResaleFilter(v as ResaleFilter)}
          data={[
            { value: 'all', label: t('filter.all') },
            { value: 'standard', label: t('filter.standard') },
            { value: 'resale', label: t('filter.resale') },
          ]}
        />
      ) : null}
      <LabelledChoice
        id="colouring-label"
        label={t('colouring.label')}
        value={snap.colouring}
        onChange={(v) => actions.setColouring(v as BlockColouring)}
        data={[
          { value: 'availability', label: t('colouring.availability') },
          { value: 'price', label: t('colouring.price') },
        ]}
      />
    </>
  );
}

/**
 * On a phone the filters fold behind one button, so the map starts in the first screen; the
 * button says how many filters are on.
 */
/** `aside`: shown at the end of the Filters button's line (the map's zoom buttons on a phone). */
export function FoldedFilters({ geometry, withSeatType, aside }: { geometry: SeatMapGeometry; withSeatType: boolean; aside?: ReactNode }): ReactElement {
  const { t } = useTranslation('seatmap');
  const snap = useSnapshot(pickerState);
  const [open, setOpen] = useState(false);
  const active = (snap.category === null ? 0 : 1) + (snap.resaleFilter === 'all' ? 0 : 1);
  return (
    <Box w="100%">
      <Group justify="space-between" align="end" wrap="nowrap" gap="xs">
        <Button variant="default" size="sm" onClick={() => setOpen((o) => !o)} aria-expanded={open} aria-controls="picker-filters" data-testid="filters-toggle">
          {t('filter.toggle', { count: active })}
        </Button>
        {aside}
      </Group>
      <Collapse expanded={open}>
        <Box id="picker-filters" pt="xs" style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-end' }}>
          <PickerFilters geometry={geometry} withSeatType={withSeatType} />
        </Box>
      </Collapse>
    </Box>
  );
}
