import { useRef, useState } from 'react';
import type { ReactElement } from 'react';
import { Alert, Anchor, Button, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { Link, useParams } from 'wouter';
import { useDocumentHead } from '../../lib/document-head.js';
import { useFormatters } from '../../lib/format.js';
import { useResource } from '../../lib/use-resource.js';
import { shownCode, toApiError } from '../../lib/api-error.js';
import { paths } from '../../lib/paths.js';
import { session } from '../../lib/session.js';
import { authPaths } from '../auth/auth-paths.js';
import { acceptTransfer, closedLinkKey, fetchTransferLink } from './transfer-api.js';
import type { TransferLink } from './transfer-api.js';
import { useSeatLabel } from './seat-label.js';
import { useFocusAfterRender } from '../../lib/use-focus-after-render.js';

/** The tickets of the link, each with its event, date and seat. */
function LinkTickets({ tickets }: { tickets: TransferLink['tickets'] }): ReactElement {
  const { dateTime } = useFormatters();
  const seatLabel = useSeatLabel();
  return (
    <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {tickets.map((ticket) => (
        <Card key={ticket.ticketId} withBorder padding="sm" component="li">
          <Text fw={500}>{ticket.eventName}</Text>
          <Text size="sm">{dateTime(ticket.startDatetime)}</Text>
          <Text size="sm">{seatLabel({ seatInfo: { ...ticket, standId: 0, blockId: 0, eventId: 0 } })} · {ticket.categoryName}</Text>
        </Card>
      ))}
    </Stack>
  );
}

/** /orders/transfer/:token: the recipient of a transfer sees what is sent and accepts it. */
export default function TransferAcceptPage(): ReactElement {
  const { t } = useTranslation(['orders', 'errors']);
  const { token = '' } = useParams<{ token: string }>();
  const { status: sessionStatus, customer } = useSnapshot(session);
  const link = useResource(() => fetchTransferLink(token), `transfer-${token}`);
  // Tickets the sender took back are no longer part of what can be accepted.
  const shown = link.status !== 'ready' ? null
    : link.data.status === 'pending' ? link.data.tickets.filter((ticket) => ticket.status === 'pending') : link.data.tickets;
  // Texts about "the tickets" speak of "the ticket" when exactly one is sent.
  const single = shown?.length === 1 ? { context: 'single' } : {};
  useDocumentHead(t('orders:transfer.acceptTitle', single));
  const [accepting, setAccepting] = useState(false);
  const [accepted, setAccepted] = useState(false);
  const [error, setError] = useState<{ code: string; email?: string } | null>(null);
  // Where the focus goes once the Accept button is gone: the outcome (accepted, or no longer pending).
  const outcome = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const here = `/orders/transfer/${token}`;

  if (link.status === 'loading') return <Loader aria-label={t('orders:loading')} />;
  if (link.status === 'failed') {
    return (
      <Stack gap="md" maw={560} mx="auto" w="100%">
        <Title order={1}>{t('orders:transfer.acceptTitle')}</Title>
        <Alert color="red" role="alert" data-testid="transfer-link-error">
          {t(`orders:transfer.errors.${link.error.code}`, { defaultValue: t(`errors:${link.error.code}`, { defaultValue: t('errors:UNKNOWN') }) })}
        </Alert>
      </Stack>
    );
  }
  const data = link.data;
  const tickets = shown ?? [];

  const accept = async () => {
    setAccepting(true);
    setError(null);
    try {
      await acceptTransfer(token);
      setAccepted(true);
      focusAfterRender(() => outcome.current);
    } catch (caught) {
      const apiError = await toApiError(caught);
      if (apiError.code === 'TRANSFER_NOT_PENDING') {
        // Accepted in another tab, or taken back by the sender while the page was open: the link
        // is read again, so the page says which instead of offering Accept beside a vague refusal.
        link.reload();
        focusAfterRender(() => outcome.current);
        return;
      }
      setError({ code: shownCode(apiError), email: data.toEmail });
    } finally {
      setAccepting(false);
    }
  };

  const signedIn = sessionStatus === 'signed-in' && customer !== null;
  const otherAccount = signedIn && customer.email.trim().toLowerCase() !== data.toEmail;
  // Only the address the link was sent to can accept it: signed in as that address, an accepted
  // link was accepted by this fan (an earlier visit, another tab, an answer lost on the way).
  const acceptedEarlier = data.status === 'confirmed' && signedIn && !otherAccount;
  return (
    <Stack gap="md" maw={560} mx="auto" w="100%" data-testid="transfer-accept-page">
      <Title order={1}>{t('orders:transfer.acceptTitle', single)}</Title>
      <Text data-testid="transfer-accept-intro">
        {/* No name: the sender's account was deleted since the tickets were sent. */}
        {data.senderName === '' ? t('orders:transfer.acceptIntroFormer', { count: tickets.length }) : t('orders:transfer.acceptIntro', { name: data.senderName, count: tickets.length })}
      </Text>
      <LinkTickets tickets={tickets} />
      {accepted || acceptedEarlier ? (
        <Alert ref={outcome} tabIndex={-1} color="green" role="status" data-testid={accepted ? 'transfer-accepted' : 'transfer-accepted-earlier'}>
          <Stack gap="xs" align="flex-start">
            <Text>{t(accepted ? 'orders:transfer.acceptDone' : 'orders:transfer.acceptedByYou', single)}</Text>
            <Button component={Link} href={paths.orders()}>{t('orders:transfer.toPurchases')}</Button>
          </Stack>
        </Alert>
      ) : data.status !== 'pending' ? (
        <Alert ref={outcome} tabIndex={-1} color="gray" role="status" data-testid="transfer-closed">{t(closedLinkKey(data), single)}</Alert>
      ) : !signedIn ? (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('orders:transfer.signInToAccept', { email: data.toEmail, ...single })}</Text>
          <Group gap="sm">
            <Button component={Link} href={authPaths.login({ email: data.toEmail, redirectUrl: here })} data-testid="transfer-sign-in">{t('orders:transfer.signIn')}</Button>
            <Button component={Link} href={authPaths.signUp({ email: data.toEmail, redirectUrl: here })} variant="default">{t('orders:transfer.signUp')}</Button>
          </Group>
        </Stack>
      ) : otherAccount ? (
        <Alert color="orange" role="alert" data-testid="transfer-other-account">
          {t('orders:transfer.errors.TRANSFER_OTHER_ACCOUNT', { email: data.toEmail, ...single })}
        </Alert>
      ) : (
        <Button onClick={() => void accept()} loading={accepting} w="fit-content" data-testid="transfer-accept">
          {t('orders:transfer.accept', { count: tickets.length })}
        </Button>
      )}
      {error && (
        <Alert color="red" role="alert" data-testid="transfer-accept-error">
          {t(`orders:transfer.errors.${error.code}`, { email: error.email, ...single, defaultValue: t(`errors:${error.code}`, { defaultValue: t('errors:UNKNOWN') }) })}
        </Alert>
      )}
      {/* Once accepted, the confirmation carries the way to My purchases. */}
      {accepted || acceptedEarlier || (!signedIn && data.status === 'pending') ? null : <Anchor component={Link} href={paths.orders()}>{t('orders:transfer.toPurchases')}</Anchor>}
    </Stack>
  );
}
