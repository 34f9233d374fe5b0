import type { ReactElement } from 'react';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EventSummary, PackSummary } from '../../domain/catalog.js';
import { sportWording } from '../../domain/sport.js';
import { toApiError } from '../../lib/api-error.js';
import { http } from '../../lib/http.js';
import { paths } from '../../lib/paths.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { useResource } from '../../lib/use-resource.js';
import NotFoundPage from '../errors/not-found-page.js';
import { EventCard } from '../home/event-card.js';
import { HomeSection } from '../home/home-section.js';
import { PackCard } from '../home/pack-card.js';
import { useDocumentHead } from '../../lib/document-head.js';

async function fetchProfessionalOffers(): Promise<{ events: EventSummary[]; packs: PackSummary[] }> {
  try {
    return await http.get('/api/professional-offers').json<{ events: EventSummary[]; packs: PackSummary[] }>();
  } catch (error) {
    throw await toApiError(error);
  }
}

/**
 * `/professional-offers`: the events and packs with offers reserved to the customer's professional
 * populations (their conditions show on the event page, as the spec keeps them off this list).
 * Anyone else gets the not-found page, as the server answers.
 */
export default function ProfessionalOffersPage(): ReactElement {
  const { t } = useTranslation('home');
  useDocumentHead(t('professional.title'));
  const config = useSiteConfig();
  const resource = useResource(fetchProfessionalOffers, 'professional-offers');
  if (resource.status === 'failed' && resource.error.code === 'UNAUTHENTICATED') {
    window.location.assign(paths.login(paths.professionalOffers()));
    return <Loader />;
  }
  if (resource.status === 'failed' && resource.error.code === 'NOT_FOUND') return <NotFoundPage />;
  const data = resource.data;
  return (
    <Stack gap="xl" data-testid="professional-offers">
      <Stack gap="xs">
        <Title order={1}>{t('professional.title')}</Title>
        <Text>{t('professional.intro', { club: config.clientLongName })}</Text>
      </Stack>
      <HomeSection
        id="professional-events"
        title={t('events.title', { context: sportWording(config.sport) })}
        emptyText={t('professional.empty')}
        status={resource.status}
        items={data?.events ?? []}
        error={resource.error}
        onRetry={resource.reload}
        itemKey={(event) => event.id}
        renderItem={(event) => <EventCard event={event} />}
      />
      {data && data.packs.length > 0 ? (
        <HomeSection
          id="professional-packs"
          title={t('packs.title')}
          emptyText={t('professional.empty')}
          status={resource.status}
          items={data.packs}
          error={resource.error}
          onRetry={resource.reload}
          itemKey={(pack) => pack.id}
          renderItem={(pack) => <PackCard pack={pack} />}
        />
      ) : null}
    </Stack>
  );
}
