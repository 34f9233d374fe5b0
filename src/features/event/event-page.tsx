/** `/event/:id`: the event header, a ticket count and the seat picker. */
import { useEffect, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Container, Group, Loader, NumberInput, Stack, Text, Title } from '@mantine/core';
import type { EventSummary } from '../../domain/catalog.js';
import { useFormatters } from '../../lib/format.js';
import type { RouteScreenProps } from '../../app/routes.js';
import { SeatPicker } from '../seat-picker/seat-picker.js';
import { fetchEvent } from './api.js';

const MAX_TICKETS = 10;

export default function EventPage({ params }: RouteScreenProps): ReactElement {
  const { t } = useTranslation('seatmap');
  const { dateTime } = useFormatters();
  const id = Number(params.id);
  const [event, setEvent] = useState<EventSummary | null | undefined>(undefined);
  const [tickets, setTickets] = useState(2);

  useEffect(() => {
    let live = true;
    setEvent(undefined);
    if (!Number.isSafeInteger(id) || id <= 0) {
      setEvent(null);
      return;
    }
    fetchEvent(id).then(
      (e) => live && setEvent(e),
      () => live && setEvent(null),
    );
    return () => {
      live = false;
    };
  }, [id]);

  if (event === undefined) {
    return (
      <Container py="md">
        <Group>
          <Loader size="sm" />
          <Text>{t('event.loading')}</Text>
        </Group>
      </Container>
    );
  }
  if (event === null) {
    return (
      <Container py="md">
        <Alert color="red">{t('event.notFound')}</Alert>
      </Container>
    );
  }
  const channel = event.channelConfigurations[0]?.saleChannel.id ?? 1;
  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <div>
          <Title order={1} size="h2">
            {event.name}
          </Title>
          <Text c="dimmed">{dateTime(event.startDatetime)}</Text>
          {event.description && <Text>{event.description}</Text>}
        </div>
        <NumberInput
          label={t('event.tickets')}
          value={tickets}
          min={1}
          max={Math.min(MAX_TICKETS, event.channelConfigurations[0]?.maxIndividualSeatTicketsInCart ?? MAX_TICKETS)}
          clampBehavior="strict"
          allowDecimal={false}
          onChange={(v) => setTickets(Math.max(1, Math.min(MAX_TICKETS, Number(v) || 1)))}
          w={180}
        />
        <SeatPicker eventId={event.id} arenaId={event.arenaId} saleChannelId={channel} ticketCount={tickets} />
      </Stack>
    </Container>
  );
}
