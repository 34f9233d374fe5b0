import { useEffect } from 'react';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorCard } from './error-card.js';

/** Shown for every path without a screen. */
export default function NotFoundPage(): ReactElement {
  const { t } = useTranslation('errors');
  useEffect(() => {
    document.title = t('notFound.title');
  }, [t]);
  return <ErrorCard title={t('notFound.title')} content={t('notFound.content')} testId="not-found" />;
}
