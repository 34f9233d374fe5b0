import { useCallback, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { isAddressComplete } from '../../domain/validation/address.js';
import { useDocumentHead } from '../../lib/document-head.js';
import { useResource } from '../../lib/use-resource.js';
import { usePageReturn } from '../../lib/use-page-return.js';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.js';
import { paths } from '../../lib/paths.js';
import { fetchProfileAddress } from './api.js';
import type { OrderFilters } from './api.js';
import { OrderCard } from './order-card.js';
import { OrderFiltersBar } from './order-filters.js';
import { PaymentsInProgress } from './payments-in-progress.js';
import { useOrderPages } from './use-order-pages.js';

const NO_FILTER: OrderFilters = { when: 'all', status: 'all', search: '' };
const isFiltered = (f: OrderFilters) => f.when !== 'all' || f.status !== 'all' || f.search.trim() !== '';

/** /orders (My purchases): orders page by page with filters, e-tickets, holders and invoices. */
export default function OrdersPage(): ReactElement {
  const { t } = useTranslation(['orders', 'errors']);
  useDocumentHead(t('orders:title'));
  const [filters, setFilters] = useState<OrderFilters>(NO_FILTER);
  const pages = useOrderPages(filters);
  usePageReturn(pages.refresh);
  const profile = useResource(async () => {
    const { customer } = await fetchProfileAddress();
    return customer !== null && isAddressComplete(customer);
  }, 'orders-profile');
  const list = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const changeFilters = useCallback((next: OrderFilters) => {
    focusAfterRender(null);
    setFilters(next);
  }, [focusAfterRender]);
  const loadMore = () => {
    // "Load more" is disabled while it loads and gone after the last page: the focus goes to the
    // first order it brought, where the fan reads on, instead of the top of the page.
    const first = pages.orders.length;
    focusAfterRender(() => list.current?.querySelectorAll<HTMLElement>('[data-order-heading]')[first]);
    pages.loadMore();
  };

  const shownOfTotal = t('orders:shownOfTotal', { shown: pages.orders.length, count: Math.max(pages.totalCount, pages.orders.length) });

  if (pages.status === 'failed' && pages.error?.code === 'UNAUTHENTICATED') {
    window.location.assign(paths.login(paths.orders()));
    return <Loader />;
  }
  return (
    <Stack gap="lg" ref={list}>
      <Title order={1}>{t('orders:title')}</Title>
      <PaymentsInProgress />
      <OrderFiltersBar value={filters} onChange={changeFilters} />
      {pages.status === 'loading' && <Loader aria-label={t('orders:loading')} />}
      {pages.status === 'failed' && (
        <Alert color="red" role="alert" title={t('orders:loadFailed')}>
          <Button variant="light" onClick={pages.reload}>{t('orders:retry')}</Button>
        </Alert>
      )}
      {pages.status === 'ready' && pages.orders.length === 0 && (
        isFiltered(filters) ? <Text data-testid="orders-none-match">{t('orders:filters.noMatch')}</Text> : (
          <Stack gap="sm" align="flex-start">
            <Text>{t('orders:empty')}</Text>
            <Button component={Link} href={paths.home()}>{t('orders:browse')}</Button>
          </Stack>
        )
      )}
      {pages.status === 'ready' && pages.orders.length > 0 && (
        <Text size="sm" c="dimmed" role="status" data-testid="orders-count">{shownOfTotal}</Text>
      )}
      {pages.status === 'ready' && pages.orders.map((order) => (
        <OrderCard key={order.orderId} order={order} profileComplete={profile.status === 'ready' ? profile.data : null} onHolderSaved={pages.updateTicket} onStale={pages.refresh} />
      ))}
      {pages.status === 'ready' && pages.hasMore && (
        // Said again beside "Load more", where the fan's eyes are after each page (read out once, above).
        <Text size="sm" c="dimmed" ta="center" aria-hidden="true" data-testid="orders-count-more">{shownOfTotal}</Text>
      )}
      {pages.status === 'ready' && pages.hasMore && (
        <Button variant="default" onClick={loadMore} loading={pages.loadingMore} w="fit-content" mx="auto" data-testid="orders-load-more">
          {t('orders:loadMore')}
        </Button>
      )}
      {pages.status === 'ready' && pages.error && pages.orders.length > 0 && (
        <Alert color="red" role="alert">{t('orders:loadFailed')}</Alert>
      )}
    </Stack>
  );
}
