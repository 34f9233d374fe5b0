import type { ReactElement, ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { paths } from '../../lib/paths.js';

export interface ErrorCardProps {
  title: string;
  content: ReactNode;
  /** Heading level of the title: 1 when the card is the whole page, 2 inside a page section. */
  headingLevel?: 1 | 2 | 3;
  /** Hides the back-to-home button (e.g. on the home page itself). */
  hideHomeButton?: boolean;
  /** Extra actions such as "Try again". */
  actions?: ReactNode;
  testId?: string;
}

/** A titled message with a way back home; used for failures, not-found and empty states. */
export function ErrorCard({ title, content, headingLevel = 1, hideHomeButton = false, actions, testId }: ErrorCardProps): ReactElement {
  const { t } = useTranslation('common');
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }} maw={640} mx="auto" my="xl" role="alert" data-testid={testId}>
      <Stack gap="sm" align="flex-start">
        <Title order={headingLevel} size="h2">
          {title}
        </Title>
        <Text c="dimmed">{content}</Text>
        <Group gap="sm" mt="xs">
          {actions}
          {hideHomeButton ? null : (
            <Button component={Link} href={paths.home()} variant="filled">
              {t('actions.backToHome')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
