import type { ReactElement } from 'react';
import { Alert, Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { AuthCard } from './auth-card.js';
import { authPaths } from './auth-paths.js';

/** Explains a mailed link that cannot be used, with the ways forward. */
export function ActionTokenErrorScreen({ code }: { code: string }): ReactElement {
  const { t } = useTranslation('auth');
  const expired = code === 'ACTION_TOKEN_EXPIRED';
  return (
    <AuthCard title={t('actionTokenError.title')}>
      <Alert color="red" role="alert" data-testid="action-token-error">
        {expired ? t('actionTokenError.expired') : t('actionTokenError.missing')}
      </Alert>
      <Group>
        <Button component={Link} href={authPaths.passwordForgotten(expired)}>
          {t('actionTokenError.newLink')}
        </Button>
        <Button component={Link} href={authPaths.login()} variant="light">
          {t('backToLogin')}
        </Button>
      </Group>
    </AuthCard>
  );
}

/** /user/action-token-error?code=… */
export default function ActionTokenErrorPage(): ReactElement {
  const code = new URLSearchParams(useSearch()).get('code') ?? 'ACTION_TOKEN_MISSING';
  return <ActionTokenErrorScreen code={code} />;
}
