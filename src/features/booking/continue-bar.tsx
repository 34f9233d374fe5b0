import { forwardRef, useId, type ReactElement } from 'react';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Cart } from '../../domain/cart/index.js';
import { useFormatters } from '../../lib/format.js';

/** Below Mantine's md breakpoint the choice column sits under the map: Continue must stay in reach. */
const PHONE_QUERY = '(max-width: 61.99em)';

/** Height the phone's fixed bar keeps clear at the page's end (and may cover of the map), in CSS px. */
export const CONTINUE_BAR_HEIGHT = 64;

export function usePhoneLayout(): boolean {
  return useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false }) ?? false;
}

interface ContinueBarProps {
  cart: Cart;
  enabled: boolean;
  onContinue: () => void;
  testId: string;
}

/**
 * The step's Continue button. On a phone it sits in a bar fixed to the bottom of the screen with
 * the seats chosen and their total, so the fan never scrolls past the map to go on; on a wider
 * screen it is a plain button in the choice column. While some tickets still lack a seat, a line
 * beside it says how many are chosen out of how many: on a phone the tickets' list is far below the
 * map, and a fan who tapped one seat for the default two saw Continue off with no reason.
 */
export const ContinueBar = forwardRef<HTMLButtonElement, ContinueBarProps>(function ContinueBar({ cart, enabled, onContinue, testId }, ref): ReactElement {
  const { t } = useTranslation('booking');
  const { price, amount } = useFormatters();
  const phone = usePhoneLayout();
  const hintId = useId();
  const seated = cart.tickets.filter((ticket) => ticket.seat !== null).length;
  const missing = seated < cart.tickets.length;
  const button = (
    <Button ref={ref} disabled={!enabled} onClick={onContinue} aria-describedby={missing ? hintId : undefined} data-testid={testId}>
      {t('actions.continue')}
    </Button>
  );
  // Always in the page, so a screen reader hears the count change politely as seats are chosen.
  const hint = (
    <Text id={hintId} size="xs" c="dimmed" aria-live="polite" data-testid="continue-hint">
      {missing ? t('tickets.seatsChosen', { chosen: seated, needed: cart.tickets.length }) : ''}
    </Text>
  );
  if (!phone) return <Stack gap={4} align="flex-start">{button}{hint}</Stack>;
  const total = cart.tickets.reduce((sum, ticket) => sum + (ticket.offer?.price ?? 0), 0);
  return (
    <>
      {/* Keeps the end of the page clear of the fixed bar. */}
      <Box h={CONTINUE_BAR_HEIGHT} aria-hidden />
      <Box className="shop-continue-bar" data-testid="continue-bar">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} data-testid="continue-bar-summary">
              {/* Nothing chosen costs €0.00, it is not a free ticket. */}
              {t('tickets.barSummary', { count: seated, total: seated === 0 ? amount(0) : price(total) })}
            </Text>
            {hint}
          </Stack>
          {button}
        </Group>
      </Box>
    </>
  );
});
