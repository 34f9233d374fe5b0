import { expandGeneralAdmission, layoutPlaces, MAX_AREA_CAPACITY } from './general-admission.js';
import { polygonArea } from './polygon.js';
import type { Point, VenueFile, VenueIssue } from './venue-format.js';
import { VENUE_FORMAT_VERSION } from './venue-format.js';

export type VenueValidation = { ok: true; venue: VenueFile; issues: [] } | { ok: false; issues: VenueIssue[] };

type Json = Record<string, unknown>;

const COLOR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;
/** Below this absolute area (square units) a contour is considered flat. */
const MIN_CONTOUR_AREA = 1e-6;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isNonEmptyString = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';
const describe = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value;

/**
 * Checks an untrusted value (usually parsed JSON) against the venue format and returns every
 * problem found, each with the JSON path of the offending value. Never throws.
 */
export function validateVenue(input: unknown): VenueValidation {
  const issues: VenueIssue[] = [];
  const add = (path: string, message: string) => issues.push({ path, message });

  const requireString = (obj: Json, key: string, path: string): void => {
    if (!isNonEmptyString(obj[key])) add(`${path}${key}`, `must be a non-empty string, got ${describe(obj[key])}`);
  };
  const optionalString = (obj: Json, key: string, path: string): void => {
    if (obj[key] !== undefined && typeof obj[key] !== 'string') {
      add(`${path}${key}`, `must be a string when present, got ${describe(obj[key])}`);
    }
  };
  const requireArray = (obj: Json, key: string, path: string): unknown[] | null => {
    const value = obj[key];
    if (Array.isArray(value)) return value;
    add(`${path}${key}`, `must be an array, got ${describe(value)}`);
    return null;
  };

  if (!isObject(input)) {
    return { ok: false, issues: [{ path: '', message: `venue must be a JSON object, got ${describe(input)}` }] };
  }
  if (input.formatVersion !== VENUE_FORMAT_VERSION) {
    add('formatVersion', `must be ${VENUE_FORMAT_VERSION}, got ${JSON.stringify(input.formatVersion) ?? 'nothing'}`);
  }
  requireString(input, 'name', '');
  if (input.imageUrl !== undefined) {
    if (typeof input.imageUrl !== 'string' || !isHttpUrl(input.imageUrl)) {
      add('imageUrl', 'must be an http or https address');
    }
  }

  const categoryKeys = validateCategories(input, requireArray, requireString, optionalString, add);
  const seatTypeCodes = validateSeatTypes(input.seatTypes, add);

  let seatTotal = 0;
  const stands = requireArray(input, 'stands', '');
  const standNames = new Set<string>();
  stands?.forEach((stand, s) => {
    const sp = `stands[${s}]`;
    if (!isObject(stand)) return add(sp, `must be an object, got ${describe(stand)}`);
    requireString(stand, 'name', `${sp}.`);
    if (typeof stand.name === 'string') {
      if (standNames.has(stand.name)) add(`${sp}.name`, `duplicate stand name "${stand.name}"`);
      standNames.add(stand.name);
    }
    const blockNames = new Set<string>();
    requireArray(stand, 'blocks', `${sp}.`)?.forEach((block, b) => {
      const bp = `${sp}.blocks[${b}]`;
      if (!isObject(block)) return add(bp, `must be an object, got ${describe(block)}`);
      requireString(block, 'name', `${bp}.`);
      if (typeof block.name === 'string') {
        if (blockNames.has(block.name)) add(`${bp}.name`, `duplicate block name "${block.name}" in stand`);
        blockNames.add(block.name);
      }
      optionalString(block, 'externalId', `${bp}.`);
      if (typeof block.isOpenSeating !== 'boolean') {
        add(`${bp}.isOpenSeating`, `must be true or false, got ${describe(block.isOpenSeating)}`);
      }
      validateContour(block.contour, `${bp}.contour`, add);
      if (block.generalAdmission !== undefined) {
        seatTotal += validateArea(block, bp, categoryKeys, add);
        return;
      }
      const rowNames = new Set<string>();
      requireArray(block, 'rows', `${bp}.`)?.forEach((row, r) => {
        const rp = `${bp}.rows[${r}]`;
        if (!isObject(row)) return add(rp, `must be an object, got ${describe(row)}`);
        requireString(row, 'name', `${rp}.`);
        if (typeof row.name === 'string') {
          if (rowNames.has(row.name)) add(`${rp}.name`, `duplicate row name "${row.name}" in block`);
          rowNames.add(row.name);
        }
        const seats = requireArray(row, 'seats', `${rp}.`);
        if (seats === null) return;
        if (seats.length === 0) add(`${rp}.seats`, 'row has no seats');
        seatTotal += seats.length;
        validateSeats(seats, rp, categoryKeys, seatTypeCodes, add);
      });
      if (Array.isArray(block.rows) && block.rows.length === 0) {
        add(`${bp}.rows`, 'block has no rows');
      }
    });
  });
  if (stands !== null && seatTotal === 0) add('stands', 'venue has no seats');

  if (issues.length > 0) return { ok: false, issues };
  // General-admission areas get their places now, so importers and the map see plain open seating.
  return { ok: true, venue: expandGeneralAdmission(input as unknown as VenueFile), issues: [] };
}

