import { useEffect, type ReactElement } from 'react';
import { Alert, Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { useLocation } from 'wouter';
import { arrivalNotice, clearArrivalNotice } from '../../lib/arrival-notice.js';

/** The arrival message (lib/arrival-notice) above the page it was set for, as a status the screen reader says. */
export function ArrivalNotice(): ReactElement | null {
  const { t } = useTranslation('common');
  const notice = useSnapshot(arrivalNotice);
  const [location] = useLocation();
  useEffect(() => {
    if (notice.path !== null && location !== notice.path) clearArrivalNotice();
  }, [location, notice.path]);
  if (notice.key === null || location !== notice.path) return null;
  return (
    <Box px={{ base: 'xs', sm: 'md' }} pt="sm" w="100%" maw={1280} mx="auto">
      <Alert color="green" variant="light" role="status" data-testid="arrival-notice" withCloseButton closeButtonLabel={t('banners.close')} onClose={clearArrivalNotice}>
        {t(notice.key)}
      </Alert>
    </Box>
  );
}
