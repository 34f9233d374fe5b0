import { useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { toApiError } from '../../lib/api-error.js';
import { checkoutErrorText } from './error-text.js';
import { WRAPPING_LABEL } from '../../lib/wrapping-button.js';
import { abandonPayment } from './api.js';

/** The notice's element id: a Pay refused because an attempt is under way takes the focus there. */
export const IN_PROGRESS_NOTICE_ID = 'checkout-in-progress';

interface PaymentInProgressProps {
  orderId: number;
  /** Called once the attempt is left: the order can be paid again. */
  onAbandoned: () => void;
}

/**
 * An order whose payment was started and not finished: the fan came back from the provider's page
 * (the browser's Back, a closed tab), or Pay's answer was lost on the way back. Without a way to
 * leave that attempt the order stayed locked until the provider gave up on it, while its hold ran
 * out.
 */
export function PaymentInProgress({ orderId, onAbandoned }: PaymentInProgressProps): ReactElement {
  const { t } = useTranslation(['checkout', 'errors']);
  const [, navigate] = useLocation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const leave = async () => {
    setBusy(true);
    setError(null);
    try {
      const { result } = await abandonPayment(orderId);
      // Paid just before leaving: the result page follows the provider's answer.
      if (result === 'completed') navigate(`/validation?orderId=${orderId}`);
      else onAbandoned();
    } catch (caught) {
      setError((await toApiError(caught)).code);
      setBusy(false);
    }
  };

  return (
    <Alert color="orange" role="alert" title={t('checkout:inProgress.title')} id={IN_PROGRESS_NOTICE_ID} tabIndex={-1} data-testid="checkout-in-progress">
      <Stack gap="xs">
        <Text>{t('checkout:inProgress.text')}</Text>
        {error ? <Text c="red" role="status" data-testid="checkout-abandon-error">{checkoutErrorText(t, error)}</Text> : null}
        {/* A long label wraps on a phone instead of running past the alert's edge. */}
        <Button onClick={() => void leave()} loading={busy} variant="light" {...WRAPPING_LABEL} data-testid="checkout-abandon">
          {t('checkout:inProgress.abandon')}
        </Button>
      </Stack>
    </Alert>
  );
}
