import type { SiteConfig, Sport } from './site-config.js';
import { SUPPORTED_LOCALES, THEMES } from './site-config.js';
import { HOLDER_FIELD_REQUIREMENTS } from './holder/holder-fields.js';
import {
  absoluteHttpUrl, bool, describe, freeObject, imageLink, integer, isPlainObject, join, list, nullable, number, object, oneOf, pageLink, pattern, text, timeZone,
  type Rule,
} from './site-config-rules.js';

export { isSafeImageLink } from './site-config-rules.js';

/**
 * Validation of the club's site configuration. Every field is checked and every problem is
 * reported (not only the first) as `path: message`, e.g. `footers[1].href: links must use
 * http, https, mailto or tel, or be a /path of the shop`. Unknown fields are errors so that a
 * misspelt field name never silently falls back to its default.
 */
export type SiteConfigValidation = { ok: true; config: SiteConfig } | { ok: false; errors: string[] };

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
