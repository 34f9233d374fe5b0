import type { ReactElement, ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ArrivalNotice } from './arrival-notice.js';
import { Banners } from './banners.js';
import { Footer } from './footer.js';
import { TopBar } from './top-bar.js';
import { RouteFocus } from './route-focus.js';

/** The frame of every page: skip link, top bar, banners, main content and footer. */
export function AppLayout({ children }: { children: ReactNode }): ReactElement {
  const { t } = useTranslation('common');
  return (
    <div className="shop-page">
      <a href="#main-content" className="shop-skip-link">
        {t('nav.skipToContent')}
      </a>
      <TopBar />
      <Banners />
      <ArrivalNotice />
      <Box component="main" id="main-content" tabIndex={-1} className="shop-main" px={{ base: 'xs', sm: 'md' }} py="md">
        {children}
      </Box>
      <Footer />
      <RouteFocus />
    </div>
  );
}
