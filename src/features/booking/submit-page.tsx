import { useEffect, useState, type ReactElement } from 'react';
import { Alert, Button, Group, Loader, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useLocation } from 'wouter';
import type { RouteScreenProps } from '../../app/routes.js';
import type { Cart, HolderSource } from '../../domain/cart/index.js';
import type { HolderErrors } from '../../domain/holder/holder-fields.js';
import { holderFieldErrors, isCartValid, requiredHolderFields } from '../../domain/cart/index.js';
import { http } from '../../lib/http.js';
import { paths } from '../../lib/paths.js';
import { session } from '../../lib/session.js';
import { useSiteConfig } from '../../lib/site-config.js';
import { BookingStepper } from './booking-stepper.js';
import { EarlierOrderNotice } from './earlier-order-notice.js';
import { HolderForm } from './holder-form.js';
import { LoginPrompt } from './login-prompt.js';
import { NoticeAlert } from './notice-alert.js';
import { applyHolderDefaults, bookingState, dismissNotice, submit } from './state.js';
import { useDocumentHead } from '../../lib/document-head.js';
import { useResource } from '../../lib/use-resource.js';
import { fetchRateNames } from './api.js';

async function fetchFullCustomer(): Promise<HolderSource | null> {
  try {
    return (await http.get('/api/customer').json<{ customer?: HolderSource | null }>()).customer ?? null;
  } catch {
    return null;
  }
}

/** Focuses the first holder field (in page order) that is required and still empty, if any. */
function focusFirstEmptyRequired(required: readonly string[]): void {
  const inputs = document.querySelectorAll<HTMLInputElement>('[data-testid=submit-page] input[name^="holder-"]');
  const empty = [...inputs].find((input) => input.value === '' && required.includes(input.name.replace(/^holder-\d+-/, '')));
  empty?.focus();
}

/** `/event/:id/submit` and `/pack/:id/submit`: holder information, then the order is created. */
export function SubmitPage({ params, kind }: RouteScreenProps & { kind: 'event' | 'pack' }): ReactElement {
  const { t } = useTranslation('booking');
  useDocumentHead(t('holder.title'));
  const id = Number(params.id);
  const config = useSiteConfig();
  const who = useSnapshot(session);
  const snap = useSnapshot(bookingState);
  const cart = snap.cart as Cart;
  const [, navigate] = useLocation();
  const [missing, setMissing] = useState<HolderErrors[]>([]);
  const itemPath = kind === 'event' ? paths.event(id) : paths.pack(id);
  // The rate of each ticket beside its seat: with a child's or a reduced rate among full prices,
  // the fan sees which form is for whom (the gate checks the holder's proof of the rate).
  const rateNames = useResource(() => fetchRateNames(kind, id), `${kind}-${id}-rate-names`).data;
  const matches = kind === 'event' ? cart.ticketType === 'event' && cart.event?.id === id : cart.ticketType !== 'event' && cart.pack?.id === id;

  // The fan's own details fill the first holder; until they are in, confirming would check an
  // empty form and then show it filled beside "Required" (a fast click did).
  const [defaultsIn, setDefaultsIn] = useState(false);
  useEffect(() => {
    if (who.status !== 'signed-in') return;
    void fetchFullCustomer().then((customer) => {
      applyHolderDefaults(customer);
      // Once the fan's own details are in, the keyboard starts where there is something to type.
      requestAnimationFrame(() => focusFirstEmptyRequired(requiredHolderFields(bookingState.cart.ticketType, config)));
    }).catch(() => undefined).finally(() => setDefaultsIn(true));
  }, [who.status]); // eslint-disable-line react-hooks/exhaustive-deps

  if (who.status === 'unknown' || who.status === 'loading') return <Loader aria-label={t('loading')} />;
  if (who.status !== 'signed-in') return <Stack><BookingStepper active="information" /><LoginPrompt redirectUrl={`${itemPath}/submit`} message={t('login.order')} /></Stack>;
  if (!matches || cart.tickets.length === 0) {
    return (
      <Stack>
        <BookingStepper active="information" />
        <Alert color="orange">{t('submit.noCart')}</Alert>
        <Button component={Link} href={itemPath} w="fit-content">{t('actions.chooseSeats')}</Button>
      </Stack>
    );
  }

  const required = requiredHolderFields(cart.ticketType, config);
  const onSubmit = async (): Promise<void> => {
    const today = new Date().toISOString().slice(0, 10);
    const problems = cart.tickets.map((tk) => holderFieldErrors(tk.holderInfo, required, today));
    setMissing(problems);
    if (problems.some((p) => Object.keys(p).length > 0)) return;
    const orderId = await submit();
    if (orderId !== null) navigate(paths.summary(orderId));
  };
  const formError = missing.some((p) => Object.keys(p).length > 0);
  const valid = isCartValid(cart);

  return (
    <Stack gap="md" data-testid="submit-page">
      <BookingStepper active="information" />
      <Title order={1} size="h2">{t('holder.title')}</Title>
      <NoticeAlert notice={snap.notice} onClose={dismissNotice} />
      <EarlierOrderNotice />
      {formError ? <Alert color="red" role="alert" data-testid="form-error">{t('form.invalid')}</Alert> : null}
      {cart.tickets.map((ticket, index) => (
        <HolderForm key={index} index={index} ticket={ticket} rateName={ticket.offer ? rateNames?.get(ticket.offer.productId) : undefined} required={required} errors={missing[index] ?? {}} />
      ))}
      <Group>
        <Button component={Link} href="/options" variant="default">{t('actions.back')}</Button>
        {valid ? null : <Button component={Link} href={itemPath} variant="light" data-testid="choose-other-seats">{t('actions.chooseSeats')}</Button>}
        <Button onClick={() => void onSubmit()} loading={snap.submitting || !defaultsIn} disabled={!valid} data-testid="submit-order">
          {t('submit.action')}
        </Button>
      </Group>
    </Stack>
  );
}

export function EventSubmitPage(props: RouteScreenProps): ReactElement {
  return <SubmitPage {...props} kind="event" />;
}
export default EventSubmitPage;
