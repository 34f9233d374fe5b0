import type { ReactElement } from 'react';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { dateLocale } from '../../lib/date-locale.js';
import { useFormatters } from '../../lib/format.js';
import type { ScheduledInstallment } from './api.js';

/** The dates and amounts the customer will be charged. */
export function ScheduleTable({ schedule }: { schedule: ScheduledInstallment[] }): ReactElement {
  const { t } = useTranslation('checkout');
  const { price, language } = useFormatters();
  return (
    <Table data-testid="checkout-schedule" striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('schedule.position')}</Table.Th>
          <Table.Th>{t('schedule.dueDate')}</Table.Th>
          <Table.Th ta="right">{t('schedule.amount')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {schedule.map((item) => (
          <Table.Tr key={item.position}>
            <Table.Td>{item.position === 1 ? t('schedule.today') : t('schedule.nth', { position: item.position })}</Table.Td>
            {/* Due dates are UTC calendar days: shown without a time-zone shift. */}
            <Table.Td>{format(new Date(`${item.dueDate.slice(0, 10)}T12:00:00`), 'PP', { locale: dateLocale(language) })}</Table.Td>
            <Table.Td ta="right">{price(item.amount)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