/**
 * A general-admission area: open seating, no rows, a whole capacity its contour can hold and a
 * known category. Returns its capacity (0 when invalid) for the venue's total.
 */
function validateArea(block: Json, bp: string, categoryKeys: Set<string>, add: (path: string, message: string) => void): number {
  const area = block.generalAdmission;
  if (!isObject(area)) {
    add(`${bp}.generalAdmission`, `must be an object, got ${describe(area)}`);
    return 0;
  }
  if (block.isOpenSeating !== true) add(`${bp}.isOpenSeating`, 'a general-admission area is open seating');
  if (block.rows === undefined) block.rows = [];
  else if (!Array.isArray(block.rows) || block.rows.length > 0) add(`${bp}.rows`, 'a general-admission area has no rows');
  if (typeof area.category !== 'string' || !categoryKeys.has(area.category)) add(`${bp}.generalAdmission.category`, `unknown category ${JSON.stringify(area.category) ?? 'nothing'}`);
  const capacity = area.capacity;
  if (typeof capacity !== 'number' || !Number.isInteger(capacity) || capacity < 1 || capacity > MAX_AREA_CAPACITY) {
    add(`${bp}.generalAdmission.capacity`, `must be a whole number from 1 to ${MAX_AREA_CAPACITY}`);
    return 0;
  }
  if (Array.isArray(block.contour) && block.contour.length >= 3) {
    try {
      layoutPlaces(block.contour as Point[], capacity);
    } catch {
      add(`${bp}.generalAdmission.capacity`, 'the contour is too small or too thin for this capacity');
    }
  }
  return capacity;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function validateCategories(
  input: Json,
  requireArray: (obj: Json, key: string, path: string) => unknown[] | null,
  requireString: (obj: Json, key: string, path: string) => void,
  optionalString: (obj: Json, key: string, path: string) => void,
  add: (path: string, message: string) => void,
): Set<string> {
  const keys = new Set<string>();
  const categories = requireArray(input, 'categories', '');
  if (categories?.length === 0) add('categories', 'at least one category is required');
  categories?.forEach((category, c) => {
    const cp = `categories[${c}]`;
    if (!isObject(category)) return add(cp, `must be an object, got ${describe(category)}`);
    requireString(category, 'key', `${cp}.`);
    requireString(category, 'name', `${cp}.`);
    optionalString(category, 'description', `${cp}.`);
    if (category.color !== undefined && (typeof category.color !== 'string' || !COLOR.test(category.color))) {
      add(`${cp}.color`, 'must be a colour like "#1a2b3c"');
    }
    if (typeof category.key === 'string') {
      if (keys.has(category.key)) add(`${cp}.key`, `duplicate category key "${category.key}"`);
      keys.add(category.key);
    }
  });
  return keys;
}

function validateContour(contour: unknown, path: string, add: (path: string, message: string) => void): void {
  if (!Array.isArray(contour)) return add(path, `must be an array of [x, y] points, got ${describe(contour)}`);
  let wellFormed = true;
  contour.forEach((point, p) => {
    if (!Array.isArray(point) || point.length !== 2 || typeof point[0] !== 'number' || typeof point[1] !== 'number') {
      wellFormed = false;
      return add(`${path}[${p}]`, 'must be an [x, y] pair of numbers');
    }
    if (!Number.isFinite(point[0]) || !Number.isFinite(point[1])) {
      wellFormed = false;
      add(`${path}[${p}]`, 'coordinates must be finite numbers');
    }
  });
  if (contour.length < 3) return add(path, `a contour needs at least 3 points, got ${contour.length}`);
  if (wellFormed && Math.abs(polygonArea(contour as [number, number][])) < MIN_CONTOUR_AREA) {
    add(path, 'degenerate contour (zero area)');
  }
}

function validateSeats(
  seats: unknown[],
  rowPath: string,
  categoryKeys: Set<string>,
  seatTypeCodes: Set<string>,
  add: (path: string, message: string) => void,
): void {
  const numbers = new Set<string>();
  for (let i = 0; i < seats.length; i++) {
    const seat = seats[i];
    if (!isObject(seat)) {
      add(`${rowPath}.seats[${i}]`, `must be an object, got ${describe(seat)}`);
      continue;
    }
    const { number, x, y, category, externalId, seatType } = seat;
    if (!isNonEmptyString(number)) {
      add(`${rowPath}.seats[${i}].number`, `must be a non-empty string, got ${describe(number)}`);
    } else if (numbers.has(number)) {
      add(`${rowPath}.seats[${i}].number`, `duplicate seat number "${number}" in row`);
    } else {
      numbers.add(number);
    }
    if (typeof x !== 'number' || !Number.isFinite(x)) add(`${rowPath}.seats[${i}].x`, 'must be a finite number');
    if (typeof y !== 'number' || !Number.isFinite(y)) add(`${rowPath}.seats[${i}].y`, 'must be a finite number');
    if (typeof category !== 'string') {
      add(`${rowPath}.seats[${i}].category`, `must be a category key, got ${describe(category)}`);
    } else if (!categoryKeys.has(category)) {
      add(`${rowPath}.seats[${i}].category`, `unknown category "${category}"`);
    }
    if (externalId !== undefined && typeof externalId !== 'string') {
      add(`${rowPath}.seats[${i}].externalId`, 'must be a string when present');
    }
    if (seatType !== undefined && (typeof seatType !== 'string' || !seatTypeCodes.has(seatType))) {
      add(`${rowPath}.seats[${i}].seatType`, `unknown seat type ${JSON.stringify(seatType)}`);
    }
  }
}

const SEAT_TYPE_CODE = /^[a-z][a-z0-9_]{0,39}$/;

/** Optional list of seat types, each with a unique code and a name; returns the valid codes. */
function validateSeatTypes(value: unknown, add: (path: string, message: string) => void): Set<string> {
  const codes = new Set<string>();
  if (value === undefined) return codes;
  if (!Array.isArray(value)) {
    add('seatTypes', `must be an array when present, got ${describe(value)}`);
    return codes;
  }
  value.forEach((type, t) => {
    const tp = `seatTypes[${t}]`;
    if (!isObject(type)) return add(tp, `must be an object, got ${describe(type)}`);
    if (typeof type.code !== 'string' || !SEAT_TYPE_CODE.test(type.code)) add(`${tp}.code`, 'must be lower-case letters, digits and _ (at most 40)');
    else if (codes.has(type.code)) add(`${tp}.code`, `duplicate seat type code "${type.code}"`);
    else codes.add(type.code);
    if (!isNonEmptyString(type.name)) add(`${tp}.name`, `must be a non-empty string, got ${describe(type.name)}`);
  });
  return codes;
}
