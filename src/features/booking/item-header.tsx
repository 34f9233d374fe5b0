import type { ReactElement } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useDocumentHead } from '../../lib/document-head.js';
import { useFormatters } from '../../lib/format.js';

/**
 * Title and date line of the event or pack being booked; its title is the page's too (without one,
 * the tab and the route announcer kept the page before's, "Log in" after signing in).
 */
export function ItemHeader({ title, subtitle, date }: { title: string; subtitle?: string | null; date?: string | null }): ReactElement {
  const { dateTime } = useFormatters();
  useDocumentHead(title);
  return (
    <Stack gap={2} mb="sm">
      {subtitle ? <Text size="sm" c="dimmed" tt="uppercase" fw={600}>{subtitle}</Text> : null}
      <Title order={1} size="h2">{title}</Title>
      {date ? <Text c="dimmed">{dateTime(date)}</Text> : null}
    </Stack>
  );
}
