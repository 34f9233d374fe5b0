import { useEffect, useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Button, Chip, Group, Loader, Stack, Switch, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearch } from 'wouter';
import { parseResaleFilter, RESALE_FILTERS } from '../../domain/resale.js';
import type { ResaleFilter } from '../../domain/resale.js';
import type { ResaleBankDetailsView, ResaleTicketsAnswer, ResaleTicketView } from '../../domain/resale-view.js';
import { useDocumentHead } from '../../lib/document-head.js';
import { paths } from '../../lib/paths.js';
import { useResource } from '../../lib/use-resource.js';
import { usePageReturn } from '../../lib/use-page-return.js';
import { WRAPPING_LABEL } from '../../lib/wrapping-button.js';
import { fetchResaleTickets } from './api.js';
import { BankDetailsSection } from './bank-details-section.js';
import { CancelSaleDialog } from './cancel-sale-dialog.js';
import { ResaleTicketCard } from './resale-ticket-card.js';
import { SellDialog } from './sell-dialog.js';

const RESALE_PATH = '/resale';
/** Cards shown at first and added by each "show more": a fan with hundreds of orders got one page 95,000 px long. */
const RESALE_PAGE_SIZE = 20;
const SELL_HINT_ID = 'resale-sell-hint';
const FILTER_LABEL: Record<ResaleFilter, string> = { all: 'filters.all', resellable: 'filters.resellable', on_sale: 'filters.onSale', resold: 'filters.resold' };

/** The filter and past-events choice live in the address, so a reload or a shared link keeps them. */
function useResaleQuery(): { filter: ResaleFilter; past: boolean; set: (next: { filter?: ResaleFilter; past?: boolean }) => void } {
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const filter = parseResaleFilter(params.get('filter'));
  const past = params.get('past') === '1';
  const set = (next: { filter?: ResaleFilter; past?: boolean }) => {
    const query = new URLSearchParams();
    const nextFilter = next.filter ?? filter;
    if (nextFilter !== 'all') query.set('filter', nextFilter);
    if (next.past ?? past) query.set('past', '1');
    const search = query.toString();
    navigate(search === '' ? RESALE_PATH : `${RESALE_PATH}?${search}`, { replace: true });
  };
  return { filter, past, set };
}

