import type { ReactElement } from 'react';
import { ActionIcon, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { cartBadge } from '../../lib/cart-badge.js';
import { paths } from '../../lib/paths.js';
import { CartIcon } from './icons.js';

/**
 * The cart button; disabled while the cart is empty. Until the cart popover exists it leads to the
 * order summary.
 */
export function CartButton(): ReactElement {
  const { t } = useTranslation('common');
  const { count } = useSnapshot(cartBadge);
  const label = t('cart.label', { count });
  if (count === 0) {
    return (
      <ActionIcon size="lg" variant="default" disabled aria-label={label} data-testid="cart-button">
        <CartIcon />
      </ActionIcon>
    );
  }
  return (
    <Indicator label={count} size={18} offset={4} color="accent">
      <ActionIcon component={Link} href={paths.summary()} size="lg" variant="default" aria-label={label} data-testid="cart-button">
        <CartIcon />
      </ActionIcon>
    </Indicator>
  );
}
