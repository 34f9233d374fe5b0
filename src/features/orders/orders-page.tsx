import type { ReactElement } from 'react';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isAddressComplete } from '../../domain/validation/address.js';
import { useDocumentHead } from '../../lib/document-head.js';
import { useResource } from '../../lib/use-resource.js';
import { paths } from '../../lib/paths.js';
import { fetchPurchasedOrders, fetchProfileAddress } from './api.js';
import { OrderCard } from './order-card.js';

/** /orders (My purchases): confirmed orders with e-tickets and invoices. */
export default function OrdersPage(): ReactElement {
  const { t } = useTranslation(['orders', 'errors']);
  useDocumentHead(t('orders:title'));
  const resource = useResource(async () => {
    const [{ orders }, { customer }] = await Promise.all([fetchPurchasedOrders(), fetchProfileAddress()]);
    return { orders, profileComplete: customer !== null && isAddressComplete(customer) };
  }, 'orders');

  if (resource.status === 'loading') return <Loader aria-label={t('orders:loading')} />;
  if (resource.status === 'failed') {
    if (resource.error.code === 'UNAUTHENTICATED') {
      window.location.assign(paths.login(paths.orders()));
      return <Loader />;
    }
    return (
      <Alert color="red" role="alert" title={t('orders:loadFailed')}>
        <Button variant="light" onClick={resource.reload}>{t('orders:retry')}</Button>
      </Alert>
    );
  }
  const { orders, profileComplete } = resource.data;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('orders:title')}</Title>
      {orders.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text>{t('orders:empty')}</Text>
          <Button component={Link} href={paths.home()}>{t('orders:browse')}</Button>
        </Stack>
      ) : (
        orders.map((order) => <OrderCard key={order.orderId} order={order} profileComplete={profileComplete} />)
      )}
    </Stack>
  );
}
