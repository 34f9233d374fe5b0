import type { ReactElement } from 'react';
import { Button, Group, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import type { Locale, PublicSiteConfig } from '../../domain/site-config.js';
import { siteConfigState } from '../../lib/site-config.js';
import { LANGUAGE_NAMES, currentLocale, offeredLanguages } from '../../lib/i18n.js';
import { GlobeIcon } from './icons.js';

/** Desktop language selector: a menu of every interface language, each named in itself. */
export function LanguageMenu(): ReactElement {
  const { t, i18n } = useTranslation('common');
  const current = currentLocale(i18n.resolvedLanguage);
  const offered = useOfferedLanguages();
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<GlobeIcon size={18} />}
          aria-label={t('language.choose', { language: LANGUAGE_NAMES[current] })}
          data-testid="language-menu"
        >
          {current.toUpperCase()}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {offered.map((locale) => (
          <Menu.Item
            key={locale}
            lang={locale}
            onClick={() => void i18n.changeLanguage(locale)}
            aria-current={locale === current ? 'true' : undefined}
            fw={locale === current ? 700 : 400}
            data-testid={`language-option-${locale}`}
          >
            {LANGUAGE_NAMES[locale]}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** Language buttons for the mobile menu. */
export function LanguageButtons({ onChosen }: { onChosen?: () => void }): ReactElement {
  const { t, i18n } = useTranslation('common');
  const current = currentLocale(i18n.resolvedLanguage);
  const offered = useOfferedLanguages();
  return (
    <Group gap="xs" role="group" aria-label={t('language.label')}>
      {offered.map((locale) => (
        <Button
          key={locale}
          size="compact-md"
          lang={locale}
          variant={locale === current ? 'filled' : 'default'}
          aria-pressed={locale === current}
          // The visible code is part of the name ("Nederlands (NL)"): a fan using speech input says what they see.
          aria-label={`${LANGUAGE_NAMES[locale]} (${locale.toUpperCase()})`}
          onClick={() => {
            void i18n.changeLanguage(locale);
            onChosen?.();
          }}
          data-testid={`language-button-${locale}`}
        >
          {locale.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}

/** The shop's configured languages (every supported one while the configuration loads). */
function useOfferedLanguages(): readonly Locale[] {
  const config = useSnapshot(siteConfigState).current.config as PublicSiteConfig | null;
  return offeredLanguages(config);
}
