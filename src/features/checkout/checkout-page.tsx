import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactElement, RefObject } from 'react';
import { Alert, Button, Checkbox, Group, Loader, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { snapshot } from 'valtio';
import { Link, useLocation, useSearch } from 'wouter';
import { useDocumentHead } from '../../lib/document-head.js';
import { useFormatters } from '../../lib/format.js';
import { useResource } from '../../lib/use-resource.js';
import { callWithDetails, isRefusalWith, shownCode } from '../../lib/api-error.js';
import type { DetailedApiError } from '../../lib/api-error.js';
import { paths } from '../../lib/paths.js';
import { fetchCheckoutOptions, startCheckout } from './api.js';
import { parseCheckoutParams } from './checkout-params.js';
import { ScheduleTable } from './schedule-table.js';
import { IN_PROGRESS_NOTICE_ID, PaymentInProgress } from './payment-in-progress.js';
import { checkoutErrorText } from './error-text.js';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.js';
import { bookAgainChoice } from '../../domain/cart/index.js';
import type { BookAgainChoice, Cart } from '../../domain/cart/index.js';
import { BookAgainOffer } from '../summary/book-again.js';
import { bookingState, forgetEndedOrder, refreshSummary } from '../booking/state.js';
import { ExpiryCountdown } from '../summary/expiry-countdown.js';
import { BookingStepper } from '../booking/booking-stepper.js';
import { installmentsAreEqual } from '../../domain/payment/schedule.js';

/** Refusals after which the order is no longer the fan's cart. */
const ORDER_ENDED = new Set(['ORDER_EXPIRED', 'ORDER_NOT_ONHOLD', 'ORDER_NOT_FOUND']);
/** Refusals no second Pay can change; a ticket taken off sale leaves the order in the cart, for the summary to remove it. */
const FINAL_REFUSALS = new Set([...ORDER_ENDED, 'ORDER_TICKET_WITHDRAWN']);

/**
 * What a refused payment start says: the server's reason for "payment could not be initiated"
 * (expired, a promo code withdrawn, an option no longer offered…), else the error's own code.
 */
function refusalReason(error: DetailedApiError): string {
  if (error.network) return shownCode(error);
  const details = error.details as { reason?: unknown } | undefined;
  return error.code === 'PAYMENT_NOT_INITIATED' && typeof details?.reason === 'string' ? details.reason : error.code;
}

/** /checkout?orderId&numberOfInstallments&promoCodeIds: choose how to pay, see the schedule, pay. */
export default function CheckoutPage(): ReactElement {
  const { t } = useTranslation(['checkout', 'errors', 'booking']);
  useDocumentHead(t('checkout:title'));
  const search = useSearch();
  const [, navigate] = useLocation();
  const params = parseCheckoutParams(search);
  const { price } = useFormatters();
  const resource = useResource(() => fetchCheckoutOptions(params.orderId ?? 0), `checkout-${params.orderId}`);
  const [chosen, setChosen] = useState<number | null>(params.numberOfInstallments);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  // Pay, disabled while it spins, dropped the focus on the body: a refusal takes it to what says why.
  const payErrorAlert = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  // Reached from the summary, the fan accepted the terms there; a retry from elsewhere asks again.
  const [terms, setTerms] = useState(params.termsAccepted);
  const [tried, setTried] = useState(false);
  // The attempt left a moment ago: said once the options are back, with the focus there (the
  // button pressed is gone).
  const [stopped, setStopped] = useState(false);
  const stoppedNotice = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (stopped && resource.status === 'ready') stoppedNotice.current?.focus();
  }, [stopped, resource.status]);
  // An order that ended here is forgotten by the cart; one whose hold ran out may be booked again,
  // as on the summary. What to book is read while the cart still holds the order (its holders
  // typed are in it): the cart button's own expiry may clear the cart first.
  const bookable = useRef<BookAgainChoice | null>(null);
  if (params.orderId !== null) bookable.current = bookAgainChoice(snapshot(bookingState).cart as Cart, params.orderId, []) ?? bookable.current;
  const [again, setAgain] = useState<BookAgainChoice | null>(null);
  const endOrder = useCallback((orderId: number, reason: string) => {
    if (reason === 'ORDER_EXPIRED') setAgain(bookable.current);
    forgetEndedOrder(orderId);
  }, []);
  // The hold ran out on this page: said at once, as Pay would be refused (the server judges Pay too).
  const [lapsed, setLapsed] = useState(false);
  const onExpired = useCallback(() => {
    setLapsed(true);
    if (params.orderId !== null) endOrder(params.orderId, 'ORDER_EXPIRED');
    focusAfterRender(() => payErrorAlert.current);
  }, [params.orderId, focusAfterRender, endOrder]);
  const reload = resource.reload;
  useEffect(() => {
    // Back from the provider's page, the browser may show this page as it was left (Pay spinning):
    // what the order allows now is asked again.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setPaying(false);
      reload();
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, [reload]);

  if (params.orderId === null) return <Alert color="red" role="alert">{t('checkout:missingOrder')}</Alert>;
  if (resource.status === 'loading') return <Loader aria-label={t('checkout:loading')} />;
  if (resource.status === 'failed') {
    if (resource.error.code === 'UNAUTHENTICATED') {
      window.location.assign(paths.login(`/checkout${search ? `?${search}` : ''}`));
      return <Loader />;
    }
    if (resource.error.code === 'ORDER_PAYMENT_IN_PROGRESS') {
      const onAbandoned = () => {
        setStopped(true);
        // The order is a cart again: the top bar's cart button shows it.
        void refreshSummary();
        resource.reload();
      };
      return (
        <Stack gap="lg" maw={640} mx="auto" w="100%">
          <Title order={1}>{t('checkout:title')}</Title>
          <PaymentInProgress orderId={params.orderId} onAbandoned={onAbandoned} />
        </Stack>
      );
    }
    return <CheckoutRefused code={resource.error.code} orderId={params.orderId} title={t('checkout:loadFailed')} onRetry={resource.reload} />;
  }
  // The hold ran out with no Pay pressed: the reason alone, without "the payment could not be started".
  if (lapsed) return <CheckoutRefused code="ORDER_EXPIRED" alertRef={payErrorAlert} again={again} />;
  // Pay refused for good (paid or withdrawn elsewhere…): the form is gone, a new order is offered.
  if (payError !== null && FINAL_REFUSALS.has(payError)) return <CheckoutRefused code={payError} orderId={params.orderId} title={t('checkout:errors.PAYMENT_NOT_INITIATED')} alertRef={payErrorAlert} again={again} />;
  const { options, totalAmount } = resource.data;
  // Nothing to pay: no way of paying to choose and no card page; the order is confirmed at once.
  const free = totalAmount === 0;
  const selected = options.find((o) => o.numberOfInstallments === chosen) ?? options[0] ?? null;
  const orderId = params.orderId;

  const pay = async () => {
    setTried(true);
    if (!selected || !terms) return;
    setPaying(true);
    setPayError(null);
    try {
      const answer = await callWithDetails(() => startCheckout({ orderId, numberOfInstallments: selected.numberOfInstallments, promoCodeIds: params.promoCodeIds, termsAccepted: terms }));
      // A free order is confirmed already and its validation page is the shop's own: reached as a
      // page of the app, the keyboard's focus and the screen reader follow to it (a page load drops
      // them on the body). A payment goes to the provider's page.
      if (answer.totalAmount === 0 && answer.redirectUrl.startsWith('/')) navigate(answer.redirectUrl);
      else window.location.assign(answer.redirectUrl);
    } catch (caught) {
      const reason = refusalReason(caught as DetailedApiError);
      setPaying(false);
      if (reason === 'ORDER_PAYMENT_IN_PROGRESS') {
        // An attempt started already (an earlier Pay whose answer was lost): the page reads the
        // order again and offers to stop that attempt, as when the fan comes back from the provider.
        reload();
        focusAfterRender(() => document.getElementById(IN_PROGRESS_NOTICE_ID));
        return;
      }
      if (isRefusalWith(caught, 'PAYMENT_NOT_INITIATED', 'status', 'confirmed')) {
        // Paid meanwhile (a free order whose answer was lost, another tab): its result says so.
        endOrder(orderId, reason);
        navigate(`/validation?orderId=${orderId}`);
        return;
      }
      setPayError(reason);
      if (ORDER_ENDED.has(reason)) endOrder(orderId, reason);
      focusAfterRender(() => payErrorAlert.current);
    }
  };

  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <BookingStepper active="payment" />
      <Title order={1}>{t('checkout:title')}</Title>
      {stopped ? <Alert ref={stoppedNotice} tabIndex={-1} color="teal" role="status" data-testid="checkout-stopped">{t('checkout:inProgress.stopped')}</Alert> : null}
      <Paper withBorder p="md">
        <Group justify="space-between">
          <Text fw={500}>{t('checkout:total')}</Text>
          <Text fw={700} size="xl" data-testid="checkout-total">{price(totalAmount)}</Text>
        </Group>
        <ExpiryCountdown expiry={resource.data.expiryDatetime} onExpired={onExpired} />
      </Paper>
      {free ? (
        <Alert color="teal" data-testid="checkout-free">{t('checkout:free.note')}</Alert>
      ) : options.length === 0 ? (
        <Alert color="orange" role="alert">{t('checkout:noOption')}</Alert>
      ) : (
        <Radio.Group
          label={t('checkout:chooseOption')}
          value={selected ? String(selected.numberOfInstallments) : null}
          onChange={(value) => setChosen(Number(value))}
        >
          <Stack gap="xs" mt="xs">
            {options.map((option) => (
              <Radio
                key={option.numberOfInstallments}
                value={String(option.numberOfInstallments)}
                data-testid={`checkout-option-${option.numberOfInstallments}`}
                label={option.numberOfInstallments === 1
                  ? t('checkout:option.full', { amount: price(totalAmount) })
                  : t('checkout:option.installments', {
                    count: option.numberOfInstallments,
                    amount: price(option.schedule[1]?.amount ?? 0),
                    // "About" only when the first instalment carries a remainder.
                    ...(installmentsAreEqual(option.schedule) ? { context: 'exact' } : {}),
                  })}
              />
            ))}
          </Stack>
        </Radio.Group>
      )}
      {selected && !free && (
        <Stack gap="xs">
          <Title order={2} size="h4">{t('checkout:schedule.title')}</Title>
          <ScheduleTable schedule={selected.schedule} />
          {selected.numberOfInstallments > 1 && <Text size="sm" c="dimmed">{t('checkout:schedule.note')}</Text>}
        </Stack>
      )}
      {payError && (
        <Alert ref={payErrorAlert} tabIndex={-1} color="red" role="alert" data-testid="checkout-error" title={t('checkout:errors.PAYMENT_NOT_INITIATED')}>
          {checkoutErrorText(t, payError)}
        </Alert>
      )}
      {params.termsAccepted ? null : (
        <Checkbox
          checked={terms}
          onChange={(e) => setTerms(e.currentTarget.checked)}
          label={t('booking:summary.acceptTerms')}
          error={tried && !terms ? t('booking:summary.termsRequired') : null}
          data-testid="checkout-terms"
        />
      )}
      {free ? null : <Text size="sm" c="dimmed">{t('checkout:secureNote')}</Text>}
      <Group justify="space-between">
        <Button component={Link} href={paths.summary(orderId)} variant="subtle">{t('checkout:back')}</Button>
        <Button onClick={() => void pay()} loading={paying} disabled={!selected} data-testid="checkout-pay">
          {t(free ? 'checkout:free.confirm' : 'checkout:pay')}
        </Button>
      </Group>
    </Stack>
  );
}

