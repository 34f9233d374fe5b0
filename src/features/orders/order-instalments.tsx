import type { ReactElement } from 'react';
import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import { paymentProgress, shownInstallmentStatus, type InstallmentLine } from '../../domain/invoice.js';
import { dateLocale } from '../../lib/date-locale.js';
import { useFormatters } from '../../lib/format.js';
import { useResource } from '../../lib/use-resource.js';
import { fetchOrderStatus } from '../validation/api.js';

const STATE_COLOR: Record<string, string> = { paid: 'green.8', failed: 'red.8', overdue: 'red.8' };

/**
 * An order paid in instalments, on its My purchases card: what is paid, what is still due, and
 * each instalment's date, amount and state. The confirmation page says it once; a fan coming back
 * later to check the next charge finds it here (nothing shows for an order paid in full).
 */
export function OrderInstalments({ orderId }: { orderId: number }): ReactElement | null {
  const { t } = useTranslation(['orders', 'checkout']);
  const { price, language } = useFormatters();
  const resource = useResource(() => fetchOrderStatus(orderId), `order-instalments-${orderId}`);
  const status = resource.data;
  if (!status || status.installments.length <= 1) return null;
  const progress = paymentProgress(status.totalAmount, status.installments as InstallmentLine[]);
  // Due dates are UTC calendar days: read at noon so no time zone moves them.
  const day = (iso: string) => format(new Date(`${iso.slice(0, 10)}T12:00:00`), 'PP', { locale: dateLocale(language) });
  return (
    <Stack gap={4} data-testid={`order-instalments-${orderId}`}>
      <Text fw={600} size="sm">{t('orders:instalments.title', { count: status.installments.length })}</Text>
      <Text size="sm">{t('orders:instalments.progress', { paid: price(progress.paid), total: price(progress.total), due: price(progress.due) })}</Text>
      <Table striped withTableBorder fz="sm" horizontalSpacing="xs">
        <Table.Thead>
          <Table.Tr>
            {/* No number column: the dates order the rows, and a 360 px phone has room for three. */}
            <Table.Th>{t('checkout:schedule.dueDate')}</Table.Th>
            <Table.Th ta="right">{t('checkout:schedule.amount')}</Table.Th>
            <Table.Th>{t('orders:instalments.state')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {status.installments.map((line) => (
            <Table.Tr key={line.position}>
              <Table.Td>{day(line.dueDate)}</Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>{price(line.amount)}</Table.Td>
              <Table.Td c={STATE_COLOR[line.status] ?? 'inherit'}>{t(`orders:instalments.status.${shownInstallmentStatus(line as InstallmentLine, new Date())}`, { defaultValue: line.status })}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
