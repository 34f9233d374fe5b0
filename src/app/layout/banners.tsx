import { useState, type ReactElement } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import { localizedText, useSiteConfig } from '../../lib/site-config.js';

const DISMISSED_KEY = 'venue-shop.dismissed-banners';

/** The booking steps, from the choice of seats to the payment: nothing there may push the map or the form down. */
const BOOKING_STEP = /^\/(checkout|summary|options|validation)(\/|$)|^\/(event|pack)\/[^/]+(\/submit)?$/;

function readDismissed(): string[] {
  try {
    const stored = JSON.parse(localStorage.getItem(DISMISSED_KEY) ?? '[]') as unknown;
    return Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The configured banners, in the visitor's language, above the pages; each can be closed for good
 * (remembered in this browser), and none shows during the booking steps (seat choice included).
 */
export function Banners(): ReactElement | null {
  const { t, i18n } = useTranslation('common');
  const config = useSiteConfig();
  const [location] = useLocation();
  const [dismissed, setDismissed] = useState(readDismissed);
  const shown = config.banners.filter((banner) => !dismissed.includes(String(banner.id)));
  if (shown.length === 0 || BOOKING_STEP.test(location)) return null;
  const language = i18n.resolvedLanguage ?? 'en';
  const dismiss = (id: string): void => {
    const next = [...dismissed, id];
    setDismissed(next);
    try {
      localStorage.setItem(DISMISSED_KEY, JSON.stringify(next));
    } catch {
      // Private mode without storage: closed for this visit only.
    }
  };
  return (
    <Stack gap="xs" px={{ base: 'xs', sm: 'md' }} pt="sm" w="100%" maw={1280} mx="auto" aria-label={t('banners.label')} component="section">
      {shown.map((banner) => (
        <Alert
          key={banner.id}
          color={banner.kind === 'warning' ? 'orange' : 'brand'}
          variant="light"
          data-testid="banner"
          withCloseButton
          closeButtonLabel={t('banners.close')}
          onClose={() => dismiss(String(banner.id))}
        >
          {localizedText(banner.text, language)}
          {banner.href ? (
            <>
              {' '}
              {/* The banner's own text colour: the club colour on its light tint can be under 4.5:1. */}
              <Anchor href={banner.href} fw={600} c="inherit" underline="always">
                {t('banners.more')}
              </Anchor>
            </>
          ) : null}
        </Alert>
      ))}
    </Stack>
  );
}
