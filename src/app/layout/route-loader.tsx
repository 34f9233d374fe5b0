import type { ReactElement } from 'react';
import { Center, Loader, Progress, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Shown while a lazily loaded screen arrives; an error boundary replaces it on failure. */
export function RouteLoader(): ReactElement {
  const { t } = useTranslation('common');
  return (
    <div role="status" data-testid="route-loader">
      <Progress value={100} animated striped size="xs" radius={0} className="shop-route-progress" aria-hidden="true" />
      <Center mih="40vh">
        <Loader aria-hidden="true" />
      </Center>
      <VisuallyHidden>{t('loading')}</VisuallyHidden>
    </div>
  );
}