/**
 * An order this page cannot pay: a final refusal (expired, paid…) needs a new order, not another
 * try; a ticket taken off sale is removed on the summary, where the rest can be paid; any other
 * failure to load may be tried again.
 */
function CheckoutRefused({ code, orderId, title, onRetry, alertRef, again = null }: {
  code: string; orderId?: number; title?: string; onRetry?: () => void; alertRef?: RefObject<HTMLDivElement | null>; again?: BookAgainChoice | null;
}): ReactElement {
  const { t } = useTranslation(['checkout', 'errors', 'booking']);
  const final = FINAL_REFUSALS.has(code) || !onRetry;
  return (
    <Stack gap="lg" maw={640} mx="auto" w="100%">
      <Title order={1}>{t('checkout:title')}</Title>
      <Alert ref={alertRef} tabIndex={alertRef ? -1 : undefined} color="red" role="alert" title={title} data-testid="checkout-refused">
        <Stack gap="xs">
          <Text>{checkoutErrorText(t, code)}</Text>
          {again ? <BookAgainOffer choice={again} /> : null}
          {code === 'ORDER_TICKET_WITHDRAWN' && orderId !== undefined
            ? <Button component={Link} href={paths.summary(orderId)} variant="light" data-testid="checkout-to-summary">{t('checkout:back')}</Button>
            : final
              ? <Button component={Link} href={paths.home()} variant="light">{t('checkout:newOrder')}</Button>
              : <Button variant="light" onClick={onRetry}>{t('checkout:retry')}</Button>}
        </Stack>
      </Alert>
    </Stack>
  );
}
