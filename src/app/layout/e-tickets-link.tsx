import type { ReactElement } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link } from 'wouter';
import { session } from '../../lib/session.js';
import { paths, protectedPath, signedInState } from '../../lib/paths.js';

/** The desktop top bar's link to My purchases (the phone has it in the menu); signed out it goes through login. */
export function ETicketsLink(): ReactElement {
  const { t } = useTranslation('common');
  const { status, customer } = useSnapshot(session);
  return (
    <>
      {/* Only for customers of a professional population; nobody else learns the page exists. From
          the phone layout up to a wide screen the bar has no room for it (Russian clipped it at
          768 px): the phone menu and the profile page carry it there. */}
      {customer?.isProfessional ? (
        <Button component={Link} href={paths.professionalOffers()} variant="subtle" size="sm" visibleFrom="lg" data-testid="top-bar-professional">
          {t('menu.professional')}
        </Button>
      ) : null}
      <Button component={Link} href={protectedPath(paths.orders(), signedInState(status))} variant="subtle" size="sm" visibleFrom="sm" data-testid="top-bar-orders">
        {t('menu.eTickets')}
      </Button>
    </>
  );
}
