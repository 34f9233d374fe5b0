import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ReactElement } from 'react';
import { Alert, Badge, Button, Divider, Group, Loader, Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { titleCaseName, upperCaseLastName } from '../../domain/validation/index.js';
import { useDocumentHead } from '../../lib/document-head.js';
import { paths } from '../../lib/paths.js';
import { session, setSessionCustomer } from '../../lib/session.js';
import { fetchCustomer, logout } from './api.js';
import type { CustomerProfile } from './api.js';
import { ChangePasswordForm } from './change-password-form.js';
import { GeneralInfoTab } from './general-info-tab.js';
import { PrivacySection } from './privacy-section.js';
import { codeMessage } from './messages.js';
import { callFailure } from '../../lib/api-error.js';

const TABS = ['infos', 'security'] as const;
type Tab = (typeof TABS)[number];

/** /profile?tab=infos|security — general information, then security and privacy. */
export default function ProfilePage(): ReactElement {
  const { t } = useTranslation(['account', 'errors']);
  const who = useSnapshot(session);
  useDocumentHead(t('account:profile.title'));
  const [, navigate] = useLocation();
  const tabParam = new URLSearchParams(useSearch()).get('tab');
  const tab: Tab = TABS.find((candidate) => candidate === tabParam) ?? 'infos';
  const [state, setState] = useState<{ status: 'loading' } | { status: 'ready'; profile: CustomerProfile } | { status: 'failed'; code: string }>({ status: 'loading' });

  useEffect(() => {
    let live = true;
    fetchCustomer().then(
      ({ customer }) => {
        if (!live) return;
        if (customer === null) navigate(`/login?redirectUrl=${encodeURIComponent('/profile')}`, { replace: true });
        else setState({ status: 'ready', profile: customer });
      },
      (caught: unknown) => live && setState({ status: 'failed', code: callFailure(caught).code }),
    );
    return () => {
      live = false;
    };
  }, [navigate]);

  if (state.status === 'loading') return <Loader aria-label={t('account:profile.loading')} />;
  if (state.status === 'failed') return <Alert color="red" role="alert">{codeMessage(t, state.code)}</Alert>;
  const { profile } = state;
  const saved = (next: CustomerProfile) => {
    setState({ status: 'ready', profile: next });
    setSessionCustomer({ id: next.id, firstName: next.firstName, lastName: next.lastName, email: next.email, isEarlyBird: next.isEarlyBird });
  };
  const signOut = async () => {
    await logout();
    setSessionCustomer(null);
    navigate('/', { replace: true });
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1} data-testid="profile-name">
            {titleCaseName(profile.firstName)} {upperCaseLastName(profile.lastName)}
          </Title>
          <Group gap="xs">
            <Text c="dimmed">{profile.email}</Text>
            {profile.isEarlyBird ? <Badge color="yellow" data-testid="early-bird">{t('account:profile.earlyBird')}</Badge> : null}
          </Group>
        </Stack>
        <Group gap="xs">
          <Button component={Link} href={paths.orders()} variant="light" data-testid="profile-orders-link">
            {t('common:menu.eTickets')}
          </Button>
          <Button component={Link} href={paths.resale()} variant="light" data-testid="profile-resale-link">
            {t('common:menu.resale')}
          </Button>
          {who.customer?.isProfessional ? (
            <Button component={Link} href={paths.professionalOffers()} variant="light" data-testid="profile-professional-link">
              {t('common:menu.professional')}
            </Button>
          ) : null}
          <Button variant="default" onClick={() => void signOut()}>
            {t('account:profile.logout')}
          </Button>
        </Group>
      </Group>
      <Tabs value={tab} onChange={(value) => navigate(`/profile?tab=${value ?? 'infos'}`, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="infos">{t('account:profile.tabs.infos')}</Tabs.Tab>
          <Tabs.Tab value="security">{t('account:profile.tabs.security')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="infos" pt="md">
          <GeneralInfoTab profile={profile} onSaved={saved} />
        </Tabs.Panel>
        <Tabs.Panel value="security" pt="md">
          <Stack gap="xl">
            <ChangePasswordForm customerId={profile.id} />
            <Divider />
            <PrivacySection profile={profile} onSaved={saved} />
          </Stack>
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
