import { useState } from 'react';
import type { ReactElement } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { http } from '../../lib/http.js';
import { goTo } from '../../lib/navigation.js';
import { shownCode, toApiError } from '../../lib/api-error.js';
import { purchaseErrorText } from './error-text.js';

/**
 * "Add to Apple Wallet": the pass is asked for first, so a refusal (gate closed since the page was
 * loaded, ticket sent away, no connection) reads as words beside the button instead of the JSON
 * body a plain link opened. Once granted, the browser goes to the pass's address: iOS Safari opens
 * a .pkpass it navigates to in Wallet, which a file saved from a script is not known to do. The
 * pass is signed twice for that (counted with the document downloads, 100 per 15 minutes).
 */
export function AppleWalletButton({ ticketId }: { ticketId: number }): ReactElement {
  const { t } = useTranslation('orders');
  const [opening, setOpening] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = async () => {
    setOpening(true);
    setRefusal(null);
    try {
      const url = `/api/tickets/${ticketId}/wallet/apple`;
      await http.get(url).arrayBuffer();
      goTo(url);
    } catch (caught) {
      setRefusal(shownCode(await toApiError(caught)));
    } finally {
      setOpening(false);
    }
  };
  return (
    <>
      <Button size="xs" variant="default" loading={opening} onClick={() => void open()} data-testid={`wallet-apple-${ticketId}`}>
        {t('wallet.apple')}
      </Button>
      <Text size="sm" c="red" maw={260} aria-live="polite" data-testid={`wallet-apple-error-${ticketId}`} data-code={refusal ?? undefined}>
        {refusal === null ? '' : purchaseErrorText(t, refusal)}
      </Text>
    </>
  );
}
