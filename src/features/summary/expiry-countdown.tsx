import { useEffect, useState, type ReactElement } from 'react';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Minutes and seconds left, e.g. "14:05"; zero once passed. */
export function remaining(expiryIso: string, nowMs: number): string {
  const seconds = Math.max(0, Math.floor((Date.parse(expiryIso) - nowMs) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The time left to pay; calls `onExpired` once when it reaches zero. */
export function ExpiryCountdown({ expiry, onExpired }: { expiry: string; onExpired: () => void }): ReactElement {
  const { t } = useTranslation('booking');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const expired = Date.parse(expiry) <= now;
  useEffect(() => {
    if (expired) onExpired();
  }, [expired, onExpired]);
  return (
    <Text fw={600} c={expired ? 'red' : 'inherit'} role="timer" data-testid="expiry-countdown">
      {t('summary.expiresIn', { time: remaining(expiry, now) })}
    </Text>
  );
}
