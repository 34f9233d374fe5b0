import type { LoadedBlock } from '../../../src/domain/cart/index.js';

/** A block of 6 seats: 1-4 free (category 2, products 1 and 2), 5 taken, 6 resold. */
export function block(overrides: Partial<LoadedBlock['block']> = {}): LoadedBlock {
  return {
    block: { id: 10, name: '101', standName: 'North', isOpenSeating: false, ...overrides },
    seats: [
      { id: 1, available: true, categoryId: 2, productIds: [1, 2], rowName: 'A', seatNumber: '1' },
      { id: 2, available: true, categoryId: 2, productIds: [1, 2], rowName: 'A', seatNumber: '2' },
      { id: 3, available: true, categoryId: 2, productIds: [1, 2], rowName: 'A', seatNumber: '3' },
      { id: 4, available: true, categoryId: 3, productIds: [1], rowName: 'B', seatNumber: '1' },
      { id: 5, available: false, categoryId: 2, productIds: [1, 2], rowName: 'B', seatNumber: '2' },
      { id: 6, available: true, categoryId: 2, productIds: [9], rowName: 'B', seatNumber: '3' },
    ],
    offers: [
      { categoryId: 2, productId: 1, price: 3000, blockId: 10, availability: 5, isOpenSeating: false, isResale: false, resaleSeatIds: [] },
      { categoryId: 2, productId: 2, price: 2000, blockId: 10, availability: 5, isOpenSeating: false, isResale: false, resaleSeatIds: [] },
      { categoryId: 3, productId: 1, price: 1500, blockId: 10, availability: 0, isOpenSeating: false, isResale: false, resaleSeatIds: [] },
      { categoryId: 2, productId: 9, price: 2500, blockId: 10, availability: 1, isOpenSeating: false, isResale: true, resaleSeatIds: [6] },
    ],
  };
}
