import type { ReactElement } from 'react';
import { Alert } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { BookingNotice } from './state.js';
import { bookingErrorText } from './error-text.js';

/** The booking notice: a refused seat, seats lost to another buyer, or an error code. */
export function NoticeAlert({ notice, onClose }: { notice: BookingNotice | Readonly<NonNullable<BookingNotice>>; onClose: () => void }): ReactElement | null {
  const { t } = useTranslation(['booking', 'errors']);
  if (!notice) return null;
  const text =
    notice.kind === 'rejected' ? t(`booking:reject.${notice.reason}`)
      : notice.kind === 'unavailable'
        ? notice.lost.length === 0
          ? t('booking:errors.UNAVAILABLE')
          : t('booking:errors.UNAVAILABLE_NAMED', { count: notice.lost.length, seats: notice.lost.map((seat) => t('booking:tickets.seatLine', { ...seat })).join('; ') })
        : notice.network ? t('errors:NETWORK') : bookingErrorText(t, notice);
  return (
    <Alert color={notice.kind === 'rejected' ? 'orange' : 'red'} withCloseButton closeButtonLabel={t('common:banners.close')} onClose={onClose} role="alert" data-testid="booking-notice">
      {text}
    </Alert>
  );
}
