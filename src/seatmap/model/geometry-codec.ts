import { pointsBounds, polygonCentroid } from './geometry-builder.js';
import { fromRowResiduals, rowResiduals } from './row-prediction.js';
import type { BlockGeometry, Bounds, CategoryInfo, SeatMapGeometry, SeatTypeInfo, StandInfo } from './types.js';

/**
 * Binary geometry payload, format 1 (little-endian):
 *
 *   0  "SMG" + format byte (4)
 *   4  u32 header length H
 *   8  header JSON (UTF-8, H bytes), then zero padding to a multiple of 4
 *      columns of seatCount values each, in this order:
 *      i32 seatId delta | x delta² planes | y delta² planes   (4 bytes a seat each; 1/QUANTUM units)
 *      u16 blockIndex | u16 row | u16 column | u16 rowNameIndex | u16 seatNumberIndex
 *      u8  categoryIndex
 *      u8  seatTypeIndex (format 3)
 *
 * Deltas (seat ids repeat with a constant step along a row) make the payload compress several
 * times better with gzip or brotli than raw floats. Format 2 stores coordinates as deltas of
 * deltas: along a straight row the step is constant, and along a curved row it turns slowly, so
 * the second differences are near zero on any venue shape. They are zigzag-coded (small negatives
 * become small positives) and split into byte planes (all low bytes, then all second bytes...),
 * so the mostly-zero high bytes compress to almost nothing. Format 3 adds the seat type column
 * (almost all zeros: it costs next to nothing compressed). Format 4 stores the coordinates as
 * residuals against a prediction from the seat's row instead (`row-prediction.ts`): a row's first
 * and second seats are predicted from the rows before it, where format 3 paid two large values
 * per axis at every row start. Formats 1 (plain first differences), 2 and 3 still read; 1 and 2
 * with every seat ordinary.
 */
export const GEOMETRY_FORMAT = 4;
/** Bytes per seat of the columns, by format. */
const SEAT_BYTES: Record<number, number> = { 1: 23, 2: 23, 3: 24, 4: 24 };
const MAGIC = [0x53, 0x4d, 0x47] as const; // "SMG"
/** Coordinates are kept to a thousandth of a world unit (a millimetre for venues in metres). */
const QUANTUM = 1000;

interface PayloadHeader {
  arenaId: number;
  version: string;
  seatCount: number;
  seatRadius: number;
  stands: StandInfo[];
  categories: CategoryInfo[];
  seatTypes?: SeatTypeInfo[];
  rowNames: string[];
  seatNumbers: string[];
  blocks: {
    id: number;
    name: string;
    standIndex: number;
    isOpenSeating: boolean;
    contour: number[];
    seatStart: number;
    seatEnd: number;
  }[];
}

/** Raised when a payload is not a geometry this code can read. */
export class GeometryFormatError extends Error {
  override name = 'GeometryFormatError';
}

if (new Uint8Array(new Uint16Array([1]).buffer)[0] !== 1) {
  // Typed arrays use the platform's byte order; every browser and Node target is little-endian.
  throw new Error('seat map geometry codec requires a little-endian platform');
}

const quantize = (value: number) => Math.round(value * QUANTUM);

function quantized(column: Float32Array): Int32Array {
  const out = new Int32Array(column.length);
  for (let i = 0; i < column.length; i++) out[i] = quantize(column[i]!);
  return out;
}

/**
 * Serialises a geometry to the compact binary payload (uncompressed; HTTP compresses it). `format`
 * 3 writes the previous format (tests and comparisons of the two).
 */
