import { useEffect, useRef } from 'react';
import type { ReactElement } from 'react';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { WRAPPING_LABEL } from '../../lib/wrapping-button.js';

interface TransferConfirmProps {
  email: string;
  /** A likely intended address (a common provider's domain mistyped), or null. */
  suggestion: string | null;
  count: number;
  sending: boolean;
  /** No chosen ticket can be sent any more (changed elsewhere): Send is off, the error says why. */
  disabled: boolean;
  error: string | null;
  onUseSuggestion: (email: string) => void;
  onChange: () => void;
  onConfirm: () => void;
}

/**
 * The last step before tickets leave: the address shown back in full, with the likely intended one
 * offered when its domain looks mistyped. A ticket sent to a wrong address waits for someone who
 * never comes, until the fan notices and takes it back.
 */
export function TransferConfirm({ email, suggestion, count, sending, disabled, error, onUseSuggestion, onChange, onConfirm }: TransferConfirmProps): ReactElement {
  const { t } = useTranslation('orders');
  const question = useRef<HTMLParagraphElement>(null);
  // The form's Next button that led here is gone, and so is the suggestion's button once taken:
  // the focus goes to the question, read first, above the address shown back.
  useEffect(() => question.current?.focus(), [email]);
  return (
    <Stack gap="md" data-testid="transfer-confirm">
      <Text ref={question} tabIndex={-1} data-testid="transfer-confirm-question">{t('transfer.confirmAddress', { count })}</Text>
      <Text fw={700} size="lg" style={{ overflowWrap: 'anywhere' }} data-testid="transfer-confirm-email">{email}</Text>
      {suggestion && (
        <Alert color="yellow" data-testid="transfer-suggestion">
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('transfer.didYouMean', { email: suggestion })}</Text>
            <Button size="xs" variant="light" {...WRAPPING_LABEL} styles={{ label: { whiteSpace: 'normal', overflowWrap: 'anywhere', textAlign: 'start' } }} onClick={() => onUseSuggestion(suggestion)} data-testid="transfer-use-suggestion">
              {t('transfer.useSuggestion', { email: suggestion })}
            </Button>
          </Stack>
        </Alert>
      )}
      {error && <Alert color="red" role="alert" data-testid="transfer-error">{error}</Alert>}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onChange} data-testid="transfer-change-address">{t('transfer.changeAddress')}</Button>
        <Button loading={sending} disabled={disabled} onClick={onConfirm} data-testid="transfer-confirm-send">{t('transfer.send', { count })}</Button>
      </Group>
    </Stack>
  );
}
