import type { ReactElement } from 'react';
import { Burger, Divider, Drawer, NavLink, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import { session } from '../../lib/session.js';
import { paths, protectedPath } from '../../lib/paths.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { LanguageButtons } from './language-menu.js';

/** Scrolls to the home page's subscriptions section once it is in the page. */
function scrollToSubscriptions(): void {
  document.getElementById('abonnements')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** The burger menu shown on small screens: account, e-tickets, subscriptions and languages. */
export function MobileMenu(): ReactElement {
  const { t } = useTranslation('common');
  const headerAsDiv = { component: 'div' } as Record<string, unknown>;
  const [opened, { toggle, close }] = useDisclosure(false);
  const { customer } = useSnapshot(session);
  const config = useSiteConfig();
  const [location, navigate] = useLocation();
  const signedIn = customer !== null;

  return (
    <>
      <Burger
        opened={opened}
        onClick={toggle}
        hiddenFrom="sm"
        size="sm"
        aria-label={opened ? t('menu.close') : t('menu.open')}
        aria-expanded={opened}
        aria-controls="mobile-menu"
        data-testid="mobile-menu-button"
      />
      {/* Mantine's close button is an unnamed icon: a screen reader said only "button". Its header is
          drawn as a div: as <header> screen readers listed it as a second page banner (see ShopModal). */}
      <Drawer.Root opened={opened} onClose={close} size="xs" id="mobile-menu" hiddenFrom="sm">
        <Drawer.Overlay />
        <Drawer.Content>
          <Drawer.Header {...headerAsDiv}>
            <Drawer.Title>{t('menu.title')}</Drawer.Title>
            <Drawer.CloseButton aria-label={t('menu.close')} />
          </Drawer.Header>
          <Drawer.Body>
            <Stack gap="xs" component="nav" aria-label={t('menu.title')}>
              <NavLink component={Link} href={protectedPath(paths.profile(), signedIn)} label={t('menu.myAccount')} onClick={close} />
              <NavLink component={Link} href={protectedPath(paths.orders(), signedIn)} label={t('menu.eTickets')} onClick={close} />
              <NavLink component={Link} href={protectedPath(paths.resale(), signedIn)} label={t('menu.resale')} onClick={close} />
              {customer?.isProfessional ? <NavLink component={Link} href={paths.professionalOffers()} label={t('menu.professional')} onClick={close} data-testid="menu-professional" /> : null}
              {config.subscriptionsLinkEnabled ? (
                <NavLink
                  href={paths.subscriptionsSection()}
                  label={t('menu.subscriptions')}
                  onClick={(event) => {
                    event.preventDefault();
                    close();
                    if (location === paths.home()) scrollToSubscriptions();
                    else navigate(paths.subscriptionsSection());
                  }}
                />
              ) : null}
              <Divider my="sm" />
              <Text size="sm" fw={600}>
                {t('language.label')}
              </Text>
              <LanguageButtons onChosen={close} />
            </Stack>
          </Drawer.Body>
        </Drawer.Content>
      </Drawer.Root>
    </>
  );
}
