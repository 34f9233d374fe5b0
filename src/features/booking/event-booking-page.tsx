import { useCallback, useEffect, type ReactElement } from 'react';
import { Alert, Button, Loader, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { RouteScreenProps } from '../../app/routes.js';
import type { CartBlock, LoadedBlock } from '../../domain/cart/index.js';
import { eventBlock, ticketCountCap } from '../../domain/cart/index.js';
import { session } from '../../lib/session.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { useResource } from '../../lib/use-resource.js';
import { fetchBlockSeats, fetchEvent, fetchEventOffers } from './api.js';
import { BookingStepper } from './booking-stepper.js';
import { ChoiceViews } from './choice-views.js';
import { EarlierOrderNotice } from './earlier-order-notice.js';
import { ItemHeader } from './item-header.js';
import { MapChoice } from './map-choice.js';
import { LoginPrompt } from './login-prompt.js';
import { canBuy, SaleNotice } from './sale-notice.js';
import { SeatChoice } from './seat-choice.js';
import { enterItem } from './state.js';
import { WaitingRoomGate } from '../waiting-room/waiting-room-gate.js';
import { useWaitingRoom } from '../waiting-room/use-waiting-room.js';

/** `/event/:id`: the event with the choice of seats (first booking step). */
export default function EventBookingPage({ params }: RouteScreenProps): ReactElement {
  const { t } = useTranslation('booking');
  const id = Number(params.id);
  const config = useSiteConfig();
  const who = useSnapshot(session);
  // Asked beside the event itself: the choice of seats waits for neither answer twice.
  const room = useWaitingRoom({ kind: 'event', id }, who.status === 'signed-in');
  const resource = useResource(() => fetchEvent(id), `event-${id}`);
  const event = resource.data;
  const channel = event?.channelConfigurations[0];

  useEffect(() => {
    if (event) enterItem('event', { id: event.id, name: event.name }, 2);
  }, [event]);

  const loadBlock = useCallback(async (block: CartBlock): Promise<LoadedBlock> => {
    const [answer, offers] = await Promise.all([fetchBlockSeats({ eventId: id, blockId: block.id }), fetchEventOffers(id, channel?.saleChannel.id ?? 1)]);
    return eventBlock(block, answer, offers.direct, new Set(event?.arena.products.filter((p) => p.requiresProof).map((p) => p.id)));
  }, [id, channel, event]);

  if (!Number.isSafeInteger(id) || id <= 0 || resource.status === 'failed') {
    return <Alert color="red" role="alert">{t(resource.error?.code === 'NOT_FOUND' || !(id > 0) ? 'errors.EVENT_NOT_FOUND' : 'errors.UNKNOWN')}</Alert>;
  }
  if (resource.status === 'loading' || !event) return <Loader aria-label={t('loading')} />;

  const signedOut = who.status !== 'signed-in';
  const isEarlyBird = who.customer?.isEarlyBird === true;
  const title = event.homeTeam && event.opponent ? `${event.homeTeam.displayName} – ${event.opponent.displayName}` : event.name;
  return (
    <Stack gap="sm" data-testid="event-booking-page">
      <BookingStepper active="seat" />
      <ItemHeader title={title} subtitle={event.competition?.name ?? null} date={event.startDatetime} />
      <SaleNotice state={event.saleState} channel={channel} isEarlyBird={isEarlyBird} />
      <EarlierOrderNotice />
      <WaitingRoomGate room={room} signedIn={!signedOut} redirectUrl={`/event/${id}`}>
        {signedOut && !config.seatmapAccessibleWhenLoggedOut ? (
          <LoginPrompt redirectUrl={`/event/${id}`} />
        ) : canBuy(event.saleState, isEarlyBird) ? (
          <ChoiceViews
            map={
              <MapChoice
                source={{ kind: 'event', eventId: event.id, saleChannelId: channel?.saleChannel.id ?? 1 }}
                arena={event.arena}
                nextPath="/options"
                cap={ticketCountCap({ kind: 'event', siteMaxTicketsInCart: config.websiteMaxTicketsInCart, arenaMaxTicketsInCart: event.arena.websiteMaxTicketsInCart, channelMax: channel?.maxIndividualSeatTicketsInCart ?? config.websiteMaxTicketsInCart })}
              />
            }
            list={
              <SeatChoice
                kind="event"
                arena={event.arena}
                siteMax={config.websiteMaxTicketsInCart}
                channelMax={channel?.maxIndividualSeatTicketsInCart ?? config.websiteMaxTicketsInCart}
                loadBlock={loadBlock}
                nextPath="/options"
              />
            }
          />
        ) : event.saleState === 'early_bird' && signedOut ? (
          <LoginPrompt redirectUrl={`/event/${id}`} message={t('login.earlyBird')} />
        ) : (
          <Button variant="default" onClick={resource.reload}>{t('actions.refresh')}</Button>
        )}
      </WaitingRoomGate>
    </Stack>
  );
}
