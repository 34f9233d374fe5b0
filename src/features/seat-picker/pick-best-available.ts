/** Best available: the worker finds adjacent seats, this prices them and makes them the choice. */
import { cheapestPaidPrices } from '../../seatmap/model/best-available.js';
import { automaticChoice } from '../../seatmap/model/seat-choice.js';
import { SeatStatus, type SeatChoice } from '../../seatmap/model/types.js';
import { pickerState } from './picker-state.js';
import { getWorker, proofProducts } from './picker-session.js';
import { ensureBlockResale } from './block-resale.js';

/**
 * Best available for the ticket count: adjacent seats in the worker, priced here, within the
 * fan's category and resale filters. Seats already chosen are replaced only once the fan says
 * so (`replace`); the map then moves to the seats found.
 */
export async function pickBestAvailable(count: number, replace = false): Promise<void> {
  const { geometry, status: initial } = pickerState;
  if (!geometry || !initial) return;
  if (pickerState.selection.length > 0 && !replace) {
    pickerState.notice = { kind: 'best-replace' };
    return;
  }
  pickerState.busy = true;
  try {
    const filter = pickerState.resaleFilter;
    const options = {
      count,
      ...(pickerState.category !== null ? { categoryIds: [pickerState.category] } : {}),
      resaleFilter: filter,
      // Resale seats carry their sellers' prices, not the categories': ranked by position only.
      ...(filter === 'resale' ? {} : { categoryPrices: cheapestPaidPrices(pickerState.offers.direct) }),
    };
    let result = await getWorker().bestAvailable(options);
    let status = initial;
    // Loading a chosen resale seat's block may reveal it as the fan's own listing (then taken in the
    // worker's status too): the search runs again. Each round loads new blocks only; three suffice.
    for (let round = 1; ; round++) {
      const resaleBlocks = new Set(result.seatIndexes.filter((i) => status[i] === SeatStatus.Resale).map((i) => geometry.blockIndex[i] ?? 0));
      await Promise.all([...resaleBlocks].map((b) => ensureBlockResale(b)));
      const before = status;
      status = pickerState.status ?? status;
      if (round === 3 || !result.seatIndexes.some((i) => status[i] !== before[i])) break;
      result = await getWorker().bestAvailable(options);
    }
    const proofProductIds = proofProducts();
    const choices: SeatChoice[] = [];
    for (const i of result.seatIndexes) {
      const block = geometry.blocks[geometry.blockIndex[i] ?? 0];
      const resale = (block && pickerState.blockResale[block.id]) ?? [];
      const choice = automaticChoice(geometry, status, i, { direct: pickerState.offers.direct, resale, proofProductIds });
      if (choice) choices.push(choice);
    }
    pickerState.selection = choices;
    pickerState.notice = choices.length === 0 ? { kind: 'best-none' } : result.notice ? { kind: 'best-fallback' } : null;
    if (choices.length > 0) pickerState.reveal = { seatIndexes: choices.map((c) => c.seatIndex), key: (pickerState.reveal?.key ?? 0) + 1 };
  } finally {
    pickerState.busy = false;
  }
}
