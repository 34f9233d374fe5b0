import { useState } from 'react';
import type { ReactElement } from 'react';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WalletKind } from '../../domain/site-config.js';
import { http } from '../../lib/http.js';
import { shownCode, toApiError } from '../../lib/api-error.js';
import { AppleWalletButton } from './apple-wallet-button.js';

interface WalletButtonsProps {
  ticketId: number;
  kinds: readonly WalletKind[];
  onError: (code: string) => void;
}

/**
 * "Add to Apple Wallet" fetches the signed pass and hands it over (refusals in words beside it);
 * "Add to Google Wallet" asks the server for the signed save link and goes there.
 */
export function WalletButtons({ ticketId, kinds, onError }: WalletButtonsProps): ReactElement {
  const { t } = useTranslation('orders');
  const [opening, setOpening] = useState(false);
  const google = async () => {
    setOpening(true);
    try {
      const { saveUrl } = await http.post('/api/google-wallet', { json: { ticketId } }).json<{ saveUrl: string }>();
      window.location.assign(saveUrl);
    } catch (caught) {
      onError(shownCode(await toApiError(caught)));
      setOpening(false);
    }
  };
  return (
    <>
      {kinds.includes('apple') && (
        <AppleWalletButton ticketId={ticketId} />
      )}
      {kinds.includes('google') && (
        <Button size="xs" variant="default" loading={opening} onClick={() => void google()} data-testid={`wallet-google-${ticketId}`}>
          {t('wallet.google')}
        </Button>
      )}
    </>
  );
}
