import type { ReactElement, ReactNode } from 'react';
import { Modal } from '@mantine/core';
import type { MantineSize } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export interface ShopModalProps {
  opened: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  size?: MantineSize;
  centered?: boolean;
}

/**
 * The shop's dialog: Mantine's modal with a close button that says what it does in the fan's
 * language, and a header that is not a page banner (Mantine draws it as <header> at the top of the
 * document, which screen readers list as a second banner landmark beside the top bar).
 */
export function ShopModal({ opened, onClose, title, children, size = 'md', centered = true }: ShopModalProps): ReactElement {
  const { t } = useTranslation('common');
  const headerAsDiv = { component: 'div' } as Record<string, unknown>;
  return (
    <Modal.Root opened={opened} onClose={onClose} size={size} centered={centered}>
      <Modal.Overlay />
      <Modal.Content>
        <Modal.Header {...headerAsDiv}>
          <Modal.Title>{title}</Modal.Title>
          <Modal.CloseButton aria-label={t('dialogClose')} />
        </Modal.Header>
        <Modal.Body>{children}</Modal.Body>
      </Modal.Content>
    </Modal.Root>
  );
}
