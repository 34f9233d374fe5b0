import type { ReactElement } from 'react';
import { ActionIcon, Box, Button, Group, Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { useSiteConfig } from '../../lib/site-config.js';
import { paths } from '../../lib/paths.js';
import { AccountButton } from './account-button.js';
import { ETicketsLink } from './e-tickets-link.js';
import { ArrowLeftIcon } from './icons.js';
import { LazyCartPopover, LazyLanguageMenu, LazyMobileMenu } from './lazy-overlays.js';

/** The shop's header: logo, navigation, language, account and cart. */
export function TopBar(): ReactElement {
  const { t } = useTranslation('common');
  const config = useSiteConfig();
  const [location] = useLocation();
  const onHome = location === paths.home();

  return (
    <Box component="header" className="shop-topbar" data-testid="top-bar">
      <Group h="100%" px={{ base: 'xs', sm: 'md' }} gap="xs" wrap="nowrap" justify="space-between" maw={1280} mx="auto">
        <Group gap="xs" wrap="nowrap">
          <LazyMobileMenu />
          <Link href={paths.home()} className="shop-logo-link" aria-label={t('nav.homeOf', { club: config.clientLongName })}>
            <Image src={config.logoUrl} alt={config.clientLongName} className="shop-logo" fit="contain" />
          </Link>
        </Group>
        {/* This side gives way on a small phone: the account button's name shortens with an ellipsis. */}
        <Group gap="xs" wrap="nowrap" miw={0}>
          {onHome ? null : (
            <>
              <Button
                component={Link}
                href={paths.home()}
                variant="subtle"
                color="gray"
                leftSection={<ArrowLeftIcon size={18} />}
                visibleFrom="sm"
                data-testid="back-home"
              >
                {t('actions.backToHome')}
              </Button>
              <ActionIcon component={Link} href={paths.home()} variant="subtle" color="gray" size="lg" hiddenFrom="sm" aria-label={t('actions.backToHome')}>
                <ArrowLeftIcon />
              </ActionIcon>
            </>
          )}
          <ETicketsLink />
          <Box visibleFrom="sm">
            <LazyLanguageMenu />
          </Box>
          <AccountButton />
          <LazyCartPopover />
        </Group>
      </Group>
    </Box>
  );
}
