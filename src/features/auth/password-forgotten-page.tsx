import { useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { checkEmail, normalizeEmail } from '../../domain/validation/index.js';
import { requestPasswordReset } from './api.js';
import { AuthCard } from './auth-card.js';
import { authPaths } from './auth-paths.js';
import { codeMessage } from './messages.js';
import { focusFirstInvalidField } from '../../lib/focus-first-invalid.js';
import { callFailure } from '../../lib/api-error.js';

/** Asks for a reset link; `?expiredToken=true` explains that the previous link expired. */
export default function PasswordForgottenPage(): ReactElement {
  const { t, i18n } = useTranslation(['auth', 'account', 'errors']);
  const expired = new URLSearchParams(useSearch()).get('expiredToken') === 'true';
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: '' },
    validate: {
      email: (value) => {
        const code = checkEmail(value);
        return code ? codeMessage(t, code) : null;
      },
    },
  });
  const submit = form.onSubmit(async ({ email }) => {
    setError(null);
    try {
      await requestPasswordReset(normalizeEmail(email), i18n.language);
      navigate(authPaths.resetPasswordSent(normalizeEmail(email)));
    } catch (caught) {
      const failure = callFailure(caught);
      setError(codeMessage(t, failure.code, failure.details));
    }
  }, focusFirstInvalidField);

  return (
    <AuthCard title={t('auth:passwordForgotten.title')}>
      {expired ? (
        <Alert color="orange" role="alert" data-testid="expired-token">
          {t('auth:passwordForgotten.expired')}
        </Alert>
      ) : null}
      <Text>{t('auth:passwordForgotten.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          <TextInput label={t('account:fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <Button type="submit" loading={form.submitting} fullWidth>
            {t('auth:passwordForgotten.submit')}
          </Button>
          <Anchor component={Link} href={authPaths.login()} size="sm" ta="center">
            {t('auth:backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
