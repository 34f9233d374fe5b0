import { useEffect, useSyncExternalStore, type ReactElement } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from './error-card.js';

function subscribeOnline(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/**
 * A screen whose code did not arrive: offline, the fan is told so and the screen comes back by
 * itself once the connection does; online, "Try again" fetches it again. The page state (cart,
 * choices) is untouched, so the booking continues where it was.
 */
export function ScreenLoadErrorCard({ onRetry }: { onRetry: () => void }): ReactElement {
  const { t } = useTranslation(['errors', 'common']);
  const online = useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <ErrorCard
      title={t(online ? 'errors:loadFailed.title' : 'errors:offline.title')}
      content={t(online ? 'errors:loadFailed.content' : 'errors:offline.content')}
      actions={<Button variant="default" onClick={onRetry} data-testid="screen-retry">{t('common:actions.retry')}</Button>}
      testId={online ? 'screen-load-failed' : 'offline-screen'}
    />
  );
}
