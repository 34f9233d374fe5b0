import type { ReactElement } from 'react';
import { Alert, Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localizedText, useSiteConfig } from '../../lib/site-config.js';

/** The configured banners, in the visitor's language, above every page. */
export function Banners(): ReactElement | null {
  const { t, i18n } = useTranslation('common');
  const config = useSiteConfig();
  if (config.banners.length === 0) return null;
  const language = i18n.resolvedLanguage ?? 'en';
  return (
    <Stack gap="xs" px={{ base: 'xs', sm: 'md' }} pt="sm" w="100%" maw={1280} mx="auto" aria-label={t('banners.label')} component="section">
      {config.banners.map((banner) => (
        <Alert key={banner.id} color={banner.kind === 'warning' ? 'orange' : 'brand'} variant="light" data-testid="banner">
          {localizedText(banner.text, language)}
          {banner.href ? (
            <>
              {' '}
              <Anchor href={banner.href} fw={600}>
                {t('banners.more')}
              </Anchor>
            </>
          ) : null}
        </Alert>
      ))}
    </Stack>
  );
}
