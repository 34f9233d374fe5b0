import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from './error-card.js';

/** The generic screen shown when a component crashed (the crash is logged by the boundary). */
export function ErrorScreen(): ReactElement {
  const { t } = useTranslation('errors');
  return <ErrorCard title={t('screen.title')} content={t('screen.content')} testId="error-screen" />;
}
