import type { ReactElement, ReactNode } from 'react';
import { Paper, Stack, Title } from '@mantine/core';
import { AuthBackdrop } from './auth-backdrop.js';
import { useDocumentHead } from '../../lib/document-head.js';

/** The narrow centred card every sign-in screen sits in. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }): ReactElement {
  useDocumentHead(title);
  return (
    <AuthBackdrop>
      <Paper withBorder shadow="sm" radius="md" p="xl" maw={460} mx="auto" w="100%">
        <Stack gap="md">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </AuthBackdrop>
  );
}
