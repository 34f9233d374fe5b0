import { useState } from 'react';
import type { ReactElement } from 'react';
import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { WalletKind } from '../../domain/site-config.js';
import { http } from '../../lib/http.js';
import { goTo } from '../../lib/navigation.js';
import { shownCode, toApiError } from '../../lib/api-error.js';
import { purchaseErrorText } from './error-text.js';

/**
 * Where each wallet's button goes once the server grants the pass; a refusal is thrown.
 *
 * Apple: the pass is asked for first, so a refusal (gate closed since the page was loaded, ticket
 * sent away, no connection) reads as words beside the button instead of the JSON body a plain link
 * opened; then the browser goes to the pass's address, since iOS Safari opens in Wallet a .pkpass it
 * navigates to, which a file saved from a script is not known to do. The pass is signed twice for
 * that (counted with the document downloads, 100 per 15 minutes).
 * Google: the server signs a save link, and the browser goes there.
 */
const passAddress: Record<WalletKind, (ticketId: number) => Promise<string>> = {
  apple: async (ticketId) => {
    const url = `/api/tickets/${ticketId}/wallet/apple`;
    await http.get(url).arrayBuffer();
    return url;
  },
  google: async (ticketId) => (await http.post('/api/google-wallet', { json: { ticketId } }).json<{ saveUrl: string }>()).saveUrl,
};

/**
 * One wallet's button, with its refusal beside it: the order card's banner would not say which of
 * its tickets was refused.
 */
function WalletButton({ ticketId, kind }: { ticketId: number; kind: WalletKind }): ReactElement {
  const { t } = useTranslation('orders');
  const [opening, setOpening] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const open = async () => {
    setOpening(true);
    setRefusal(null);
    try {
      goTo(await passAddress[kind](ticketId));
      // A pass opens over the page, which stays; Google's save page replaces it (the button spins till then).
      if (kind === 'apple') setOpening(false);
    } catch (caught) {
      setRefusal(shownCode(await toApiError(caught)));
      setOpening(false);
    }
  };
  return (
    <>
      <Button size="xs" variant="default" loading={opening} onClick={() => void open()} data-testid={`wallet-${kind}-${ticketId}`}>
        {t(`wallet.${kind}`)}
      </Button>
      <Text size="sm" c="red" maw={260} aria-live="polite" data-testid={`wallet-${kind}-error-${ticketId}`} data-code={refusal ?? undefined}>
        {refusal === null ? '' : purchaseErrorText(t, refusal)}
      </Text>
    </>
  );
}

interface WalletButtonsProps {
  ticketId: number;
  kinds: readonly WalletKind[];
}

/** The wallet buttons of one ticket, Apple's first. */
export function WalletButtons({ ticketId, kinds }: WalletButtonsProps): ReactElement {
  return (
    <>
      {kinds.includes('apple') && <WalletButton ticketId={ticketId} kind="apple" />}
      {kinds.includes('google') && <WalletButton ticketId={ticketId} kind="google" />}
    </>
  );
}
