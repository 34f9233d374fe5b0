import { useState, type ReactElement } from 'react';
import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import type { CartSummary } from '../../domain/cart-summary.js';
import type { Cart } from '../../domain/cart/index.js';
import { earlierOrderGroups, isGroupRemovable, ticketCountOf } from '../../domain/cart/index.js';
import type { TicketGroup } from '../../domain/ticket-groups.js';
import { useFormatters } from '../../lib/format.js';
import { session } from '../../lib/session.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { groupLabel } from './group-label.js';
import { removeGroup } from './group-removal.js';
import { bookingState } from './state.js';

/**
 * Names what the customer's unpaid order already holds beyond the seats being chosen: the new
 * seats join that order, so the fan sees it before the summary does, and can take lines out.
 */
export function EarlierOrderNotice(): ReactElement | null {
  const { t } = useTranslation('booking');
  const { price } = useFormatters();
  const config = useSiteConfig();
  const who = useSnapshot(session);
  const snap = useSnapshot(bookingState);
  const [location] = useLocation();
  const [busy, setBusy] = useState(false);
  if (who.status !== 'signed-in') return null;
  const groups = earlierOrderGroups(snap.summary as CartSummary, snap.cart as Cart);
  if (groups.length === 0) return null;

  const onRemove = async (group: TicketGroup): Promise<void> => {
    setBusy(true);
    await removeGroup(group, location, config.plasticCardConfiguration.mandatory, { keepPicks: true });
    setBusy(false);
  };
  const groupPrice = (group: TicketGroup): number => group.seatTickets.reduce((sum, s) => sum + s.grossAmount + s.discountAmount, 0);
  return (
    <Alert color="blue" title={t('earlierOrder.title')} data-testid="earlier-order">
      {/* No number is shown, so the wording only tells one ticket from several (a plural form
          would pick the singular for 21 in Russian). */}
      <Text size="sm" mb="xs">{t('earlierOrder.body', ticketCountOf(groups) === 1 ? { context: 'single' } : {})}</Text>
      <List size="sm" spacing={4} listStyleType="none">
        {groups.map((group) => {
          const label = groupLabel(group, t);
          return (
            <List.Item key={group.seatTickets[0]!.id} data-testid="earlier-order-line">
              <Group gap="xs" wrap="nowrap" justify="space-between">
                {/* On a phone the label wraps and the button keeps its width ("Verwijdere" was clipped). */}
                <Text size="sm" miw={0} style={{ flex: 1 }}>{label} · {price(groupPrice(group))}</Text>
                {isGroupRemovable(group, config.plasticCardConfiguration.mandatory) ? (
                  <Button size="compact-sm" variant="subtle" color="red" disabled={busy} style={{ flexShrink: 0 }} aria-label={t('earlierOrder.remove', { name: label })} onClick={() => void onRemove(group)}>
                    {t('earlierOrder.removeShort')}
                  </Button>
                ) : null}
              </Group>
            </List.Item>
          );
        })}
      </List>
    </Alert>
  );
}
