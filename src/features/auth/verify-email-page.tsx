import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { safeRedirectPath } from '../../domain/validation/form-support.js';
import { fieldCodesFromDetails } from '../../domain/validation/index.js';
import type { RouteScreenProps } from '../../app/routes.js';
import { setSessionCustomer } from '../../lib/session.js';
import { WRAPPING_LABEL } from '../../lib/wrapping-button.js';
import { checkActionToken, executeActionToken } from './api.js';
import { AuthCard } from './auth-card.js';
import { authPaths } from './auth-paths.js';
import { ActionTokenErrorScreen } from './action-token-error-page.js';
import { codeMessage, translateFieldCodes } from './messages.js';
import { isDeadLinkCode } from './dead-link.js';
import { PasswordField } from '../../lib/password-field.js';
import { focusFirstInvalidField } from '../../lib/focus-first-invalid.js';
import { noticeOnArrival } from '../../lib/arrival-notice.js';
import { callFailure } from '../../lib/api-error.js';

/**
 * /user/verify-email/:token — the link of the verification mail. The link proves the mailbox;
 * the password chosen at sign-up proves that the one who signed up owns it (someone else may have
 * signed up with this address), so the account is activated, and the fan signed in, with both.
 */
export default function VerifyEmailPage({ params }: RouteScreenProps): ReactElement {
  const { t } = useTranslation(['auth', 'account', 'errors']);
  const token = params.token ?? '';
  const [, navigate] = useLocation();
  // Set by the sign-up screen: where the fan was before signing up.
  const redirectUrl = safeRedirectPath(new URLSearchParams(useSearch()).get('redirectUrl'));
  const [failedCode, setFailedCode] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: { password: '' },
    validate: { password: (value) => (value === '' ? codeMessage(t, 'PASSWORD_REQUIRED') : null) },
  });
  // A used or expired link says so at once, not after the fan typed the password.
  useEffect(() => {
    checkActionToken(token).catch((caught: unknown) => {
      const { code = 'UNKNOWN', details } = caught as { code?: string; details?: unknown };
      if (isDeadLinkCode(code)) setFailedCode(code);
      // No answer: the link is checked again when the password is sent.
      else if (code !== 'UNKNOWN') setError(codeMessage(t, code, details));
    });
  }, [token, t]);

  const submit = form.onSubmit(async (values) => {
    setError(null);
    try {
      const { customer } = await executeActionToken(token, values);
      if (customer) setSessionCustomer(customer);
      noticeOnArrival('auth:verifyEmail.done', redirectUrl);
      navigate(redirectUrl, { replace: true });
    } catch (caught) {
      const failure = callFailure(caught);
      const fields = fieldCodesFromDetails(failure.details);
      if (Object.keys(fields).length > 0) form.setErrors(translateFieldCodes(t, fields));
      else if (isDeadLinkCode(failure.code)) setFailedCode(failure.code);
      else setError(codeMessage(t, failure.code, failure.details));
    }
  }, focusFirstInvalidField);

  if (failedCode) return <ActionTokenErrorScreen code={failedCode} />;
  return (
    <AuthCard title={t('auth:verifyEmail.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text>{t('auth:verifyEmail.intro')}</Text>
          {error ? <Alert color="red" role="alert">{error}</Alert> : null}
          <PasswordField label={t('account:fields.password')} autoComplete="current-password" required {...form.getInputProps('password')} />
          <Button type="submit" loading={form.submitting} {...WRAPPING_LABEL} data-testid="verify-email-submit">
            {t('auth:verifyEmail.submit')}
          </Button>
          <Anchor component={Link} href={authPaths.passwordForgotten()} size="sm" data-testid="verify-email-new-password">
            {t('auth:verifyEmail.notYou')}
          </Anchor>
        </Stack>
      </form>
    </AuthCard>
  );
}
