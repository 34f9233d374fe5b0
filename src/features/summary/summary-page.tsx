import { useCallback, useEffect, useRef, useState, type ReactElement } from 'react';
import { Alert, Button, Card, Checkbox, Group, Loader, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { snapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { bookAgainChoice, orderTotal } from '../../domain/cart/index.js';
import type { BookAgainChoice, Cart } from '../../domain/cart/index.js';
import { offeredPaymentOptions } from '../../domain/payment/options.js';
import type { OrderView } from '../../domain/ticket-groups.js';
import { useFormatters } from '../../lib/format.js';
import { paths } from '../../lib/paths.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { useResource } from '../../lib/use-resource.js';
import { fetchOnholdOrder, fetchOrderPromoCodes } from '../booking/api.js';
import { BookingStepper } from '../booking/booking-stepper.js';
import { bookingState, clearAll, refreshSummary } from '../booking/state.js';
import { BookAgainOffer } from './book-again.js';
import { ExpiryCountdown } from './expiry-countdown.js';
import { HoldNotice } from '../booking/hold-notice.js';
import { OrderGroup } from './order-lines.js';
import { PromoCodes } from './promo-codes.js';
import { WITHDRAWN_NOTICE_ID, WITHDRAWN_REMOVED_ID, WithdrawnTickets, withdrawnGroups } from './withdrawn-tickets.js';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.js';
import { useDocumentHead } from '../../lib/document-head.js';

const MISSING_ID = 'summary-missing';

/** `/summary?orderId=`: the order's groups and totals, promo codes, terms and payment type. */
export default function SummaryPage(): ReactElement {
  const { t } = useTranslation('booking');
  useDocumentHead(t('summary.title'));
  const { price, amount } = useFormatters();
  const config = useSiteConfig();
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const orderId = Number(search.get('orderId') ?? bookingState.summary.orderId ?? bookingState.cart.orderId ?? NaN);
  const [version, setVersion] = useState(0);
  const resource = useResource(() => (orderId > 0 ? fetchOnholdOrder(orderId) : Promise.resolve(null)), `summary-${orderId}-${version}`);
  const [discounts, setDiscounts] = useState<Map<number, number>>(new Map());
  const [installments, setInstallments] = useState('1');
  const [terms, setTerms] = useState(false);
  const [tried, setTried] = useState(false);
  // Tied to the order: booking again moves this page to a new order that has not expired.
  const [expiredOrderId, setExpiredOrderId] = useState<number | null>(null);
  const expired = expiredOrderId === orderId;
  const [again, setAgain] = useState<BookAgainChoice | null>(null);
  const lastOrder = useRef<OrderView | null>(null);
  // Set when this order's tickets no longer for sale were taken out: said once, then the order reads afresh.
  const [removedFrom, setRemovedFrom] = useState<number | null>(null);
  const focusAfterRender = useFocusAfterRender();

  useEffect(() => {
    if (orderId > 0) void fetchOrderPromoCodes(orderId).then((codes) => setDiscounts(new Map(codes.map((c) => [c.id, (c as { discountAmount?: number }).discountAmount ?? 0]))), () => undefined);
  }, [orderId]);
  const onExpired = useCallback(() => {
    setExpiredOrderId(orderId);
    // What can be booked again is read before the cart is cleared: the holders typed are in it.
    const order = lastOrder.current;
    if (order) setAgain(bookAgainChoice(snapshot(bookingState).cart as Cart, order.orderId, order.ticketGroups));
    clearAll();
  }, [orderId]);

  // A promo change reloads the order: keep the last one on screen meanwhile, so the promo card
  // (and the refusal it shows) is not unmounted by the loader.
  if (resource.status === 'ready') lastOrder.current = resource.data;
  const previous = lastOrder.current?.orderId === orderId ? lastOrder.current : null;
  const order = resource.status === 'loading' ? previous : resource.data;
  if (resource.status === 'loading' && previous === null) return <Loader aria-label={t('loading')} />;
  if (resource.status === 'failed' && resource.error.code === 'UNAUTHENTICATED') {
    // Signed out (another tab, an expired session): sign in, then back to this summary.
    window.location.assign(paths.login(`/summary?orderId=${orderId}`));
    return <Loader />;
  }
  if (resource.status === 'failed') return <Alert color="red" role="alert">{t('errors.UNKNOWN')}</Alert>;
  if (!order || expired) {
    return (
      <Stack>
        <BookingStepper active="summary" />
        <Alert color="orange" role="alert" id={MISSING_ID} tabIndex={-1} data-testid="summary-missing">{t(expired ? 'errors.ORDER_EXPIRED' : 'summary.noOrder')}</Alert>
        {expired && again ? <BookAgainOffer choice={again} /> : null}
        <Button component={Link} href={paths.home()} variant="default" w="fit-content">{t('actions.home')}</Button>
      </Stack>
    );
  }

  const total = orderTotal(order);
  // The server's own rule (domain/payment/options): what checkout will accept for this total.
  const choices = offeredPaymentOptions(config, total);
  const onPay = (): void => {
    // Checkout would refuse the order: the fan is taken to the notice saying what to do first.
    if (withdrawnGroups(order).length > 0) {
      focusAfterRender(() => document.getElementById(WITHDRAWN_NOTICE_ID));
      return;
    }
    setTried(true);
    if (!terms) return;
    const query = new URLSearchParams({
      orderId: String(order.orderId),
      numberOfInstallments: installments,
      promoCodeIds: order.appliedDiscounts.map((d) => d.promoCode.id).join(','),
      termsAccepted: '1',
    });
    navigate(`/checkout?${query.toString()}`);
  };

  return (
    <Stack gap="md" data-testid="summary-page">
      <BookingStepper active="summary" />
      <Group justify="space-between">
        <Title order={1} size="h2">{t('summary.title')}</Title>
        <ExpiryCountdown expiry={order.expiryDatetime} onExpired={onExpired} />
        <HoldNotice kind="order" />
      </Group>
      <WithdrawnTickets
        order={order}
        onRemoved={() => {
          setRemovedFrom(order.orderId);
          setVersion((v) => v + 1);
          // The line saying so, or, when nothing was left, the notice that there is no order.
          focusAfterRender(() => document.getElementById(WITHDRAWN_REMOVED_ID) ?? document.getElementById(MISSING_ID));
        }}
      />
      {removedFrom === order.orderId && withdrawnGroups(order).length === 0 ? (
        <Alert color="green" role="status" id={WITHDRAWN_REMOVED_ID} tabIndex={-1} data-testid="summary-withdrawn-removed">{t('summary.withdrawnRemoved')}</Alert>
      ) : null}
      {order.ticketGroups.map((group, i) => <OrderGroup key={i} group={group} />)}
      <PromoCodes order={order} discounts={discounts} onChanged={(d) => { setDiscounts(d); setVersion((v) => v + 1); void refreshSummary(); }} />
      <Card withBorder padding="sm">
        <Group justify="space-between"><Text>{t('summary.gross')}</Text><Text>{price(order.grossAmount)}</Text></Group>
        <Group justify="space-between"><Text>{t('summary.discount')}</Text><Text data-testid="summary-discount">{amount(order.discountAmount)}</Text></Group>
        <Group justify="space-between"><Text fw={700}>{t('summary.total')}</Text><Text fw={700} data-testid="summary-total">{price(total)}</Text></Group>
      </Card>
      {total === 0 ? null : <Card withBorder padding="sm">
        <Radio.Group label={t('summary.paymentType')} value={installments} onChange={setInstallments}>
          <Stack gap="xs" mt="xs">
            {choices.map((c) => (
              <Radio key={c.numberOfInstallments} value={String(c.numberOfInstallments)} label={c.numberOfInstallments === 1 ? t('summary.payInFull') : t('summary.installments', { count: c.numberOfInstallments })} />
            ))}
          </Stack>
        </Radio.Group>
      </Card>}
      <Checkbox
        checked={terms}
        onChange={(e) => setTerms(e.currentTarget.checked)}
        label={t('summary.acceptTerms')}
        error={tried && !terms ? t('summary.termsRequired') : null}
        data-testid="terms-checkbox"
      />
      {tried && !terms ? <Alert color="red" role="alert" data-testid="form-error">{t('form.invalid')}</Alert> : null}
      <Group>
        <Button onClick={onPay} data-testid="go-to-payment">{t('summary.pay')}</Button>
      </Group>
    </Stack>
  );
}
