import type { ReactElement } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useFormatters } from '../../lib/format.js';

/** Title and date line of the event or pack being booked. */
export function ItemHeader({ title, subtitle, date }: { title: string; subtitle?: string | null; date?: string | null }): ReactElement {
  const { dateTime } = useFormatters();
  return (
    <Stack gap={2} mb="sm">
      {subtitle ? <Text size="sm" c="dimmed" tt="uppercase" fw={600}>{subtitle}</Text> : null}
      <Title order={1} size="h2">{title}</Title>
      {date ? <Text c="dimmed">{dateTime(date)}</Text> : null}
    </Stack>
  );
}
