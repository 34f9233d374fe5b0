import { useCallback, useEffect, type ReactElement } from 'react';
import { Alert, Button, List, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { RouteScreenProps } from '../../app/routes.js';
import type { CartBlock, LoadedBlock } from '../../domain/cart/index.js';
import { packBlock, ticketCountCap } from '../../domain/cart/index.js';
import { useFormatters } from '../../lib/format.js';
import { session } from '../../lib/session.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { useResource } from '../../lib/use-resource.js';
import { fetchBlockSeats, fetchPack, fetchPackOffers } from '../booking/api.js';
import { BookingStepper } from '../booking/booking-stepper.js';
import { ChoiceViews } from '../booking/choice-views.js';
import { ItemHeader } from '../booking/item-header.js';
import { LoginPrompt } from '../booking/login-prompt.js';
import { MapChoice } from '../booking/map-choice.js';
import { canBuy, SaleNotice } from '../booking/sale-notice.js';
import { EarlierOrderNotice } from '../booking/earlier-order-notice.js';
import { SeatChoice } from '../booking/seat-choice.js';
import { enterItem } from '../booking/state.js';
import { WaitingRoomGate } from '../waiting-room/waiting-room-gate.js';
import { useWaitingRoom } from '../waiting-room/use-waiting-room.js';

/** `/pack/:id`: a pack or season subscription with the choice of seats (same seat for every event). */
export default function PackPage({ params }: RouteScreenProps): ReactElement {
  const { t } = useTranslation('booking');
  const { shortDateTime } = useFormatters();
  const id = Number(params.id);
  const config = useSiteConfig();
  const who = useSnapshot(session);
  // Asked beside the pack itself: the choice of seats waits for neither answer twice.
  const room = useWaitingRoom({ kind: 'pack', id }, who.status === 'signed-in');
  const resource = useResource(() => fetchPack(id), `pack-${id}`);
  const pack = resource.data;
  const channel = pack?.channelConfigurations[0];

  useEffect(() => {
    if (pack) enterItem(pack.type, { id: pack.id, name: pack.name });
  }, [pack]);

  const loadBlock = useCallback(async (block: CartBlock): Promise<LoadedBlock> => {
    const [answer, offers] = await Promise.all([
      // By id: the block's stand name is in the fan's language, the server knows the catalogue's.
      fetchBlockSeats({ packId: id, blockId: block.id }),
      fetchPackOffers(id, channel?.saleChannel.id ?? 1),
    ]);
    return packBlock(block, answer, offers, new Set(pack?.arena.products.filter((p) => p.requiresProof).map((p) => p.id)));
  }, [id, channel, pack]);

  if (!Number.isSafeInteger(id) || id <= 0 || resource.status === 'failed') {
    return <Alert color="red" role="alert">{t(resource.error?.code === 'NOT_FOUND' || !(id > 0) ? 'errors.PACK_NOT_FOUND' : 'errors.UNKNOWN')}</Alert>;
  }
  if (resource.status === 'loading' || !pack) return <Loader aria-label={t('loading')} />;

  const signedOut = who.status !== 'signed-in';
  const isEarlyBird = who.customer?.isEarlyBird === true;
  const channelMax = channel?.maxCampaignPacksInCart ?? config.websiteMaxTicketsInCart;
  return (
    <Stack gap="sm" data-testid="pack-page">
      <BookingStepper active="seat" />
      <ItemHeader title={pack.name} subtitle={t(pack.type === 'season' ? 'pack.season' : 'pack.pack')} />
      {pack.description ? <Text>{pack.description}</Text> : null}
      <Text fw={600}>{t('pack.events', { count: pack.breakdowns.length })}</Text>
      <List size="sm">
        {pack.breakdowns.map((b) => (
          <List.Item key={b.id}>{b.name} – {shortDateTime(b.startDatetime)}</List.Item>
        ))}
      </List>
      <SaleNotice state={pack.saleState} channel={channel} isEarlyBird={isEarlyBird} />
      <EarlierOrderNotice />
      <WaitingRoomGate room={room} signedIn={!signedOut} redirectUrl={`/pack/${id}`}>
        {signedOut && !config.seatmapAccessibleWhenLoggedOut ? (
          <LoginPrompt redirectUrl={`/pack/${id}`} />
        ) : canBuy(pack.saleState, isEarlyBird) ? (
          <ChoiceViews
            map={
              <MapChoice
                source={{ kind: 'pack', packId: pack.id, eventIds: pack.breakdowns.map((b) => b.id), saleChannelId: channel?.saleChannel.id ?? 1 }}
                arena={pack.arena}
                nextPath="/options"
                cap={ticketCountCap({ kind: 'pack', siteMaxTicketsInCart: config.websiteMaxTicketsInCart, arenaMaxTicketsInCart: pack.arena.websiteMaxTicketsInCart, channelMax })}
              />
            }
            list={
              <SeatChoice kind="pack" arena={pack.arena} siteMax={config.websiteMaxTicketsInCart} channelMax={channelMax} loadBlock={loadBlock} nextPath="/options" />
            }
          />
        ) : pack.saleState === 'early_bird' && signedOut ? (
          <LoginPrompt redirectUrl={`/pack/${id}`} message={t('login.earlyBird')} />
        ) : (
          <Button variant="default" onClick={resource.reload}>{t('actions.refresh')}</Button>
        )}
      </WaitingRoomGate>
    </Stack>
  );
}
