import { Suspense, lazy } from 'react';
import type { ReactElement } from 'react';
import { ActionIcon, Anchor, Burger, Button, Indicator } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { cartBadge } from '../../lib/cart-badge.js';
import { LANGUAGE_NAMES, currentLocale } from '../../lib/i18n.js';
import { withAllStyles } from '../with-all-styles.js';
import { CartIcon, GlobeIcon } from './icons.js';

/*
 * The shell's overlays (language menu, mobile drawer, cart popover, footer dialogs) load after the
 * first render. With Mantine's Menu, Popover, Drawer and Modal (floating-ui, focus trap, scroll
 * lock) and the cart's code they were ~43 KB of the ~186 KB compressed entry a first visit waits
 * for before it shows anything (bench/load). Until a chunk is in, a look-alike of its trigger
 * holds the place (no layout shift), marked aria-disabled: it cannot open anything yet.
 */
const LanguageMenu = lazy(() => withAllStyles(() => import('./language-menu.js')).then((m) => ({ default: m.LanguageMenu })));
const MobileMenu = lazy(() => withAllStyles(() => import('./mobile-menu.js')).then((m) => ({ default: m.MobileMenu })));
const CartPopover = lazy(() => withAllStyles(() => import('../../features/cart-popover/cart-popover.js')).then((m) => ({ default: m.CartPopover })));
const TextLinkModal = lazy(() => withAllStyles(() => import('./text-link-modal.js')).then((m) => ({ default: m.TextLinkModal })));

function LanguageMenuStandIn(): ReactElement {
  const { t, i18n } = useTranslation('common');
  const current = currentLocale(i18n.resolvedLanguage);
  return (
    <Button variant="subtle" color="gray" leftSection={<GlobeIcon size={18} />} aria-label={t('language.choose', { language: LANGUAGE_NAMES[current] })} aria-disabled="true" data-testid="language-menu">
      {current.toUpperCase()}
    </Button>
  );
}

function MobileMenuStandIn(): ReactElement {
  const { t } = useTranslation('common');
  return <Burger opened={false} hiddenFrom="sm" size="sm" aria-label={t('menu.open')} aria-expanded={false} aria-disabled="true" data-testid="mobile-menu-button" />;
}

function CartStandIn(): ReactElement {
  const { t } = useTranslation('common');
  const { count } = useSnapshot(cartBadge);
  const label = t('cart.label', { count });
  // The same button as the cart's own: disabled while empty, with its count otherwise.
  if (count === 0) {
    return (
      <ActionIcon size="lg" variant="default" disabled aria-label={label} data-testid="cart-button">
        <CartIcon />
      </ActionIcon>
    );
  }
  return (
    <Indicator label={count} size={18} offset={4} color="accent">
      <ActionIcon size="lg" variant="default" aria-label={label} aria-disabled="true" data-testid="cart-button">
        <CartIcon />
      </ActionIcon>
    </Indicator>
  );
}

export function LazyLanguageMenu(): ReactElement {
  return (
    <Suspense fallback={<LanguageMenuStandIn />}>
      <LanguageMenu />
    </Suspense>
  );
}

export function LazyMobileMenu(): ReactElement {
  return (
    <Suspense fallback={<MobileMenuStandIn />}>
      <MobileMenu />
    </Suspense>
  );
}

export function LazyCartPopover(): ReactElement {
  return (
    <Suspense fallback={<CartStandIn />}>
      <CartPopover />
    </Suspense>
  );
}

export function LazyTextLinkModal(props: { label: string; title: string; text: string }): ReactElement {
  return (
    <Suspense
      fallback={
        <Anchor component="button" type="button" size="sm" c="inherit" aria-disabled="true">
          {props.label}
        </Anchor>
      }
    >
      <TextLinkModal {...props} />
    </Suspense>
  );
}
