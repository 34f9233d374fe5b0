import type { ReactElement } from 'react';
import { Button, Card, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.js';

/** Asks a signed-out visitor to sign in, coming back to `redirectUrl` afterwards. */
export function LoginPrompt({ redirectUrl, message }: { redirectUrl: string; message?: string }): ReactElement {
  const { t } = useTranslation('booking');
  return (
    <Card withBorder padding="lg" data-testid="login-prompt">
      <Stack gap="sm" align="flex-start">
        <Text>{message ?? t('login.seatmap')}</Text>
        <Button component={Link} href={paths.login(redirectUrl)}>{t('login.action')}</Button>
      </Stack>
    </Card>
  );
}
