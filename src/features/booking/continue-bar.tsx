import { forwardRef, type ReactElement } from 'react';
import { Box, Button, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import type { Cart } from '../../domain/cart/index.js';
import { useFormatters } from '../../lib/format.js';

/** Below Mantine's md breakpoint the choice column sits under the map: Continue must stay in reach. */
const PHONE_QUERY = '(max-width: 61.99em)';

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
 * screen it is a plain button in the choice column.
 */
export const ContinueBar = forwardRef<HTMLButtonElement, ContinueBarProps>(function ContinueBar({ cart, enabled, onContinue, testId }, ref): ReactElement {
  const { t } = useTranslation('booking');
  const { price, amount } = useFormatters();
  const phone = usePhoneLayout();
  const button = (
    <Button ref={ref} disabled={!enabled} onClick={onContinue} data-testid={testId}>
      {t('actions.continue')}
    </Button>
  );
  if (!phone) return button;
  const seated = cart.tickets.filter((ticket) => ticket.seat !== null).length;
  const total = cart.tickets.reduce((sum, ticket) => sum + (ticket.offer?.price ?? 0), 0);
  return (
    <>
      {/* Keeps the end of the page clear of the fixed bar. */}
      <Box h={64} aria-hidden />
      <Box className="shop-continue-bar" data-testid="continue-bar">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm" fw={600} data-testid="continue-bar-summary">
            {/* Nothing chosen costs €0.00, it is not a free ticket. */}
            {t('tickets.barSummary', { count: seated, total: seated === 0 ? amount(0) : price(total) })}
          </Text>
          {button}
        </Group>
      </Box>
    </>
  );
});