export function encodeGeometry(geometry: SeatMapGeometry, format: 3 | 4 = GEOMETRY_FORMAT): Uint8Array {
  const n = geometry.seatCount;
  const header: PayloadHeader = {
    arenaId: geometry.arenaId,
    version: geometry.version,
    seatCount: n,
    seatRadius: geometry.seatRadius,
    stands: geometry.stands,
    categories: geometry.categories,
    seatTypes: geometry.seatTypes,
    rowNames: geometry.rowNames,
    seatNumbers: geometry.seatNumbers,
    blocks: geometry.blocks.map((b) => ({
      id: b.id,
      name: b.name,
      standIndex: b.standIndex,
      isOpenSeating: b.isOpenSeating,
      contour: Array.from(b.contour, (v) => quantize(v) / QUANTUM),
      seatStart: b.seatStart,
      seatEnd: b.seatEnd,
    })),
  };
  const headerBytes = new TextEncoder().encode(JSON.stringify(header));
  const columnsStart = align4(8 + headerBytes.length);
  const total = columnsStart + n * SEAT_BYTES[format]!;
  const buffer = new ArrayBuffer(total);
  const bytes = new Uint8Array(buffer);
  bytes.set(MAGIC, 0);
  bytes[3] = format;
  new DataView(buffer).setUint32(4, headerBytes.length, true);
  bytes.set(headerBytes, 8);

  let offset = columnsStart;
  const i32 = () => {
    const view = new Int32Array(buffer, offset, n);
    offset += n * 4;
    return view;
  };
  const u16 = (source: Uint16Array) => {
    new Uint16Array(buffer, offset, n).set(source);
    offset += n * 2;
  };
  writeDeltas(i32(), geometry.seatId, 1);
  for (const column of [geometry.x, geometry.y]) {
    const residuals = format === 4 ? rowResiduals(quantized(column), geometry.row, geometry.blockIndex) : new Int32Array(n);
    if (format === 3) writeDeltas(residuals, column, QUANTUM, 2);
    toBytePlanes(residuals, bytes.subarray(offset, offset + n * 4));
    offset += n * 4;
  }
  u16(geometry.blockIndex);
  u16(geometry.row);
  u16(geometry.column);
  u16(geometry.rowNameIndex);
  u16(geometry.seatNumberIndex);
  bytes.set(geometry.categoryIndex, offset);
  bytes.set(geometry.seatTypeIndex, offset + n);
  return bytes;
}

/**
 * Reads a payload made by `encodeGeometry`. Every column gets its own buffer so each can be
 * transferred to a worker on its own. Throws `GeometryFormatError` on anything malformed.
 */
export function decodeGeometry(payload: Uint8Array | ArrayBuffer): SeatMapGeometry {
  // A plain Uint8Array view: Node's Buffer subclass makes slice() a view instead of a copy.
  const bytes = payload instanceof Uint8Array ? new Uint8Array(payload.buffer, payload.byteOffset, payload.byteLength) : new Uint8Array(payload);
  if (bytes.length < 8 || bytes[0] !== MAGIC[0] || bytes[1] !== MAGIC[1] || bytes[2] !== MAGIC[2]) {
    throw new GeometryFormatError('not a seat map geometry payload');
  }
  const format = bytes[3];
  const seatBytes = SEAT_BYTES[format ?? 0];
  if (seatBytes === undefined) throw new GeometryFormatError(`unsupported geometry format ${format}`);
  const order = format === 1 ? 1 : 2;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const headerLength = view.getUint32(4, true);
  if (8 + headerLength > bytes.length) throw new GeometryFormatError('truncated header');
  let header: PayloadHeader;
  try {
    header = JSON.parse(new TextDecoder().decode(bytes.subarray(8, 8 + headerLength))) as PayloadHeader;
  } catch {
    throw new GeometryFormatError('unreadable header');
  }
  const n = header.seatCount;
  if (!Number.isInteger(n) || n < 0) throw new GeometryFormatError('bad seat count');
  let offset = align4(8 + headerLength);
  if (offset + n * seatBytes > bytes.length) throw new GeometryFormatError('truncated columns');

  const take = (size: number) => {
    // Copy into a fresh, aligned buffer: the payload may sit at any offset in a larger one.
    const out = bytes.slice(offset, offset + n * size).buffer;
    offset += n * size;
    return out;
  };
  const seatId = readDeltas(new Int32Array(take(4)), 1, Int32Array);
  const coordinateDeltas = () => (order === 1 ? new Int32Array(take(4)) : fromBytePlanes(new Uint8Array(take(4))));
  const [xDeltas, yDeltas] = [coordinateDeltas(), coordinateDeltas()];
  const blockIndex = new Uint16Array(take(2));
  const row = new Uint16Array(take(2));
  // Format 4 predicts coordinates from the rows, so they are restored once rows and blocks are read.
  const coordinates = (deltas: Int32Array) => format === 4 ? fromRowResiduals(deltas, row, blockIndex, QUANTUM) : readDeltas(deltas, QUANTUM, Float32Array, order);
  const [x, y] = [coordinates(xDeltas), coordinates(yDeltas)];
  const column = new Uint16Array(take(2));
  const rowNameIndex = new Uint16Array(take(2));
  const seatNumberIndex = new Uint16Array(take(2));
  const categoryIndex = new Uint8Array(take(1));
  const seatTypeIndex = seatBytes > 23 ? new Uint8Array(take(1)) : new Uint8Array(n);

  const blocks: BlockGeometry[] = header.blocks.map((b) => {
    const contour = Float32Array.from(b.contour);
    return {
      id: b.id,
      name: b.name,
      standIndex: b.standIndex,
      standName: header.stands[b.standIndex]?.name ?? '',
      isOpenSeating: b.isOpenSeating,
      contour,
      seatStart: b.seatStart,
      seatEnd: b.seatEnd,
      bbox: pointsBounds(contour),
      centroid: polygonCentroid(contour),
    };
  });
  return {
    arenaId: header.arenaId,
    version: header.version,
    seatCount: n,
    bounds: combinedBounds(blocks, x, y),
    seatRadius: header.seatRadius,
    stands: header.stands,
    blocks,
    categories: header.categories,
    seatTypes: header.seatTypes ?? [],
    seatTypeIndex,
    seatId,
    x,
    y,
    blockIndex,
    categoryIndex,
    row,
    column,
    rowNameIndex,
    rowNames: header.rowNames,
    seatNumberIndex,
    seatNumbers: header.seatNumbers,
  };
}

