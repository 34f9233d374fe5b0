import { useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { checkEmail, fieldCodesFromDetails, normalizeEmail, safeRedirectPath } from '../../domain/validation/index.js';
import { setSessionCustomer } from '../../lib/session.js';
import { authenticate } from './api.js';
import { AuthCard } from './auth-card.js';
import { authPaths } from './auth-paths.js';
import { codeMessage, translateFieldCodes } from './messages.js';
import { PasswordField } from '../../lib/password-field.js';
import { focusFirstInvalidField } from '../../lib/focus-first-invalid.js';
import { callFailure } from '../../lib/api-error.js';

/** Sign in; `?email=` prefills the address and `?redirectUrl=` is where the customer goes back to. */
export default function LoginPage(): ReactElement {
  const { t, i18n } = useTranslation(['auth', 'account', 'errors']);
  const query = new URLSearchParams(useSearch());
  const redirectUrl = safeRedirectPath(query.get('redirectUrl'));
  const [, navigate] = useLocation();
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { email: query.get('email') ?? '', password: '' },
    validate: {
      email: (value) => {
        const code = checkEmail(value);
        return code ? codeMessage(t, code) : null;
      },
      password: (value) => (value === '' ? codeMessage(t, 'PASSWORD_REQUIRED') : null),
    },
  });

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const { customer } = await authenticate(normalizeEmail(values.email), values.password, i18n.language);
      setSessionCustomer(customer);
      navigate(redirectUrl, { replace: true });
    } catch (caught) {
      const failure = callFailure(caught);
      if (failure.code === 'EMAIL_NOT_VERIFIED') navigate(authPaths.verifyEmailSent(normalizeEmail(values.email)));
      else if (failure.code === 'VALIDATION_FAILED') form.setErrors(translateFieldCodes(t, fieldCodesFromDetails(failure.details)));
      else setError(codeMessage(t, failure.code, failure.details));
    }
  }, focusFirstInvalidField);

  return (
    <AuthCard title={t('auth:login.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {error ? (
            <Alert color="red" role="alert" data-testid="login-error">
              {error}
            </Alert>
          ) : null}
          <TextInput label={t('account:fields.email')} type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <PasswordField label={t('account:fields.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
          <Group justify="space-between">
            <Anchor component={Link} href={authPaths.passwordForgotten()} size="sm">
              {t('auth:login.forgotten')}
            </Anchor>
          </Group>
          <Button type="submit" loading={form.submitting} fullWidth>
            {t('auth:login.submit')}
          </Button>
          <Text size="sm" ta="center">
            {t('auth:login.noAccount')}{' '}
            <Anchor component={Link} href={authPaths.signUp({ email: form.values.email.trim(), redirectUrl })}>
              {t('auth:login.signUpLink')}
            </Anchor>
          </Text>
        </Stack>
      </form>
    </AuthCard>
  );
}
