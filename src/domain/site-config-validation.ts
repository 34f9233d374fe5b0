import type { SiteConfig, Sport } from './site-config.js';
import { SUPPORTED_LOCALES, THEMES } from './site-config.js';
import { isKnownTimeZone } from './venue-time.js';
import { HOLDER_FIELD_REQUIREMENTS } from './holder/holder-fields.js';

/**
 * Validation of the club's site configuration. Every field is checked and every problem is
 * reported (not only the first) as `path: message`, e.g. `footers[1].href: links must use
 * http, https, mailto or tel, or be a /path of the shop`. Unknown fields are errors so that a
 * misspelt field name never silently falls back to its default.
 */
export type SiteConfigValidation = { ok: true; config: SiteConfig } | { ok: false; errors: string[] };

type Rule = (value: unknown, path: string, errors: string[]) => void;

const SPORTS: readonly Sport[] = [
  'athletism', 'basketball', 'football', 'handball', 'hockey', 'others', 'rugby', 'spectacles', 'volleyball',
];

/** Customer fields of the data model, snake-case, as the required-field lists name them. */
export const CUSTOMER_FIELDS = [
  'bic', 'city_name', 'company', 'country', 'date_of_birth', 'email', 'first_name', 'gender', 'iban',
  'last_name', 'phone_number', 'postal_code', 'street_address',
] as const;

/** Ticket holder (and subscriber) fields, snake-case. */
export const HOLDER_FIELDS = [
  'gender', 'first_name', 'last_name', 'email', 'street_address', 'postal_code', 'city_name', 'country',
  'phone_number', 'date_of_birth',
] as const;

/** Instalment counts beyond this are not offered by any payment provider the shop knows. */
const MAX_INSTALLMENTS = 24;
/** Orders on hold may be kept at most 48 hours. */
const MAX_ORDER_EXPIRY_SECONDS = 48 * 3600;

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'string') return `"${value.slice(0, 40)}"`;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

function text(options: { min?: number; max?: number } = {}): Rule {
  const min = options.min ?? 1;
  const max = options.max ?? 500;
  return (value, path, errors) => {
    if (typeof value !== 'string') return void errors.push(`${path}: expected a text, got ${describe(value)}`);
    if (value.trim().length < min) return void errors.push(`${path}: must not be empty`);
    if (value.length > max) errors.push(`${path}: at most ${max} characters`);
  };
}

function pattern(regex: RegExp, expected: string): Rule {
  return (value, path, errors) => {
    if (typeof value !== 'string' || !regex.test(value)) errors.push(`${path}: expected ${expected}, got ${describe(value)}`);
  };
}

function integer(min: number, max = Number.MAX_SAFE_INTEGER): Rule {
  return (value, path, errors) => {
    if (typeof value !== 'number' || !Number.isInteger(value)) {
      return void errors.push(`${path}: expected a whole number, got ${describe(value)}`);
    }
    if (value < min || value > max) {
      errors.push(max === Number.MAX_SAFE_INTEGER ? `${path}: must be at least ${min}` : `${path}: must be between ${min} and ${max}`);
    }
  };
}

function number(min: number, max: number): Rule {
  return (value, path, errors) => {
    if (typeof value !== 'number' || !Number.isFinite(value)) return void errors.push(`${path}: expected a number, got ${describe(value)}`);
    if (value < min || value > max) errors.push(`${path}: must be between ${min} and ${max}`);
  };
}

const timeZone: Rule = (value, path, errors) => {
  if (typeof value !== 'string' || !isKnownTimeZone(value)) {
    errors.push(`${path}: unknown time zone ${describe(value)} (expected an IANA name such as Europe/Paris)`);
  }
};

const bool: Rule = (value, path, errors) => {
  if (typeof value !== 'boolean') errors.push(`${path}: expected true or false, got ${describe(value)}`);
};

function oneOf(values: readonly string[]): Rule {
  return (value, path, errors) => {
    if (typeof value !== 'string' || !values.includes(value)) errors.push(`${path}: expected one of ${values.join(', ')}, got ${describe(value)}`);
  };
}

function nullable(rule: Rule): Rule {
  return (value, path, errors) => {
    if (value !== null) rule(value, path, errors);
  };
}

