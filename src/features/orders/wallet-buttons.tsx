import { useState } from 'react';
import type { ReactElement } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WalletKind } from '../../domain/site-config.js';
import { http } from '../../lib/http.js';
import { shownCode, toApiError } from '../../lib/api-error.js';
import { AppleWalletButton } from './apple-wallet-button.js';
import { purchaseErrorText } from './error-text.js';

interface WalletButtonsProps {
  ticketId: number;
  kinds: readonly WalletKind[];
}

/**
 * "Add to Google Wallet": asks the server for the signed save link and goes there. A refusal reads
 * beside the button, like Apple's: the order card's banner would not say which of its tickets was
 * refused.
 */
function GoogleWalletButton({ ticketId }: { ticketId: number }): ReactElement {
  const { t } = useTranslation('orders');
  const [opening, setOpening] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = async () => {
    setOpening(true);
    setRefusal(null);
    try {
      const { saveUrl } = await http.post('/api/google-wallet', { json: { ticketId } }).json<{ saveUrl: string }>();
      window.location.assign(saveUrl);
    } catch (caught) {
      setRefusal(shownCode(await toApiError(caught)));
      setOpening(false);
    }
  };
  return (
    <>
      <Button size="xs" variant="default" loading={opening} onClick={() => void open()} data-testid={`wallet-google-${ticketId}`}>
        {t('wallet.google')}
      </Button>
      <Text size="sm" c="red" maw={260} aria-live="polite" data-testid={`wallet-google-error-${ticketId}`} data-code={refusal ?? undefined}>
        {refusal === null ? '' : purchaseErrorText(t, refusal)}
      </Text>
    </>
  );
}

/** The wallet buttons of one ticket, each with its refusal beside it. */
export function WalletButtons({ ticketId, kinds }: WalletButtonsProps): ReactElement {
  return (
    <>
      {kinds.includes('apple') && <AppleWalletButton ticketId={ticketId} />}
      {kinds.includes('google') && <GoogleWalletButton ticketId={ticketId} />}
    </>
  );
}
