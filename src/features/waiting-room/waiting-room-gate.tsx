import type { ReactElement, ReactNode } from 'react';
import { Alert, Button, Card, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format.js';
import { LoginPrompt } from '../booking/login-prompt.js';
import type { WaitingRoom } from './use-waiting-room.js';
import { needsSignIn, queueErrorText } from './queue-error-text.js';

/**
 * Shows the choice of seats (`children`) to fans the item's waiting room has let through, and
 * their place in the queue to the others. An item without a waiting room shows the children. The
 * page asks for the room (`useWaitingRoom`) as it asks for the item, so neither waits for the other.
 */
export function WaitingRoomGate({ room, signedIn, redirectUrl, children }: { room: WaitingRoom; signedIn: boolean; redirectUrl: string; children: ReactNode }): ReactElement {
  const { t } = useTranslation('booking');
  const format = useFormatters();
  const { status, failure, queueAgain } = room;
  const failureText = failure === null ? null : queueErrorText(t, failure);
  // The session ended (signed out in another tab, or expired): the place is kept for the account.
  if (needsSignIn(failure) && failureText) return <LoginPrompt redirectUrl={redirectUrl} message={failureText} />;

  if (!status) return failureText ? <Alert color="red" role="alert">{failureText}</Alert> : <Loader aria-label={t('loading')} />;
  if (!status.active) return <>{children}</>;
  if (status.state === 'admitted') {
    return (
      <Stack gap="sm">
        <Alert color="green" data-testid="queue-admitted">{t('queue.admitted', { time: format.dateTime(status.admittedUntil) })}</Alert>
        {children}
      </Stack>
    );
  }
  if (!signedIn) return <LoginPrompt redirectUrl={redirectUrl} message={t('queue.signIn', { time: format.dateTime(status.opensAt) })} />;
  return (
    <Card withBorder padding="lg" data-testid="waiting-room">
      <Stack gap="sm">
        <Title order={2} size="h4">{t('queue.title')}</Title>
        {/* Polite: the place changes every few seconds and must not interrupt a screen reader. */}
        <div aria-live="polite">
          {status.state === 'before_opening' && (
            <Text>{t('queue.beforeOpening', { time: format.dateTime(status.opensAt) })}</Text>
          )}
          {status.state === 'waiting' && (
            <Stack gap={4}>
              <Text size="lg" fw={700} data-testid="queue-position">{t('queue.position', { position: status.position })}</Text>
              <Text>{t('queue.wait', { count: Math.max(1, Math.ceil(status.estimatedWaitSeconds / 60)) })}</Text>
            </Stack>
          )}
          {(status.state === 'waiting' || status.state === 'before_opening') && <Text c="dimmed" size="sm" mt="xs">{t('queue.keepOpen')}</Text>}
        </div>
        {status.state === 'expired' && (
          <>
            <Text>{t('queue.expired')}</Text>
            <Button onClick={queueAgain} style={{ alignSelf: 'flex-start' }}>{t('queue.again')}</Button>
          </>
        )}
        {failureText && <Alert color="orange" data-testid="queue-failure">{failureText}</Alert>}
      </Stack>
    </Card>
  );
}
