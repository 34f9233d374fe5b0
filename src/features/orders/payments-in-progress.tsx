import type { ReactElement } from 'react';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { useResource } from '../../lib/use-resource.js';
import { fetchOrdersBeingPaid } from './api.js';

/**
 * Orders whose payment was started and never ended (a tab closed on the provider's page): they are
 * neither in the cart nor bought yet, so My purchases says where they stand and leads to their
 * checkout, which offers to stop that payment and pay again.
 */
export function PaymentsInProgress(): ReactElement | null {
  const { t } = useTranslation('orders');
  const orders = useResource(fetchOrdersBeingPaid, 'orders-being-paid');
  if (orders.status !== 'ready' || orders.data.length === 0) return null;
  return (
    <Stack gap="xs">
      {orders.data.map((orderId) => (
        <Alert key={orderId} color="orange" title={t('paymentInProgress.title', { orderId })} data-testid={`payment-in-progress-${orderId}`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('paymentInProgress.text')}</Text>
            <Button component={Link} href={`/checkout?orderId=${orderId}`} variant="light" size="sm">{t('paymentInProgress.open')}</Button>
          </Stack>
        </Alert>
      ))}
    </Stack>
  );
}
