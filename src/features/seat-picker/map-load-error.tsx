/**
 * The seat picker's load failure: what went wrong in the fan's words and a "Try again" that loads
 * the map's data again in place (the page, the cart and the ticket count stay as they are).
 */
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Stack, Text } from '@mantine/core';

/**
 * The text of a load failure's code. SEATMAP_UNAVAILABLE: the server's geometry worker failed and
 * the next request starts a new one, so trying again soon is the answer; NETWORK: no answer at all.
 */
export function mapLoadErrorKey(code: string | null): string {
  if (code === 'SEATMAP_UNAVAILABLE' || code === 'NETWORK') return `errors:${code}`;
  return 'seatmap:map.error';
}

export function MapLoadError({ code, onRetry }: { code: string | null; onRetry: () => void }): ReactElement {
  const { t } = useTranslation(['seatmap', 'errors', 'common']);
  return (
    <Alert color="red" data-testid="seatmap-error" data-code={code ?? undefined}>
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{t(mapLoadErrorKey(code))}</Text>
        <Button variant="default" onClick={onRetry} data-testid="seatmap-retry">
          {t('common:actions.retry')}
        </Button>
      </Stack>
    </Alert>
  );
}
