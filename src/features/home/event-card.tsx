import type { ReactElement } from 'react';
import { Avatar, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { EventSummary, TeamInfo } from '../../domain/catalog.js';
import { useFormatters } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { SaleFooter } from './sale-state-badge.js';
import { SportIcon } from '../../app/layout/sport-icon.js';
import { useSiteConfig } from '../../lib/site-config.js';

/** A team's logo; decorative because the team's name is written next to it. */
function TeamLogo({ team }: { team: TeamInfo }): ReactElement {
  return (
    <Avatar src={team.logoUrl} alt="" size={56} radius="sm" variant="transparent" imageProps={{ loading: 'lazy' }}>
      {team.displayName.slice(0, 2).toUpperCase()}
    </Avatar>
  );
}

/** One upcoming event on the home page; the whole card leads to the event page. */
export function EventCard({ event }: { event: EventSummary }): ReactElement {
  const { sport } = useSiteConfig();
  const { t } = useTranslation('home');
  const { dateTime } = useFormatters();
  const titleId = `event-${event.id}-title`;
  const { homeTeam, opponent } = event;
  const title = homeTeam && opponent ? t('event.match', { home: homeTeam.displayName, away: opponent.displayName }) : event.name;

  return (
    <Card withBorder radius="md" padding="md" component="article" aria-labelledby={titleId} className="shop-card" data-testid="event-card">
      <Stack gap="xs" h="100%">
        {event.competition ? (
          <Group gap={6} wrap="nowrap" c="dimmed">
            <SportIcon sport={sport} />
            <Text size="sm" c="dimmed" fw={600} tt="uppercase">
              {event.competition.name}
            </Text>
          </Group>
        ) : null}
        {homeTeam && opponent ? (
          <Group gap="sm" wrap="nowrap" justify="center" aria-hidden="true">
            <TeamLogo team={homeTeam} />
            <Text fw={700} c="dimmed">
              {t('event.versus')}
            </Text>
            <TeamLogo team={opponent} />
          </Group>
        ) : null}
        <Title order={3} size="h4" id={titleId}>
          <Link href={paths.event(event.id)} className="shop-stretched-link" style={{ color: 'inherit', textDecoration: 'none' }}>
            {title}
          </Link>
        </Title>
        {homeTeam && opponent && event.name !== title ? (
          <Text size="sm" c="dimmed">
            {event.name}
          </Text>
        ) : null}
        <Text size="sm">
          <time dateTime={event.startDatetime}>{dateTime(event.startDatetime)}</time>
        </Text>
        <SaleFooter item={event} />
        {event.partner ? (
          <Group gap="xs" wrap="nowrap">
            <Text size="xs" c="dimmed">
              {t('event.partner')}
            </Text>
            {event.partner.logoUrl ? (
              <Image src={event.partner.logoUrl} alt={event.partner.name} h={28} w="auto" fit="contain" loading="lazy" />
            ) : (
              <Text size="xs" fw={600}>
                {event.partner.name}
              </Text>
            )}
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}
