import type { ReactElement } from 'react';
import { Alert, Button, Card, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { PackSummary } from '../../domain/catalog.js';
import { graphqlRequest } from '../../lib/graphql.js';
import { CAMPAIGN_PACKS_QUERY } from '../../lib/graphql-documents.js';
import { useFormatters } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { useResource } from '../../lib/use-resource.js';
import { useDocumentHead } from '../../lib/document-head.js';

async function fetchSeasonPacks(): Promise<PackSummary[]> {
  const data = await graphqlRequest<{ campaignPacks: PackSummary[] }>(CAMPAIGN_PACKS_QUERY);
  return data.campaignPacks.filter((p) => p.type === 'season');
}

/** `/subscription`: the season subscriptions on sale, each leading to its pack page. */
export default function SubscriptionPage(): ReactElement {
  const { t } = useTranslation('booking');
  useDocumentHead(t('subscription.title'));
  const { price } = useFormatters();
  const resource = useResource(fetchSeasonPacks, 'season-packs');
  return (
    <Stack gap="md" data-testid="subscription-page">
      <Title order={1} size="h2">{t('subscription.title')}</Title>
      {resource.status === 'loading' ? <Loader aria-label={t('loading')} /> : null}
      {resource.status === 'failed' ? (
        <Alert color="red" role="alert">
          {t('errors.UNKNOWN')} <Button variant="subtle" size="xs" onClick={resource.reload}>{t('actions.retry')}</Button>
        </Alert>
      ) : null}
      {resource.status === 'ready' && resource.data.length === 0 ? <Text>{t('subscription.none')}</Text> : null}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
        {(resource.data ?? []).map((pack) => (
          <Card key={pack.id} withBorder padding="md" data-testid="season-card">
            <Stack gap="xs">
              <Title order={2} size="h4">{pack.name}</Title>
              {pack.description ? <Text size="sm">{pack.description}</Text> : null}
              <Text size="sm">{t('pack.events', { count: pack.breakdowns.length })}</Text>
              {pack.minimumPrice !== null ? <Text fw={600}>{t('subscription.from', { price: price(pack.minimumPrice) })}</Text> : null}
              <Button component={Link} href={paths.pack(pack.id)}>{t('subscription.choose')}</Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