/** /resale (Ticket resale): the fan's tickets with their resale state, selling and cancelling. */
export default function ResalePage(): ReactElement {
  const { t } = useTranslation(['resale', 'errors']);
  useDocumentHead(t('resale:title'));
  const [, navigate] = useLocation();
  const { filter, past, set } = useResaleQuery();
  const key = `resale:${filter}:${past}`;
  const resource = useResource(() => fetchResaleTickets(filter, past), key);
  // Back from another tab: a ticket may have been sold, transferred or put on sale there.
  usePageReturn(resource.reload);
  const [bankOverride, setBankOverride] = useState<ResaleBankDetailsView | null>(null);
  const [selling, setSelling] = useState<ResaleTicketView | null>(null);
  const [cancelling, setCancelling] = useState<ResaleTicketView | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  // How many cards are shown, for this filter: another filter starts again from one page.
  const [shownCount, setShownCount] = useState({ key, count: RESALE_PAGE_SIZE });
  const visibleCount = shownCount.key === key ? shownCount.count : RESALE_PAGE_SIZE;
  const noticeRef = useRef<HTMLDivElement>(null);
  // After a sale or a cancel: the ticket acted on, and the list it was acted on in. Once the
  // reloaded list is in, the focus goes to that ticket's card where the fan was, or to the notice
  // when the filter no longer lists it.
  const [focusAfter, setFocusAfter] = useState<{ ticketId: number; list: object } | null>(null);
  // The list shown while its own reload runs: a loader in its place would fold the page and scroll
  // a phone back to the top, away from the ticket just sold or taken off sale.
  const shown = useRef<{ key: string; data: ResaleTicketsAnswer } | null>(null);
  if (resource.status === 'ready') shown.current = { key, data: resource.data };
  const data = resource.status === 'ready' ? resource.data
    : resource.status === 'loading' && shown.current?.key === key ? shown.current.data : null;
  const signedOut = resource.status === 'failed' && resource.error.code === 'UNAUTHENTICATED';
  useEffect(() => {
    if (signedOut) navigate(paths.login(RESALE_PATH), { replace: true });
  }, [signedOut, navigate]);
  // The dialog's button is gone with the dialog: without this the keyboard's focus falls to the
  // page body. The notice is a live region, so it is read out wherever the focus goes.
  useEffect(() => {
    if (focusAfter === null || resource.status !== 'ready' || resource.data === focusAfter.list) return;
    setFocusAfter(null);
    const card = document.querySelector<HTMLElement>(`[data-testid="resale-ticket"][data-ticket-id="${focusAfter.ticketId}"]`);
    (card ?? noticeRef.current)?.focus();
  }, [focusAfter, resource.status, resource.data]);

  if (signedOut || (resource.status === 'loading' && data === null)) return <Loader aria-label={t('resale:loading')} />;
  if (resource.status === 'failed' || data === null) {
    return (
      <Alert color="red" role="alert" title={t('resale:loadFailed')}>
        <Button variant="light" onClick={resource.reload}>{t('resale:retry')}</Button>
      </Alert>
    );
  }
  const { tickets, feePercent, resaleLimit } = data;
  const bankDetails = bankOverride ?? data.bankDetails;

  const done = (ticket: ResaleTicketView | null, message: string) => {
    setSelling(null);
    setCancelling(null);
    setNotice(message);
    if (ticket) setFocusAfter({ ticketId: ticket.ticketId, list: data });
    resource.reload();
  };

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1}>{t('resale:title')}</Title>
        <Text c="dimmed">{t('resale:intro')}</Text>
      </Stack>
      <div role="status">
        {notice ? <Alert ref={noticeRef} tabIndex={-1} color="teal" withCloseButton closeButtonLabel={t('common:banners.close')} onClose={() => setNotice(null)} data-testid="resale-notice">{notice}</Alert> : null}
      </div>
      <BankDetailsSection bankDetails={bankDetails} hintId={SELL_HINT_ID} onSaved={setBankOverride} />
      <Stack gap="xs" component="section" aria-label={t('resale:filters.label')}>
        <Chip.Group multiple={false} value={filter} onChange={(value) => set({ filter: parseResaleFilter(value) })}>
          <Group gap="xs" role="radiogroup" aria-label={t('resale:filters.label')}>
            {RESALE_FILTERS.map((option) => (
              <Chip key={option} value={option}>{t(`resale:${FILTER_LABEL[option]}`)}</Chip>
            ))}
          </Group>
        </Chip.Group>
        <Switch
          label={t('resale:filters.past')}
          checked={past}
          onChange={(event) => set({ past: event.currentTarget.checked })}
          data-testid="resale-past"
        />
      </Stack>
      {tickets.length === 0 ? (
        <Stack gap="sm" align="flex-start" data-testid="resale-empty">
          <Text>{t(filter === 'all' ? 'resale:emptyAll' : 'resale:empty')}</Text>
          <Button component={Link} href={paths.home()} variant="light">{t('resale:browse')}</Button>
        </Stack>
      ) : (
        <Stack gap="md">
          {tickets.slice(0, visibleCount).map((ticket) => (
            <ResaleTicketCard
              key={ticket.ticketId}
              ticket={ticket}
              canSell={bankDetails.complete}
              resaleLimit={resaleLimit}
              sellHintId={SELL_HINT_ID}
              onSell={(chosen) => { setNotice(null); setSelling(chosen); }}
              onCancel={(chosen) => { setNotice(null); setCancelling(chosen); }}
            />
          ))}
          {tickets.length > visibleCount && (
            <Button variant="light" {...WRAPPING_LABEL} style={{ alignSelf: 'flex-start' }} data-testid="resale-show-more" onClick={() => {
              // The keyboard goes on from the first card added, not back to the top of the page.
              const firstAdded = tickets[visibleCount];
              setShownCount({ key, count: visibleCount + RESALE_PAGE_SIZE });
              // No reload to wait for: any list object other than the one shown lets the focus move now.
              if (firstAdded) setFocusAfter({ ticketId: firstAdded.ticketId, list: {} });
            }}>
              {t('resale:showMore', { count: Math.min(RESALE_PAGE_SIZE, tickets.length - visibleCount) })}
            </Button>
          )}
        </Stack>
      )}
      <SellDialog ticket={selling} feePercent={feePercent} onClose={() => setSelling(null)} onSold={() => done(selling, t('resale:sell.success'))} onRefused={resource.reload} />
      <CancelSaleDialog ticket={cancelling} onClose={() => setCancelling(null)} onCancelled={() => done(cancelling, t('resale:cancelSale.success'))} onRefused={resource.reload} />
    </Stack>
  );
}
