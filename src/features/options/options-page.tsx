import { useEffect, type ReactElement } from 'react';
import { Alert, Button, Card, Checkbox, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import type { Cart } from '../../domain/cart/index.js';
import { DEFAULT_TICKET_WITHDRAWAL } from '../../domain/cart-payload.js';
import { useFormatters } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { useResource } from '../../lib/use-resource.js';
import { fetchOptions } from '../booking/api.js';
import { BookingStepper } from '../booking/booking-stepper.js';
import { bookingState, setExtras } from '../booking/state.js';
import { OptionsSummary } from './options-summary.js';
import { useDocumentHead } from '../../lib/document-head.js';

/** The booking page of the cart's item (back link) and its submission page (next step). */
function itemPaths(cart: Cart): { back: string; next: string } | null {
  if (cart.ticketType === 'event' && cart.event) return { back: paths.event(cart.event.id), next: `${paths.event(cart.event.id)}/submit` };
  if (cart.pack) return { back: paths.pack(cart.pack.id), next: `${paths.pack(cart.pack.id)}/submit` };
  return null;
}

/** `/options`: plastic card (mandatory when configured), parking and ticket withdrawal. */
export default function OptionsPage(): ReactElement {
  const { t } = useTranslation('booking');
  useDocumentHead(t('options.title'));
  const { price } = useFormatters();
  const config = useSiteConfig();
  const snap = useSnapshot(bookingState);
  const cart = snap.cart as Cart;
  const resource = useResource(fetchOptions, 'options');
  const options = resource.data ?? [];
  const card = options.find((o) => o.type === 'plastic_card');
  const parking = options.find((o) => o.type === 'parking');
  const withdrawals = options.filter((o) => o.type === 'ticket_withdrawal' && o.name !== DEFAULT_TICKET_WITHDRAWAL.name);
  const mandatory = config.plasticCardConfiguration.mandatory;
  const links = itemPaths(cart);

  useEffect(() => {
    if (card && mandatory && !bookingState.cart.options.includes(card.id)) setExtras({ options: [...bookingState.cart.options, card.id] });
  }, [card, mandatory]);

  if (!links || cart.tickets.length === 0) {
    return (
      <Stack>
        <BookingStepper active="options" />
        <Alert color="orange">{t('options.noCart')}</Alert>
        <Button component={Link} href={paths.home()} variant="default" w="fit-content">{t('actions.home')}</Button>
      </Stack>
    );
  }
  const cardChecked = card ? cart.options.includes(card.id) : false;
  return (
    <Stack gap="md" data-testid="options-page">
      <BookingStepper active="options" />
      <Title order={1} size="h2">{t('options.title')}</Title>
      {resource.status === 'loading' ? <Loader aria-label={t('loading')} /> : null}
      {resource.status === 'failed' ? <Alert color="red" role="alert">{t('errors.UNKNOWN')}</Alert> : null}
      <OptionsSummary cart={cart} extras={options} mandatoryCardId={mandatory && card ? card.id : null} />
      {card ? (
        <Card withBorder padding="md">
          <Checkbox
            label={`${card.name} – ${t('options.perOrder', { price: price(card.netPrice) })}`}
            description={mandatory ? t('options.cardMandatory') : card.description}
            checked={cardChecked || mandatory}
            disabled={mandatory}
            onChange={(e) => setExtras({ options: e.currentTarget.checked ? [...cart.options, card.id] : cart.options.filter((id) => id !== card.id) })}
            data-testid="option-plastic-card"
          />
        </Card>
      ) : null}
      {parking ? (
        <Card withBorder padding="md">
          <Checkbox
            label={`${parking.name} – ${t('options.perOrder', { price: price(parking.netPrice) })}`}
            description={parking.description}
            checked={cart.parking === parking.id}
            onChange={(e) => setExtras({ parking: e.currentTarget.checked ? parking.id : null })}
            data-testid="option-parking"
          />
        </Card>
      ) : null}
      <Card withBorder padding="md">
        <Radio.Group
          label={t('options.withdrawal')}
          value={String(cart.ticketWithdrawal.value)}
          onChange={(v) => {
            const other = withdrawals.find((w) => String(w.id) === v);
            setExtras({ ticketWithdrawal: other ? { name: other.name, value: other.id } : { ...DEFAULT_TICKET_WITHDRAWAL } });
          }}
        >
          <Stack gap="xs" mt="xs">
            <Radio value={String(DEFAULT_TICKET_WITHDRAWAL.value)} label={t('options.byEmail')} data-testid="withdrawal-email" />
            {withdrawals.map((w) => (
              <Radio key={w.id} value={String(w.id)} label={`${w.name} – ${t('options.perOrder', { price: price(w.netPrice) })}`} />
            ))}
          </Stack>
        </Radio.Group>
        <Text size="xs" c="dimmed" mt="xs">{t('options.withdrawalHint')}</Text>
      </Card>
      <Group>
        <Button component={Link} href={links.back} variant="default">{t('actions.back')}</Button>
        <Button component={Link} href={links.next} data-testid="options-continue">{t('actions.continue')}</Button>
      </Group>
    </Stack>
  );
}
