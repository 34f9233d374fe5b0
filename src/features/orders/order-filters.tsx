import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { Group, SegmentedControl, Select, TextInput, useMatches } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { OrderFilters, StatusFilter } from './api.js';

/** My purchases' filters: upcoming or past events, status, and a name typed (sent once typing pauses). */
export function OrderFiltersBar({ value, onChange }: { value: OrderFilters; onChange: (next: OrderFilters) => void }): ReactElement {
  const { t } = useTranslation('orders');
  const [search, setSearch] = useState(value.search);
  const [debounced] = useDebouncedValue(search, 300);
  // Russian's "Upcoming" and "Past" at the default size overflow a 320 px phone, and the control
  // clips them: the smaller size keeps the three words whole there.
  const whenSize = useMatches({ base: 'xs', xs: 'sm' });
  useEffect(() => {
    if (debounced !== value.search) onChange({ ...value, search: debounced });
  }, [debounced, value, onChange]);
  return (
    <Group gap="sm" align="flex-end" wrap="wrap" data-testid="order-filters">
      <SegmentedControl
        value={value.when}
        onChange={(when) => onChange({ ...value, when: when as OrderFilters['when'] })}
        data={(['all', 'upcoming', 'past'] as const).map((w) => ({ value: w, label: t(`filters.when.${w}`) }))}
        aria-label={t('filters.whenLabel')}
        size={whenSize}
        data-testid="filter-when"
      />
      <Select
        label={t('filters.statusLabel')}
        value={value.status}
        allowDeselect={false}
        onChange={(status) => onChange({ ...value, status: (status ?? 'all') as StatusFilter })}
        data={(['all', 'confirmed', 'cancelled'] as const).map((s) => ({ value: s, label: t(`filters.status.${s}`) }))}
        w={180}
        data-testid="filter-status"
      />
      <TextInput
        label={t('filters.searchLabel')}
        placeholder={t('filters.searchPlaceholder')}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
        maxLength={100}
        w={240}
        data-testid="filter-search"
      />
    </Group>
  );
}
