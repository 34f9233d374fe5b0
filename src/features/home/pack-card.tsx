import type { ReactElement } from 'react';
import { Card, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PackSummary } from '../../domain/catalog.js';
import { useFormatters } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { SaleFooter } from './sale-state-badge.js';

/** A multi-event pack (to its pack page) or a season subscription (to the subscriptions page). */
export function PackCard({ pack }: { pack: PackSummary }): ReactElement {
  const { t } = useTranslation('home');
  const { shortDateTime } = useFormatters();
  const titleId = `pack-${pack.id}-title`;
  const href = pack.type === 'season' ? paths.subscription() : paths.pack(pack.id);
  const dates = pack.breakdowns.map((b) => b.startDatetime).sort();
  const first = dates[0];
  const last = dates[dates.length - 1];

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} className="shop-card" data-testid={pack.type === 'season' ? 'subscription-card' : 'pack-card'}>
      {pack.imageUrl ? (
        <Card.Section>
          <Image src={pack.imageUrl} alt="" h={120} fit="cover" loading="lazy" />
        </Card.Section>
      ) : null}
      <Stack gap="xs" mt={pack.imageUrl ? 'sm' : 0} h="100%">
        <Title order={3} size="h4" id={titleId}>
          <Link href={href} className="shop-stretched-link" style={{ color: 'inherit', textDecoration: 'none' }}>
            {pack.name}
          </Link>
        </Title>
        {pack.description ? (
          <Text size="sm" c="dimmed" lineClamp={3}>
            {pack.description}
          </Text>
        ) : null}
        {pack.breakdowns.length === 0 ? null : (
        <Text size="sm">
          {t('pack.events', { count: pack.breakdowns.length })}
          {first !== undefined && last !== undefined ? (
            <>
              {' · '}
              {first === last ? shortDateTime(first) : t('pack.dateRange', { from: shortDateTime(first), to: shortDateTime(last) })}
            </>
          ) : null}
        </Text>
        )}
        <SaleFooter item={pack} />
      </Stack>
    </Card>
  );
}
