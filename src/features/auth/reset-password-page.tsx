import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { RouteScreenProps } from '../../app/routes.js';
import { fieldCodesFromDetails } from '../../domain/validation/index.js';
import { PasswordPairFields, passwordPairRules } from '../account/password-pair-fields.js';
import { checkActionToken, executeActionToken } from './api.js';
import { AuthCard } from './auth-card.js';
import { authPaths } from './auth-paths.js';
import { codeMessage, translateFieldCodes } from './messages.js';
import { focusFirstInvalidField } from '../../lib/focus-first-invalid.js';
import { callFailure } from '../../lib/api-error.js';

/** /user/reset-password/:token — the link of the reset mail: choose a new password. */
export default function ResetPasswordPage({ params }: RouteScreenProps): ReactElement {
  const { t } = useTranslation(['auth', 'account', 'errors']);
  const token = params.token ?? '';
  const [, navigate] = useLocation();
  const [done, setDone] = useState<{ email: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '', confirmPassword: '' },
    validate: {
      ...passwordPairRules(t),
    },
  });
  // A used or expired link says so at once, not after the fan chose a new password.
  useEffect(() => {
    checkActionToken(token).catch((caught: unknown) => {
      const code = (caught as { code?: string }).code;
      if (code === 'ACTION_TOKEN_EXPIRED') navigate(authPaths.passwordForgotten(true));
      else if (code === 'ACTION_TOKEN_MISSING') navigate(authPaths.actionTokenError(code));
    });
  }, [token, navigate]);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const result = await executeActionToken(token, values);
      setDone({ email: result.email });
    } catch (caught) {
      const failure = callFailure(caught);
      if (failure.code === 'ACTION_TOKEN_EXPIRED') navigate(authPaths.passwordForgotten(true));
      else if (failure.code === 'ACTION_TOKEN_MISSING') navigate(authPaths.actionTokenError(failure.code));
      else if (failure.code === 'VALIDATION_FAILED') form.setErrors(translateFieldCodes(t, fieldCodesFromDetails(failure.details)));
      else setError(codeMessage(t, failure.code, failure.details));
    }
  }, focusFirstInvalidField);

  if (done) {
    return (
      <AuthCard title={t('auth:resetPassword.title')}>
        <Alert color="green" role="status" data-testid="password-reset-done">
          {t('auth:resetPassword.done')}
        </Alert>
        <Button component={Link} href={authPaths.login({ email: done.email })}>
          {t('auth:verifyEmail.login')}
        </Button>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth:resetPassword.title')}>
      <Text>{t('auth:resetPassword.intro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          <PasswordPairFields form={form} passwordLabel="newPassword" />
          <Button type="submit" loading={form.submitting} fullWidth>
            {t('auth:resetPassword.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
