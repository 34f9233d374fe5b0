import type { ReactElement, ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useSiteConfig } from '../../lib/site-config.js';

/**
 * The club's picture behind the sign-in and sign-up forms (site config `loginBackgroundImageUrl`);
 * without one the form stands on the page as before. The form keeps its own opaque card, so the
 * picture never lowers its contrast.
 */
export function AuthBackdrop({ children }: { children: ReactNode }): ReactElement {
  const { loginBackgroundImageUrl } = useSiteConfig();
  if (!loginBackgroundImageUrl) return <>{children}</>;
  return (
    <Box
      data-testid="auth-backdrop"
      py={{ base: 'md', sm: 48 }}
      px={{ base: 0, sm: 'md' }}
      style={{
        backgroundImage: `url(${JSON.stringify(loginBackgroundImageUrl)})`,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      {children}
    </Box>
  );
}
