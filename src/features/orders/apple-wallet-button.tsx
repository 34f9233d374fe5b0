import { useState } from 'react';
import type { ReactElement } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { shownCode, toApiError } from '../../lib/api-error.js';
import { downloadDocument } from './download.js';
import { purchaseErrorText } from './error-text.js';

/**
 * "Add to Apple Wallet": the pass is fetched first, so a refusal (gate closed since the page was
 * loaded, ticket sent away, no connection) reads as words beside the button instead of the JSON
 * body a plain link would open. The signed file is handed over from an object URL with its
 * .pkpass name and type, which iOS Safari opens in Wallet.
 */
export function AppleWalletButton({ ticketId }: { ticketId: number }): ReactElement {
  const { t } = useTranslation('orders');
  const [opening, setOpening] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = async () => {
    setOpening(true);
    setRefusal(null);
    try {
      await downloadDocument(`/api/tickets/${ticketId}/wallet/apple`, `ticket-${ticketId}.pkpass`, 'application/vnd.apple.pkpass');
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
