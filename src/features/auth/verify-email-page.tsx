import { useEffect, useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Button, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { safeRedirectPath } from '../../domain/validation/form-support.js';
import type { RouteScreenProps } from '../../app/routes.js';
import { executeActionToken } from './api.js';
import { AuthCard } from './auth-card.js';
import { authPaths } from './auth-paths.js';
import { ActionTokenErrorScreen } from './action-token-error-page.js';

type Outcome = { status: 'pending' } | { status: 'done'; email: string } | { status: 'failed'; code: string };

// A token works once: remember the call so a re-mounted screen (React StrictMode, back/forward)
// reads the same outcome instead of spending the token twice.
const runs = new Map<string, Promise<{ email: string }>>();

/** /user/verify-email/:token — the link of the verification mail. */
export default function VerifyEmailPage({ params }: RouteScreenProps): ReactElement {
  const { t } = useTranslation('auth');
  const token = params.token ?? '';
  // Set by the sign-up screen: where the fan was before signing up.
  const redirectUrl = safeRedirectPath(new URLSearchParams(useSearch()).get('redirectUrl'));
  const [outcome, setOutcome] = useState<Outcome>({ status: 'pending' });
  useEffect(() => {
    let run = runs.get(token);
    if (!run) {
      run = executeActionToken(token);
      runs.set(token, run);
    }
    let live = true;
    run.then(
      ({ email }) => live && setOutcome({ status: 'done', email }),
      (caught: { code?: string }) => live && setOutcome({ status: 'failed', code: caught.code ?? 'UNKNOWN' }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  if (outcome.status === 'failed') return <ActionTokenErrorScreen code={outcome.code} />;
  return (
    <AuthCard title={t('verifyEmail.title')}>
      {outcome.status === 'pending' ? (
        <Loader aria-label={t('verifyEmail.pending')} />
      ) : (
        <>
          <Alert color="green" role="status" data-testid="email-verified">
            {t('verifyEmail.done')}
          </Alert>
          <Button component={Link} href={authPaths.login({ email: outcome.email, redirectUrl })}>
            {t('verifyEmail.login')}
          </Button>
        </>
      )}
    </AuthCard>
  );
}
