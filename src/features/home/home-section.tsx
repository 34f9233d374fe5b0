import { useDeferredValue } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { Button, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ApiError } from '../../lib/api-error.js';
import { errorKey } from '../../lib/api-error.js';
import { ErrorCard } from '../errors/error-card.js';
import { CardSkeletons } from './card-skeletons.js';

interface HomeSectionProps<T> {
  id: string;
  title: string;
  emptyText: string;
  status: 'loading' | 'ready' | 'failed';
  items: readonly T[];
  error: ApiError | null;
  onRetry: () => void;
  renderItem: (item: T) => ReactNode;
  itemKey: (item: T) => string | number;
}

/**
 * Cards rendered with the section; the others follow in a deferred render (React yields to input
 * and paint meanwhile). A phone shows one or two cards above the fold, and rendering all of them
 * before the first paint cost a slow phone's CPU ~0.1 s more (bench/load).
 */
const FIRST_CARDS = 2;

/** A titled home page section with its loading skeletons, error card (with retry) or cards. */
export function HomeSection<T>({ id, title, emptyText, status, items, error, onRetry, renderItem, itemKey }: HomeSectionProps<T>): ReactElement {
  const { t } = useTranslation(['home', 'errors', 'common']);
  const first = Math.min(items.length, FIRST_CARDS);
  const shown = Math.max(first, useDeferredValue(items.length, first));
  const headingId = `${id}-heading`;
  return (
    <Stack component="section" id={id} aria-labelledby={headingId} gap="md" style={{ scrollMarginTop: 120 }}>
      <Title order={2} id={headingId}>
        {title}
      </Title>
      {status === 'loading' ? <CardSkeletons /> : null}
      {status === 'failed' && error !== null ? (
        <ErrorCard
          headingLevel={3}
          title={t('home:loadFailed')}
          content={t(errorKey(error.code), { defaultValue: t('errors:UNKNOWN') })}
          hideHomeButton
          actions={
            <Button variant="filled" onClick={onRetry}>
              {t('common:actions.retry')}
            </Button>
          }
          testId={`${id}-error`}
        />
      ) : null}
      {status === 'ready' && items.length === 0 ? <Text c="dimmed">{emptyText}</Text> : null}
      {status === 'ready' && items.length > 0 ? (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
          {items.slice(0, shown).map((item) => (
            <div key={itemKey(item)}>{renderItem(item)}</div>
          ))}
        </SimpleGrid>
      ) : null}
    </Stack>
  );
}
