import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDocumentHead } from '../../lib/document-head.js';
import { localizedText, useSiteConfig } from '../../lib/site-config.js';
import { useResource } from '../../lib/use-resource.js';
import { eventsResource, fetchCampaignPacks, fetchEvents } from './api.js';
import { EventCard } from './event-card.js';
import { HomeSection } from './home-section.js';
import { PackCard } from './pack-card.js';
import { splitPacks, upcomingEvents } from './sale-info.js';
import { sportWording } from '../../domain/sport.js';

/** The id the subscriptions section keeps: menus link to `/#abonnements`. */
export const SUBSCRIPTIONS_SECTION_ID = 'abonnements';

/** Home: upcoming events, packs and (when enabled) season subscriptions, from live data. */
export default function HomePage(): ReactElement {
  const { t, i18n } = useTranslation('home');
  const config = useSiteConfig();
  const title = localizedText(config.homePageTitle, i18n.resolvedLanguage ?? 'en');
  const description = localizedText(config.homePageDescription, i18n.resolvedLanguage ?? 'en');
  // The club's own title stands alone in the tab, without the short name other pages end with.
  useDocumentHead(title, description, { standalone: true });

  // Arriving from the account's deletion: say it is done (once; the address is cleaned).
  const [accountDeleted, setAccountDeleted] = useState(() => new URLSearchParams(window.location.search).get('accountDeleted') === '1');
  useEffect(() => {
    if (accountDeleted) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.hash);
  }, [accountDeleted]);

  const language = i18n.resolvedLanguage ?? 'en';
  const events = useResource(() => fetchEvents(language), eventsResource(language));
  const packs = useResource(fetchCampaignPacks, 'campaign-packs');
  const split = packs.status === 'ready' ? splitPacks(packs.data) : { packs: [], subscriptions: [] };
  const showPacks = packs.status !== 'ready' || split.packs.length > 0;

  // Arriving from a "Subscriptions" link: scroll once the section has its cards.
  useEffect(() => {
    if (packs.status !== 'ready' || window.location.hash !== `#${SUBSCRIPTIONS_SECTION_ID}`) return;
    document.getElementById(SUBSCRIPTIONS_SECTION_ID)?.scrollIntoView({ block: 'start' });
  }, [packs.status]);

  return (
    <Stack gap="xl">
      {accountDeleted ? (
        <Alert color="green" role="status" withCloseButton closeButtonLabel={t('common:banners.close')} onClose={() => setAccountDeleted(false)} data-testid="account-deleted">
          {t('accountDeleted')}
        </Alert>
      ) : null}
      <Stack gap="xs">
        <Title order={1}>{title}</Title>
        {description ? <Text size="lg">{description}</Text> : null}
      </Stack>
      <HomeSection
        id="events"
        title={t('events.title', { context: sportWording(config.sport) })}
        emptyText={t('events.empty')}
        status={events.status}
        items={events.status === 'ready' ? upcomingEvents(events.data) : []}
        error={events.error}
        onRetry={events.reload}
        itemKey={(event) => event.id}
        renderItem={(event) => <EventCard event={event} />}
      />
      {showPacks ? (
        <HomeSection
          id="packs"
          title={t('packs.title')}
          emptyText={t('packs.empty')}
          status={packs.status}
          items={split.packs}
          error={packs.error}
          onRetry={packs.reload}
          itemKey={(pack) => pack.id}
          renderItem={(pack) => <PackCard pack={pack} />}
        />
      ) : null}
      {config.subscriptionsLinkEnabled ? (
        <HomeSection
          id={SUBSCRIPTIONS_SECTION_ID}
          title={t('subscriptions.title')}
          emptyText={t('subscriptions.empty')}
          status={packs.status}
          items={split.subscriptions}
          error={packs.error}
          onRetry={packs.reload}
          itemKey={(pack) => pack.id}
          renderItem={(pack) => <PackCard pack={pack} />}
        />
      ) : null}
    </Stack>
  );
}