function list(rule: Rule, options: { minLength?: number; maxLength?: number; unique?: (item: unknown) => unknown } = {}): Rule {
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
function object(shape: Record<string, Rule>, optionalKeys: readonly string[] = []): Rule {
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

const freeObject: Rule = (value, path, errors) => {
  if (!isPlainObject(value)) errors.push(`${path}: expected an object, got ${describe(value)}`);
};

const UNSAFE_CHARACTERS = /[\s\\<>"'`]/;

/** True for an absolute http(s) address or a path on the shop itself (`/images/logo.svg`). */
export function isSafeImageLink(value: string): boolean {
  if (UNSAFE_CHARACTERS.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  return isHttpUrl(value);
}

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const imageLink: Rule = (value, path, errors) => {
  if (typeof value !== 'string') return void errors.push(`${path}: expected a text, got ${describe(value)}`);
  if (!isSafeImageLink(value)) errors.push(`${path}: image links must use http or https (or be a /path of the shop)`);
};

/** Links in footers and banners may also open the mail client or the phone. */
const pageLink: Rule = (value, path, errors) => {
  if (typeof value !== 'string') return void errors.push(`${path}: expected a text, got ${describe(value)}`);
  const ok = !UNSAFE_CHARACTERS.test(value) && (isSafeImageLink(value) || /^(mailto|tel):[^\s]+$/i.test(value));
  if (!ok) errors.push(`${path}: links must use http, https, mailto or tel, or be a /path of the shop`);
};

const absoluteHttpUrl: Rule = (value, path, errors) => {
  if (typeof value !== 'string' || !isHttpUrl(value) || UNSAFE_CHARACTERS.test(value)) {
    errors.push(`${path}: expected an absolute http or https address, got ${describe(value)}`);
  }
};

/** Texts by language: English (the fallback) required, every key a supported language. */
function textsByLanguage(options: { min?: number; max: number }): Rule {
  return (value, path, errors) => {
    if (!isPlainObject(value)) return void errors.push(`${path}: expected texts by language, got ${describe(value)}`);
    if (value['en'] === undefined) errors.push(`${path}.en: required (the fallback language)`);
    for (const [key, entry] of Object.entries(value)) {
      if (!(SUPPORTED_LOCALES as readonly string[]).includes(key)) {
        errors.push(`${path}.${key}: unknown language (expected ${SUPPORTED_LOCALES.join(', ')})`);
      } else {
        text(options)(entry, `${path}.${key}`, errors);
      }
    }
  };
}

const localizedText = textsByLanguage({ max: 20_000 });

const link = object({ href: pageLink, title: text({ max: 100 }) });

/** A club text: one text for every language, or texts by language. */
function clubText(options: { min?: number; max: number }): Rule {
  return (value, path, errors) => (isPlainObject(value) ? textsByLanguage(options) : text(options))(value, path, errors);
}

const footerLink = object({ href: pageLink, title: clubText({ max: 100 }) });

const paymentOption = object({
  numberOfInstallments: integer(1, MAX_INSTALLMENTS),
  minimumAmount: integer(0),
  maximumAmount: integer(0),
});

const banner = object({ id: text({ max: 64 }), text: localizedText, href: pageLink, kind: oneOf(['info', 'warning']) }, ['href']);

const fieldList = (fields: readonly string[]) => list(oneOf(fields), { unique: (item) => item });

/** Holder field (snake-case) → requirement kind. */
const holderRequirementMap: Rule = (value, path, errors) => {
  if (!isPlainObject(value)) return void errors.push(`${path}: expected an object, got ${describe(value)}`);
  for (const [key, kind] of Object.entries(value)) {
    if (!(HOLDER_FIELDS as readonly string[]).includes(key)) errors.push(`${join(path, key)}: not a holder field`);
    oneOf(HOLDER_FIELD_REQUIREMENTS)(kind, join(path, key), errors);
  }
};

const rules = {
  client: object({ name: text({ max: 100 }), configuration: freeObject }),
  gtmId: nullable(pattern(/^GTM-[A-Z0-9]{1,20}$/, 'a tag manager id like GTM-ABC123')),
  locales: list(oneOf(SUPPORTED_LOCALES), { minLength: 1, unique: (item) => item }),
  languageCookieMinutes: nullable(integer(1)),
  singlePayment: paymentOption,
  installmentPayment: list(paymentOption, {
    maxLength: 10,
    unique: (item) => (isPlainObject(item) ? item['numberOfInstallments'] : undefined),
  }),
  defaultOrderExpiryTimeInSeconds: integer(60, MAX_ORDER_EXPIRY_SECONDS),
  timeZone,
  sport: oneOf(SPORTS),
  clientShortName: text({ max: 20 }),
  clientLongName: text({ max: 100 }),
  clientCountry: pattern(/^[A-Z]{2}$/, 'a two-letter country code such as FR'),
  logoUrl: imageLink,
  faviconUrl: imageLink,
  loginBackgroundImageUrl: nullable(imageLink),
  homePageTitle: clubText({ max: 120 }),
  homePageDescription: clubText({ min: 0, max: 500 }),
  primaryColor: pattern(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour'),
  secondaryColor: pattern(/^#[0-9a-fA-F]{6}$/, 'a #rrggbb colour'),
  theme: oneOf(THEMES),
  seatmapAccessibleWhenLoggedOut: bool,
  plasticCardConfiguration: object({ mandatory: bool }),
  requiredCustomerFields: fieldList(CUSTOMER_FIELDS),
  requiredSubscriberFields: fieldList(HOLDER_FIELDS),
  requiredHolderFields: fieldList(HOLDER_FIELDS),
  holderFieldRequirements: holderRequirementMap,
  externalStadiumId: nullable(text({ max: 100 })),
  footers: list(footerLink, { maxLength: 30 }),
  socials: list(link, { maxLength: 20 }),
  subscriptionsLinkEnabled: bool,
  websiteMaxTicketsInCart: integer(1, 1000),
  passwordResetTokenMinutes: integer(1, 7 * 24 * 60),
  emailVerificationTokenMinutes: integer(1, 30 * 24 * 60),
  resale: object({ feePercent: number(0, 100), minimumPrice: integer(0), maxResoldTicketsPerCampaign: integer(1) }),
  invoiceSeller: object({ legalName: text({ max: 200 }), address: text({ max: 300 }), vatNumber: nullable(text({ max: 40 })), vatRatePercent: number(0, 100) }),
  ticketDownloadDaysBeforeEvent: integer(0, 365),
  banners: list(banner, { maxLength: 20, unique: (item) => (isPlainObject(item) ? item['id'] : undefined) }),
  termsAndConditions: localizedText,
  accessibility: object({ href: nullable(pageLink), content: localizedText }),
  publicBaseUrl: absoluteHttpUrl,
} satisfies Record<keyof SiteConfig, Rule>;

/** Checks relations between fields that are each valid on their own. */
function checkConsistency(config: SiteConfig, errors: string[]): void {
  const options = [
    { path: 'singlePayment', option: config.singlePayment },
    ...config.installmentPayment.map((option, index) => ({ path: `installmentPayment[${index}]`, option })),
  ];
  for (const { path, option } of options) {
    if (option.minimumAmount > option.maximumAmount) {
      errors.push(`${path}: minimumAmount must not exceed maximumAmount`);
    }
  }
  if (config.singlePayment.numberOfInstallments !== 1) {
    errors.push('singlePayment.numberOfInstallments: payment in full has exactly 1 instalment');
  }
  config.installmentPayment.forEach((option, index) => {
    if (option.numberOfInstallments < 2) {
      errors.push(`installmentPayment[${index}].numberOfInstallments: an instalment plan has at least 2 instalments`);
    }
  });
  if (config.publicBaseUrl.endsWith('/')) errors.push('publicBaseUrl: must not end with /');
}

/**
 * Validates a complete configuration object (defaults already merged in). Returns the typed
 * configuration, or every error found.
 */
export function validateSiteConfig(input: unknown): SiteConfigValidation {
  const errors: string[] = [];
  object(rules)(input, '', errors);
  if (errors.length === 0) checkConsistency(input as SiteConfig, errors);
  return errors.length === 0 ? { ok: true, config: input as SiteConfig } : { ok: false, errors };
}

/**
 * Lays a configuration file over the defaults: each top-level field given in the file replaces the
 * default whole (nested groups such as `resale` are given complete), so what the file says is
 * exactly what runs. A file that is not an object is returned as is, for the validator to refuse.
 */
export function mergeSiteConfig(defaults: SiteConfig, overrides: unknown): unknown {
  if (!isPlainObject(overrides)) return overrides;
  return { ...defaults, ...overrides };
}
