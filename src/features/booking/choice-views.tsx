import { useState, type ReactElement, type ReactNode } from 'react';
import { SegmentedControl, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The two ways to choose seats (the arena map first, or seats by block) and the switch between them. */
export function ChoiceViews({ map, list }: { map: ReactNode; list: ReactNode }): ReactElement {
  const { t } = useTranslation('booking');
  const [view, setView] = useState<'list' | 'map'>('map');
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('view.label')}
        value={view}
        onChange={(v) => setView(v === 'list' ? 'list' : 'map')}
        data={[{ value: 'map', label: t('view.map') }, { value: 'list', label: t('view.list') }]}
        maw="100%"
        // Long labels (Russian) wrap on a small phone instead of running off the screen.
        styles={{ label: { whiteSpace: 'normal', lineHeight: 1.2 } }}
      />
      {view === 'map' ? map : list}
    </Stack>
  );
}
