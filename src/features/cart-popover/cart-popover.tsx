import { useEffect, useState, type ReactElement } from 'react';
import { ActionIcon, Button, CloseButton, Group, Indicator, Popover, Stack, Text } from '@mantine/core';
import { ShopModal } from '../../lib/shop-modal.js';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { CART_POPOVER_GROUPS, hiddenGroupCount } from '../../domain/cart-summary.js';
import type { CartSummary } from '../../domain/cart-summary.js';
import type { TicketGroup } from '../../domain/ticket-groups.js';
import { isGroupRemovable, staysOnPage } from '../../domain/cart/index.js';
import { cartBadge } from '../../lib/cart-badge.js';
import { formatCartExpiry, useFormatters } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { session } from '../../lib/session.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { CartIcon } from '../../app/layout/icons.js';
import { groupLabel } from '../booking/group-label.js';
import { removeGroup } from '../booking/group-removal.js';
import { abandon, bookingState, refreshSummary, setPopoverOpen } from '../booking/state.js';
import { useHoldExpiry } from '../booking/use-hold-expiry.js';
import { WRAPPING_LABEL } from '../../lib/wrapping-button.js';
import { bookingErrorText } from '../booking/error-text.js';
import { toApiError } from '../../lib/api-error.js';

/** The top bar's cart: a button (disabled while empty) opening the cart's groups, expiry and actions. */
export function CartPopover(): ReactElement {
  const { t } = useTranslation(['booking', 'common']);
  const { t: tb } = useTranslation('booking');
  const { price, language } = useFormatters();
  const config = useSiteConfig();
  const who = useSnapshot(session);
  const snap = useSnapshot(bookingState);
  const summary = snap.summary as CartSummary;
  const [location, navigate] = useLocation();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);

  // Asked again in a new language: the cart's lines name events, stands and rates in it.
  const { i18n } = useTranslation();
  useEffect(() => {
    if (who.status === 'signed-in') void refreshSummary();
  }, [who.status, i18n.resolvedLanguage]);
  useHoldExpiry();

  // The button follows the shared badge (fed by the booking state from the cart summary).
  const { count } = useSnapshot(cartBadge);
  const label = t('common:cart.label', { count });
  if (count === 0) {
    return (
      <ActionIcon size="lg" variant="default" disabled aria-label={label} data-testid="cart-button">
        <CartIcon />
      </ActionIcon>
    );
  }
  const onRemove = async (group: TicketGroup): Promise<void> => {
    setBusy(true);
    const { goHome } = await removeGroup(group, location, config.plasticCardConfiguration.mandatory);
    setBusy(false);
    if (goHome) navigate(paths.home());
  };
  const onAbandon = async (): Promise<void> => {
    setBusy(true);
    let abandoned = false;
    try {
      await abandon();
      abandoned = true;
    } catch (caught) {
      // A refusal (the order is being paid, or ended meanwhile) is said in the cart, opened again.
      bookingState.notice = { kind: 'error', code: (await toApiError(caught)).code };
    } finally {
      setBusy(false);
      setConfirming(false);
      setPopoverOpen(!abandoned);
    }
    // A step of the cancelled order (summary, checkout, options) has nothing left to show.
    if (abandoned && !staysOnPage(location)) navigate(paths.home());
  };

  return (
    <>
      {/* The button itself is the popover's target: its expanded state belongs on a button, not on the badge's wrapper. */}
      <Indicator label={count} size={18} offset={4} color="accent">
        <Popover opened={snap.popoverOpen} onChange={setPopoverOpen} position="bottom-end" width="min(320px, calc(100vw - 16px))" shadow="md" withArrow trapFocus returnFocus>
          <Popover.Target>
            <ActionIcon size="lg" variant="default" aria-label={label} data-testid="cart-button" onClick={() => setPopoverOpen(!snap.popoverOpen)}>
              <CartIcon />
            </ActionIcon>
          </Popover.Target>
          <Popover.Dropdown data-testid="cart-popover">
            <Stack gap="xs">
              {summary.ticketGroups.slice(0, CART_POPOVER_GROUPS).map((group, i) => (
                <Group key={i} justify="space-between" wrap="nowrap" data-testid="cart-popover-group">
                  <Text size="sm">
                    {groupLabel(group, tb)}
                    {/* Its order cannot be paid with it: the summary says so and removes it; here it is named. */}
                    {group.seatTickets.some((ticket) => ticket.noLongerForSale === true)
                      ? <Text span size="xs" c="red" fw={600} display="block" data-testid="cart-popover-withdrawn">{tb('summary.noLongerForSale')}</Text>
                      : null}
                  </Text>
                  {isGroupRemovable(group, config.plasticCardConfiguration.mandatory) ? (
                    <CloseButton size="sm" disabled={busy} aria-label={t('popover.remove', { name: groupLabel(group, tb) })} onClick={() => void onRemove(group)} />
                  ) : null}
                </Group>
              ))}
              {hiddenGroupCount(summary) > 0 ? <Text size="sm" c="dimmed" data-testid="cart-popover-more">{t('popover.more', { count: hiddenGroupCount(summary) })}</Text> : null}
              {snap.notice?.kind === 'error' ? <Text size="sm" c="red" role="alert">{bookingErrorText(t, snap.notice)}</Text> : null}
              {summary.expiryDatetime ? (
                <Text size="sm" data-testid="cart-popover-expiry">{t('popover.expiresAt', { date: formatCartExpiry(summary.expiryDatetime, language) })}</Text>
              ) : null}
              <Group justify="space-between"><Text fw={600}>{t('summary.total')}</Text><Text fw={600}>{price(summary.totalPrice)}</Text></Group>
              <Button component={Link} href={paths.summary(summary.orderId ?? undefined)} onClick={() => setPopoverOpen(false)} data-testid="cart-popover-summary">
                {t('popover.seeCart')}
              </Button>
              <Button variant="subtle" color="red" onClick={() => { setPopoverOpen(false); setConfirming(true); }} data-testid="cart-popover-abandon">{t('popover.abandon')}</Button>
            </Stack>
          </Popover.Dropdown>
        </Popover>
      </Indicator>
      <ShopModal opened={confirming} onClose={() => setConfirming(false)} title={t('popover.abandonTitle')}>
        <Text mb="md">{t('popover.abandonConfirm')}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={() => setConfirming(false)}>{t('actions.cancel')}</Button>
          {/* Its label wraps: on a 320 px phone "Oui, abandonner la commande" was cut to "…la commar". */}
          <Button color="red" loading={busy} onClick={() => void onAbandon()} {...WRAPPING_LABEL} data-testid="abandon-confirm">{t('popover.abandonYes')}</Button>
        </Group>
      </ShopModal>
    </>
  );
}
