import type { ReactElement } from 'react';
import { Card, SimpleGrid, Skeleton, Stack, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Placeholder cards while a section loads. */
export function CardSkeletons({ count = 3 }: { count?: number }): ReactElement {
  const { t } = useTranslation('common');
  return (
    <div role="status" aria-busy="true" data-testid="card-skeletons">
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          <Card withBorder radius="md" key={i}>
            <Stack gap="sm">
              <Skeleton height={12} width="40%" />
              <Skeleton height={56} circle mx="auto" />
              <Skeleton height={20} width="80%" />
              <Skeleton height={14} width="60%" />
              <Skeleton height={26} width="45%" />
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </div>
  );
}
