/**
 * The building blocks of the site configuration's validation (./site-config-validation.ts): each
 * rule checks one value and adds every problem it finds to `errors` as `path: message`.
 */
import { isKnownTimeZone } from './venue-time.js';

export type Rule = (value: unknown, path: string, errors: string[]) => void;

/** How a refused value reads in a message (long texts cut). */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `"${value.slice(0, 40)}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value;
}

export const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

export function text(options: { min?: number; max?: number } = {}): Rule {
  const min = options.min ?? 1;
  const max = options.max ?? 500;
  return (value, path, errors) => {
    if (typeof value !== 'string') return void errors.push(`${path}: expected a text, got ${describe(value)}`);
    if (value.trim().length < min) return void errors.push(`${path}: must not be empty`);
    if (value.length > max) errors.push(`${path}: at most ${max} characters`);
  };
}

export function pattern(regex: RegExp, expected: string): Rule {
  return (value, path, errors) => {
    if (typeof value !== 'string' || !regex.test(value)) errors.push(`${path}: expected ${expected}, got ${describe(value)}`);
  };
}

export function integer(min: number, max = Number.MAX_SAFE_INTEGER): Rule {
  return (value, path, errors) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      return void errors.push(`${path}: expected a whole number, got ${describe(value)}`);
    }
    if (value < min || value > max) {
      errors.push(max === Number.MAX_SAFE_INTEGER ? `${path}: must be at least ${min}` : `${path}: must be between ${min} and ${max}`);
    }
  };
}

export function number(min: number, max: number): Rule {
  return (value, path, errors) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return void errors.push(`${path}: expected a number, got ${describe(value)}`);
    if (value < min || value > max) errors.push(`${path}: must be between ${min} and ${max}`);
  };
}

export const timeZone: Rule = (value, path, errors) => {
  if (typeof value !== 'string' || !isKnownTimeZone(value)) {
    errors.push(`${path}: unknown time zone ${describe(value)} (expected an IANA name such as Europe/Paris)`);
  }
};

export const bool: Rule = (value, path, errors) => {
  if (typeof value !== 'boolean') errors.push(`${path}: expected true or false, got ${describe(value)}`);
};

export function oneOf(values: readonly string[]): Rule {
  return (value, path, errors) => {
    if (typeof value !== 'string' || !values.includes(value)) errors.push(`${path}: expected one of ${values.join(', ')}, got ${describe(value)}`);
  };
}

export function nullable(rule: Rule): Rule {
  return (value, path, errors) => {
    if (value !== null) rule(value, path, errors);
  };
}

export function list(rule: Rule, options: { minLength?: number; maxLength?: number; unique?: (item: unknown) => unknown } = {}): Rule {
  return (value, path, errors) => {
    if (!Array.isArray(value)) return void errors.push(`${path}: expected a list, got ${describe(value)}`);
    if (value.length < (options.minLength ?? 0)) errors.push(`${path}: must list at least ${options.minLength ?? 0}`);
    if (value.length > (options.maxLength ?? 100)) errors.push(`${path}: at most ${options.maxLength ?? 100} entries`);
    const seen = new Set<unknown>();
    value.forEach((item, index) => {
      rule(item, `${path}[${index}]`, errors);
      const key = options.unique?.(item);
      if (key === undefined) return;
      if (seen.has(key)) errors.push(`${path}[${index}]: duplicate ${describe(key)}`);
      seen.add(key);
    });
  };
}

/** An object with exactly these fields; a field given as `optional` may be absent. */
export function object(shape: Record<string, Rule>, optionalKeys: readonly string[] = []): Rule {
  return (value, path, errors) => {
    if (!isPlainObject(value)) return void errors.push(`${path || 'configuration'}: expected an object, got ${describe(value)}`);
    for (const key of Object.keys(value)) {
      if (!(key in shape)) errors.push(`${join(path, key)}: unknown field`);
    }
    for (const [key, rule] of Object.entries(shape)) {
      if (value[key] === undefined) {
        if (!optionalKeys.includes(key)) errors.push(`${join(path, key)}: required`);
      } else {
        rule(value[key], join(path, key), errors);
      }
    }
  };
}

export const freeObject: Rule = (value, path, errors) => {
  if (!isPlainObject(value)) errors.push(`${path}: expected an object, got ${describe(value)}`);
};

const UNSAFE_CHARACTERS = /[\s\\<>"'`]/;

/** True for an absolute http(s) address or a path on the shop itself (`/images/logo.svg`). */
export function isSafeImageLink(value: string): boolean {
  if (UNSAFE_CHARACTERS.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return isHttpUrl(value);
}

/**
 * An image link read from the catalogue (team and partner logos, event, pack and arena pictures),
 * or null when it is not one the shop may render: those rows are written outside the shop, so a
 * link is checked where it is read, the same way the site configuration's are checked at start.
 */
export function imageLinkOrNull(value: string | null): string | null {
  return value !== null && isSafeImageLink(value) ? value : null;
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

export const imageLink: Rule = (value, path, errors) => {
  if (typeof value !== 'string') return void errors.push(`${path}: expected a text, got ${describe(value)}`);
  if (!isSafeImageLink(value)) errors.push(`${path}: image links must use http or https (or be a /path of the shop)`);
};

/** Links in footers and banners may also open the mail client or the phone. */
export const pageLink: Rule = (value, path, errors) => {
  if (typeof value !== 'string') return void errors.push(`${path}: expected a text, got ${describe(value)}`);
  const ok = !UNSAFE_CHARACTERS.test(value) && (isSafeImageLink(value) || /^(mailto|tel):[^\s]+$/i.test(value));
  if (!ok) errors.push(`${path}: links must use http, https, mailto or tel, or be a /path of the shop`);
};

export const absoluteHttpUrl: Rule = (value, path, errors) => {
  if (typeof value !== 'string' || !isHttpUrl(value) || UNSAFE_CHARACTERS.test(value)) {
    errors.push(`${path}: expected an absolute http or https address, got ${describe(value)}`);
  }
};
