import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearch } from 'wouter';
import { useDocumentHead } from '../../lib/document-head.js';
import { useFormatters } from '../../lib/format.js';
import { useResource } from '../../lib/use-resource.js';
import { paths } from '../../lib/paths.js';
import { fetchOrderStatus } from './api.js';
import { validationErrorText } from './error-text.js';
import type { OrderPaymentStatus } from './api.js';
import { ENDED_OUTCOMES, OUTCOME_VIEW, refundNoteKey } from './outcome-actions.js';
import { forgetEndedOrder } from '../booking/state.js';
import { format } from 'date-fns';
import { paymentProgress } from '../../domain/invoice.js';
import type { InstallmentLine } from '../../domain/invoice.js';
import { dateLocale } from '../../lib/date-locale.js';
import type { OutcomeAction } from './outcome-actions.js';
import { WRAPPING_LABEL } from '../../lib/wrapping-button.js';

/** While the bank is processing, the page asks again on its own at this pace. */
const PENDING_POLL_MS = 15_000;

// Their labels wrap: on a 320 px phone the Russian "Мои электронные билеты" lost its last letter.
function ActionButton({ action, status, onRefresh }: { action: OutcomeAction; status: OrderPaymentStatus; onRefresh: () => void }): ReactElement {
  const { t } = useTranslation('validation');
  const label = t(`actions.${action}`);
  switch (action) {
    case 'refresh':
      return <Button onClick={onRefresh} {...WRAPPING_LABEL} data-testid="validation-refresh">{label}</Button>;
    case 'retry':
      return <Button component={Link} href={`/checkout?orderId=${status.orderId}`} {...WRAPPING_LABEL} data-testid="validation-retry">{label}</Button>;
    case 'summary':
      return <Button component={Link} href={paths.summary(status.orderId)} {...WRAPPING_LABEL} data-testid="validation-summary">{label}</Button>;
    case 'orders':
      return <Button component={Link} href={paths.orders()} {...WRAPPING_LABEL} data-testid="validation-orders">{label}</Button>;
    case 'newOrder':
      return <Button component={Link} href={paths.home()} variant="light" {...WRAPPING_LABEL} data-testid="validation-new-order">{label}</Button>;
    case 'home':
      return <Button component={Link} href={paths.home()} {...WRAPPING_LABEL} variant="subtle">{label}</Button>;
  }
}

/** /validation?orderId: the payment result with its next action. */
export default function ValidationPage(): ReactElement {
  const { t } = useTranslation(['validation', 'errors']);
  useDocumentHead(t('validation:title'));
  const orderId = Number(new URLSearchParams(useSearch()).get('orderId'));
  const valid = Number.isSafeInteger(orderId) && orderId > 0;
  const resource = useResource(() => fetchOrderStatus(orderId), `validation-${orderId}`);
  const pending = resource.status === 'ready' && resource.data.outcome === 'pending';
  const { reload } = resource;

  const ended = resource.status === 'ready' && ENDED_OUTCOMES.has(resource.data.outcome);
  useEffect(() => {
    if (ended) forgetEndedOrder(orderId);
  }, [ended, orderId]);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(reload, PENDING_POLL_MS);
    return () => clearTimeout(timer);
  }, [pending, reload]);

  if (!valid) return <Alert color="red" role="alert">{t('validation:missingOrder')}</Alert>;
  if (resource.status === 'loading') return <Loader aria-label={t('validation:loading')} />;
  if (resource.status === 'failed') {
    return (
      <Alert color="red" role="alert" title={t('validation:loadFailed')}>
        <Stack gap="xs">
          <Text>{validationErrorText(t, resource.error.code)}</Text>
          <Button variant="light" onClick={reload}>{t('validation:actions.refresh')}</Button>
        </Stack>
      </Alert>
    );
  }
  const status = resource.data;
  const view = OUTCOME_VIEW[status.outcome];
  return (
    <Paper withBorder p="xl" maw={640} mx="auto" w="100%" data-testid="validation-result" data-outcome={status.outcome}>
      <Stack gap="md">
        <Title order={1}>{t(`validation:outcomes.${status.outcome}.title`)}</Title>
        <Alert color={view.color} role="status">{t(`validation:outcomes.${status.outcome}.message`, { orderId: status.orderId })}</Alert>
        {status.outcome === 'success' && <PaidAmounts status={status} />}
        {status.refundRequired && <Alert color="orange" data-testid="refund-note">{t(refundNoteKey(status.outcome))}</Alert>}
        <Group>
          {view.actions.map((action) => (
            <ActionButton key={action} action={action} status={status} onRefresh={reload} />
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

/** The amount paid; for an instalment plan, what was charged today, what remains and the next due date. */
function PaidAmounts({ status }: { status: OrderPaymentStatus }): ReactElement {
  const { t } = useTranslation('validation');
  const { price, language } = useFormatters();
  const progress = paymentProgress(status.totalAmount, status.installments as InstallmentLine[]);
  if (status.installments.length <= 1) return <Text>{t('paid', { amount: price(status.totalAmount), count: status.numberOfInstallments })}</Text>;
  // Due dates are calendar days: read at noon so no time zone moves them.
  const day = (iso: string) => format(new Date(`${iso.slice(0, 10)}T12:00:00`), 'PP', { locale: dateLocale(language) });
  return (
    <Stack gap={4} data-testid="validation-charged">
      <Text fw={600}>{t('chargedToday', { amount: price(progress.paid), total: price(progress.total) })}</Text>
      {progress.next && <Text>{t('stillDue', { due: price(progress.due), amount: price(progress.next.amount), date: day(progress.next.dueDate) })}</Text>}
    </Stack>
  );
}
