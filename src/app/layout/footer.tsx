import type { ReactElement } from 'react';
import { ActionIcon, Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { localizedText, useSiteConfig } from '../../lib/site-config.js';
import { SocialIcon } from './icons.js';
import { LazyTextLinkModal } from './lazy-overlays.js';

/** True for addresses that leave the shop (opened in a new tab). */
function isExternal(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/**
 * The footer: the configured links (contacts, FAQ, legal notices, shop, official site… as the
 * club lists them), general terms, the accessibility (PMR) link, socials and the copyright.
 */
export function Footer(): ReactElement {
  const { t, i18n } = useTranslation('common');
  const config = useSiteConfig();
  const language = i18n.resolvedLanguage ?? 'en';
  const year = new Date().getFullYear();
  const accessibilityText = localizedText(config.accessibility.content, language);

  return (
    <Box component="footer" className="shop-footer" py="xl" px="md" data-testid="footer">
      <Stack maw={1280} mx="auto" gap="md">
        <Group component="nav" aria-label={t('footer.navigation')} gap="md" wrap="wrap">
          {config.footers.map((link) => (
            <Anchor
              key={link.href}
              href={link.href}
              c="inherit"
              size="sm"
              {...(isExternal(link.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {localizedText(link.title, language)}
            </Anchor>
          ))}
          <LazyTextLinkModal label={t('footer.generalTerms')} title={t('footer.generalTerms')} text={localizedText(config.termsAndConditions, language)} />
          {config.accessibility.href ? (
            <Anchor href={config.accessibility.href} c="inherit" size="sm" target="_blank" rel="noopener noreferrer" title={accessibilityText}>
              {t('footer.accessibility')}
            </Anchor>
          ) : (
            <LazyTextLinkModal label={t('footer.accessibility')} title={t('footer.accessibility')} text={accessibilityText} />
          )}
        </Group>
        {config.socials.length > 0 ? (
          <Group component="nav" gap="xs" aria-label={t('footer.socials')}>
            {config.socials.map((social) => (
              <ActionIcon
                key={social.href}
                component="a"
                href={social.href}
                target="_blank"
                rel="noopener noreferrer"
                variant="subtle"
                color="gray"
                size="lg"
                aria-label={social.title}
              >
                <SocialIcon title={social.title} href={social.href} />
              </ActionIcon>
            ))}
          </Group>
        ) : null}
        <Text size="sm" c="dimmed">
          {t('footer.copyright', { year, client: config.clientLongName })}
        </Text>
      </Stack>
    </Box>
  );
}
