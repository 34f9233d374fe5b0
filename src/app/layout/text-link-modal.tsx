import type { ReactElement } from 'react';
import { Anchor, Text } from '@mantine/core';
import { ShopModal } from '../../lib/shop-modal.js';
import { useDisclosure } from '@mantine/hooks';

/** A footer link that opens configured text (general terms, accessibility) in a dialog. */
export function TextLinkModal({ label, title, text }: { label: string; title: string; text: string }): ReactElement {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Anchor component="button" type="button" size="sm" c="inherit" onClick={open}>
        {label}
      </Anchor>
      <ShopModal opened={opened} onClose={close} title={title} size="lg">
        <Text style={{ whiteSpace: 'pre-line' }}>{text}</Text>
      </ShopModal>
    </>
  );
}
