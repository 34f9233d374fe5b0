import type { ReactElement } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { session } from '../../lib/session.js';
import { paths } from '../../lib/paths.js';
import { UserIcon } from './icons.js';

/** The current path with its query, used as the redirect target after sign-in. */
export function useCurrentPath(): string {
  const [location] = useLocation();
  const search = useSearch();
  return search === '' ? location : `${location}?${search}`;
}

/** The connect button: the customer's first name (to the profile) or a connect label to login. */
export function AccountButton(): ReactElement {
  const { t } = useTranslation('common');
  const { customer } = useSnapshot(session);
  const currentPath = useCurrentPath();
  const signedIn = customer !== null;
  const href = signedIn ? paths.profile() : paths.login(currentPath);
  return (
    <Button
      component={Link}
      href={href}
      variant={signedIn ? 'light' : 'filled'}
      leftSection={<UserIcon size={16} />}
      size="sm"
      px={{ base: 10, sm: 'md' }}
      maw={{ base: 190, sm: 240 }}
      miw={0}
      style={{ flexShrink: 1 }}
      aria-label={signedIn ? t('account.myAccountOf', { name: customer.firstName }) : t('account.connect')}
      data-testid="account-button"
      // Signed out, a small phone shows the icon alone (the aria-label keeps the name): "Se connecter"
      // or "Iniciar sesión" did not fit beside the logo, back and cart buttons at 320-360 px.
      className={signedIn ? undefined : 'shop-account-connect'}
      styles={{ inner: { minWidth: 0 }, label: { overflow: 'hidden', minWidth: 0 } }}
    >
      {/* The text sits in a box of its own: an ellipsis is drawn by a block, never by the label's
          flex box, and without one "Manon" read "Mano" at 320 px, as if it were another name. */}
      <span style={{ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {signedIn ? customer.firstName : t('account.connect')}
      </span>
    </Button>
  );
}
