import type { ReactElement } from 'react';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ResaleState } from '../../domain/resale.js';

/** Colour and a glyph per state; the translated label always says the state in words too. */
const LOOK: Record<ResaleState, { color: string; glyph: string }> = {
  resalable: { color: 'teal', glyph: '↺' },
  on_sale: { color: 'blue', glyph: '€' },
  pending: { color: 'yellow', glyph: '⋯' },
  resold: { color: 'grape', glyph: '✓' },
  unavailable: { color: 'gray', glyph: '–' },
};

/** A ticket's resale state as a badge. */
export function ResaleStateBadge({ state }: { state: ResaleState }): ReactElement {
  const { t } = useTranslation('resale');
  const look = LOOK[state];
  return (
    <Badge
      color={look.color}
      variant={state === 'unavailable' ? 'outline' : 'light'}
      leftSection={<span aria-hidden="true">{look.glyph}</span>}
      data-testid="resale-state"
      data-state={state}
      style={{ flexShrink: 0 }}
    >
      {t(`state.${state}`)}
    </Badge>
  );
}
