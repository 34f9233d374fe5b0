import { useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import type { RouteScreenProps } from '../../app/routes.js';
import type { ActionKind } from './api.js';
import { resendActionMail } from './api.js';
import { AuthCard } from './auth-card.js';
import { authPaths } from './auth-paths.js';
import { codeMessage } from './messages.js';
import { holdDuration } from '../../domain/hold-duration.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { callFailure } from '../../lib/api-error.js';

/**
 * "We sent you an e-mail" with a resend button, for the verification mail (after sign-up or a
 * login on an unverified account) and the reset mail. `:param` is the e-mail address.
 */
export function EmailSentScreen({ kind, email }: { kind: ActionKind; email: string }): ReactElement {
  const { t, i18n } = useTranslation(['auth', 'errors']);
  const [state, setState] = useState<{ status: 'idle' | 'sending' | 'sent' } | { status: 'failed'; code: string; details?: unknown }>({ status: 'idle' });
  const key = kind === 'verify_email' ? 'verifyEmailSent' : 'resetPasswordSent';
  // The link's lifetime is the club's setting: a fan who opens the mail tomorrow knows to ask again.
  const config = useSiteConfig();
  const lifetime = holdDuration(60 * (kind === 'verify_email' ? config.emailVerificationTokenMinutes : config.passwordResetTokenMinutes));
  const resend = async () => {
    setState({ status: 'sending' });
    try {
      await resendActionMail(email, kind, i18n.language);
      setState({ status: 'sent' });
    } catch (caught) {
      const failure = callFailure(caught);
      setState({ status: 'failed', code: failure.code, details: failure.details });
    }
  };
  return (
    <AuthCard title={t(`auth:${key}.title`)}>
      {/* An address has no space to wrap at: it breaks anywhere rather than run out of the card. */}
      <Text data-testid="email-sent" style={{ overflowWrap: 'anywhere' }}>
        {t(`auth:${key}.text`, { email })}
      </Text>
      <Text data-testid="email-sent-lifetime">
        {t(lifetime.unit === 'hours' ? 'auth:emailSent.validHours' : 'auth:emailSent.validMinutes', { count: lifetime.count })}
      </Text>
      <Text size="sm" c="dimmed">
        {t('auth:emailSent.spam')}
      </Text>
      <Stack gap="sm">
        {state.status === 'sent' ? <Alert color="green" role="status">{t('auth:emailSent.resent')}</Alert> : null}
        {state.status === 'failed' ? <Alert color="red" role="alert">{codeMessage(t, state.code, state.details)}</Alert> : null}
        <Button variant="light" onClick={() => void resend()} loading={state.status === 'sending'}>
          {t('auth:emailSent.resend')}
        </Button>
        <Anchor component={Link} href={authPaths.login({ email })} size="sm" ta="center">
          {t('auth:backToLogin')}
        </Anchor>
      </Stack>
    </AuthCard>
  );
}

/** The e-mail of the path (wouter hands path parameters over still percent-encoded). */
function emailParam(params: RouteScreenProps['params']): string {
  const raw = params.param ?? '';
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** /user/verify-email-send-email/:param */
export function VerifyEmailSentPage({ params }: RouteScreenProps): ReactElement {
  return <EmailSentScreen kind="verify_email" email={emailParam(params)} />;
}

/** /user/reset-password-send-email/:param */
export function ResetPasswordSentPage({ params }: RouteScreenProps): ReactElement {
  return <EmailSentScreen kind="reset_password" email={emailParam(params)} />;
}