function align4(value: number): number {
  return (value + 3) & ~3;
}

/** Zigzag-codes each value and writes byte p of value i at `out[p * n + i]`. */
function toBytePlanes(values: Int32Array, out: Uint8Array): void {
  const n = values.length;
  for (let i = 0; i < n; i++) {
    const v = values[i]!;
    const z = ((v << 1) ^ (v >> 31)) >>> 0;
    out[i] = z & 0xff;
    out[n + i] = (z >>> 8) & 0xff;
    out[2 * n + i] = (z >>> 16) & 0xff;
    out[3 * n + i] = z >>> 24;
  }
}

/** The inverse of `toBytePlanes`. */
function fromBytePlanes(planes: Uint8Array): Int32Array {
  const n = planes.length / 4;
  const values = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    const z = (planes[i]! | (planes[n + i]! << 8) | (planes[2 * n + i]! << 16) | (planes[3 * n + i]! << 24)) >>> 0;
    values[i] = (z >>> 1) ^ -(z & 1);
  }
  return values;
}

/** Differences of order 1 (value minus previous) or 2 (step minus previous step), quantized first. */
function writeDeltas(target: Int32Array, source: ArrayLike<number>, scale: number, order: 1 | 2 = 1): void {
  let previous = 0;
  let previousStep = 0;
  for (let i = 0; i < source.length; i++) {
    const value = scale === 1 ? source[i]! : quantize(source[i]!);
    const step = value - previous;
    target[i] = order === 1 ? step : step - previousStep;
    previous = value;
    previousStep = step;
  }
}

function readDeltas<T extends Int32Array | Float32Array>(
  deltas: Int32Array,
  scale: number,
  Type: { new (length: number): T },
  order: 1 | 2 = 1,
): T {
  const out = new Type(deltas.length);
  let value = 0;
  let step = 0;
  for (let i = 0; i < deltas.length; i++) {
    step = order === 1 ? deltas[i]! : step + deltas[i]!;
    value += step;
    out[i] = scale === 1 ? value : value / scale;
  }
  return out;
}

function combinedBounds(blocks: BlockGeometry[], x: Float32Array, y: Float32Array): Bounds {
  const flat: number[] = [];
  for (const b of blocks) flat.push(b.bbox[0], b.bbox[1], b.bbox[2], b.bbox[3]);
  const [minX, minY, maxX, maxY] = pointsBounds(flat);
  let bounds: Bounds = flat.length > 0 ? [minX, minY, maxX, maxY] : [Infinity, Infinity, -Infinity, -Infinity];
  for (let i = 0; i < x.length; i++) {
    const px = x[i]!;
    const py = y[i]!;
    if (px < bounds[0]) bounds[0] = px;
    if (px > bounds[2]) bounds[2] = px;
    if (py < bounds[1]) bounds[1] = py;
    if (py > bounds[3]) bounds[3] = py;
  }
  if (bounds[0] === Infinity) bounds = [0, 0, 0, 0];
  return bounds;
}
