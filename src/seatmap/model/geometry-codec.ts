import { pointsBounds, polygonCentroid } from './geometry-builder.js';
import { fromBytePlanes, readDeltas, toBytePlanes, writeDeltas } from './column-coding.js';
import { decodeRowCoordinates, encodeRowCoordinates } from './row-arc-coding.js';
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
 *      format 5: u8 row kind a row, then i32 arc parameter differences (byte planes)
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
 * per axis at every row start. Format 5 predicts a row's seats from the row's arc where one fits
 * (`row-arc-coding.ts`): format 4 left the rounding of the stored coordinates along curved rows
 * in every residual. Formats 1 (plain first differences) to 4 still read; 1 and 2 with every seat
 * ordinary.
 */
export const GEOMETRY_FORMAT = 5;
/** Bytes per seat of the columns, by format. */
const SEAT_BYTES: Record<number, number> = { 1: 23, 2: 23, 3: 24, 4: 24, 5: 24 };
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
  /** Format 5: rows (one kind byte each) and arc parameter differences after the seat columns. */
  rowModels?: { rows: number; corrections: number };
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
 * 3 or 4 writes a previous format (tests and comparisons).
 */
export function encodeGeometry(geometry: SeatMapGeometry, format: 3 | 4 | 5 = GEOMETRY_FORMAT): Uint8Array {
  const n = geometry.seatCount;
  const rowCoordinates = format === 5 ? encodeRowCoordinates(quantized(geometry.x), quantized(geometry.y), geometry.row, geometry.blockIndex) : null;
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
    ...(rowCoordinates ? { rowModels: { rows: rowCoordinates.kinds.length, corrections: rowCoordinates.corrections.length } } : {}),
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
  const rowModelBytes = rowCoordinates ? rowCoordinates.kinds.length + rowCoordinates.corrections.length * 4 : 0;
  const total = columnsStart + n * SEAT_BYTES[format]! + rowModelBytes;
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
  for (const [axis, column] of [geometry.x, geometry.y].entries()) {
    const residuals = rowCoordinates ? (axis === 0 ? rowCoordinates.x : rowCoordinates.y) : format === 4 ? rowResiduals(quantized(column), geometry.row, geometry.blockIndex) : new Int32Array(n);
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
  if (rowCoordinates) {
    offset += 2 * n;
    bytes.set(rowCoordinates.kinds, offset);
    offset += rowCoordinates.kinds.length;
    toBytePlanes(rowCoordinates.corrections, bytes.subarray(offset, offset + rowCoordinates.corrections.length * 4));
  }
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
  const models = format === 5 ? header.rowModels : undefined;
  if (format === 5 && !(models && Number.isInteger(models.rows) && Number.isInteger(models.corrections) && models.rows >= 0 && models.corrections >= 0)) {
    throw new GeometryFormatError('missing row models');
  }
  const modelBytes = models ? models.rows + models.corrections * 4 : 0;
  if (offset + n * seatBytes + modelBytes > bytes.length) throw new GeometryFormatError('truncated columns');

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
  const column = new Uint16Array(take(2));
  const rowNameIndex = new Uint16Array(take(2));
  const seatNumberIndex = new Uint16Array(take(2));
  const categoryIndex = new Uint8Array(take(1));
  const seatTypeIndex = seatBytes > 23 ? new Uint8Array(take(1)) : new Uint8Array(n);
  // Formats 4 and 5 predict coordinates from the rows, so they are restored once rows and blocks are read.
  const coordinates = (deltas: Int32Array) => format === 4 ? fromRowResiduals(deltas, row, blockIndex, QUANTUM) : readDeltas(deltas, QUANTUM, Float32Array, order);
  let [x, y] = models ? [new Float32Array(0), new Float32Array(0)] : [coordinates(xDeltas), coordinates(yDeltas)];
  if (models) {
    const kinds = bytes.subarray(offset, offset + models.rows);
    const corrections = fromBytePlanes(bytes.subarray(offset + models.rows, offset + modelBytes));
    const decoded = decodeRowCoordinates(xDeltas, yDeltas, row, blockIndex, kinds, corrections, QUANTUM);
    if (!decoded) throw new GeometryFormatError('malformed row models');
    ({ x, y } = decoded);
  }

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
