import { useEffect, useState, type ReactElement } from 'react';
import { Button, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import type { BookAgainChoice } from '../../domain/cart/index.js';
import { allSeatsFree, bookAgainCart } from '../../domain/cart/index.js';
import { paths } from '../../lib/paths.js';
import { fetchBlockSeats } from '../booking/api.js';
import { bookingState, submit } from '../booking/state.js';

/** Every seat answer of the blocks the choice's seats are in. */
async function blockSeats(choice: BookAgainChoice): Promise<{ id: number; available: boolean }[]> {
  const blocks = new Map(choice.tickets.flatMap((t) => (t.block ? [[t.block.id, t.block] as const] : [])));
  const answers = await Promise.all([...blocks.values()].map((block) => (choice.type === 'event'
    ? fetchBlockSeats({ eventId: choice.item.id, blockId: block.id })
    : fetchBlockSeats({ packId: choice.item.id, blockId: block.id }))));
  return answers.flatMap((a) => a.seats);
}

// The server frees an expired hold on its own clock: asked at once, the seats could still read
// as held for a moment.
const CHECK_DELAY_MS = 1500;

/**
 * Under the expired summary: when the seats are all still free, one click holds them again in a
 * new order (a refusal, such as a seat taken meanwhile or a holder field, continues on the
 * holders page, which names it); when some are gone, the way back to the seat choice.
 */
export function BookAgainOffer({ choice }: { choice: BookAgainChoice }): ReactElement | null {
  const { t } = useTranslation('booking');
  const [, navigate] = useLocation();
  const [free, setFree] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const itemPath = choice.type === 'event' ? paths.event(choice.item.id) : paths.pack(choice.item.id);

  useEffect(() => {
    let live = true;
    const timer = setTimeout(() => {
      blockSeats(choice).then((seats) => live && setFree(allSeatsFree(choice, seats)), () => undefined);
    }, CHECK_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [choice]);

  const onBookAgain = async (): Promise<void> => {
    setBusy(true);
    bookingState.cart = bookAgainCart(choice);
    const orderId = await submit();
    setBusy(false);
    navigate(orderId !== null ? paths.summary(orderId) : `${itemPath}/submit`);
  };

  if (free === null) return null;
  if (!free) {
    return (
      <Group data-testid="book-again-taken">
        <Text size="sm">{t('summary.bookAgainTaken')}</Text>
        <Button component={Link} href={itemPath} variant="default">{t('actions.chooseSeats')}</Button>
      </Group>
    );
  }
  return <Button onClick={() => void onBookAgain()} loading={busy} w="fit-content" data-testid="book-again">{t('summary.bookAgain', { count: choice.tickets.length })}</Button>;
}
