/**
 * The club's start-up configuration (one JSON file brands the shop). Field names follow the
 * spec's start-up configuration. Validation and defaults live in ./site-config-validation.ts.
 */
import type { HolderFieldRequirement } from './holder/holder-fields.js';

export type Locale = 'en' | 'es' | 'fr' | 'nl' | 'ru';
export const SUPPORTED_LOCALES: readonly Locale[] = ['en', 'es', 'fr', 'nl', 'ru'];

export type Sport =
  | 'athletism' | 'basketball' | 'football' | 'handball' | 'hockey' | 'others' | 'rugby' | 'spectacles' | 'volleyball';

/** The shop's colour scheme: light (dark text on white) or dark (light text on near-black). */
export type ThemeName = 'dark' | 'light';
export const THEMES: readonly ThemeName[] = ['dark', 'light'];

export interface Link {
  href: string;
  title: string;
}

/** A footer link, whose title the club may write in each language. */
export interface FooterLink {
  href: string;
  title: ClubText;
}

/** A payment option: in full (count 1) or N instalments, allowed for orders within [min, max] cents. */
export interface PaymentOption {
  numberOfInstallments: number;
  minimumAmount: number;
  maximumAmount: number;
}

/** A text in every interface language, e.g. banners and terms. */
export type LocalizedText = Partial<Record<Locale, string>> & { en: string };

/** A club text: one text for every language, or texts by language (English the fallback). */
export type ClubText = string | LocalizedText;

/** The text of a club text in `language`, else its English (or only) text. */
export function clubTextIn(text: ClubText, language: string): string {
  if (typeof text === 'string') return text;
  return text[language.slice(0, 2) as Locale] ?? text.en;
}

export interface Banner {
  id: string;
  text: LocalizedText;
  href?: string;
  kind: 'info' | 'warning';
}

export interface SiteConfig {
  client: { name: string; configuration: Record<string, unknown> };
  gtmId: string | null;
  locales: Locale[];
  /** Lifetime of the language cookie in minutes; null: a session cookie. */
  languageCookieMinutes: number | null;
  singlePayment: PaymentOption;
  installmentPayment: PaymentOption[];
  defaultOrderExpiryTimeInSeconds: number;
  /**
   * The venue's IANA time zone (e.g. "Europe/Paris"): event times, dates on tickets, invoices
   * and mails, and the shop's pages are shown in it, whatever the reader's own zone.
   */
  timeZone: string;
  sport: Sport;
  clientShortName: string;
  clientLongName: string;
  clientCountry: string;
  logoUrl: string;
  faviconUrl: string;
  loginBackgroundImageUrl: string | null;
  homePageTitle: ClubText;
  homePageDescription: ClubText;
  primaryColor: string;
  secondaryColor: string;
  theme: ThemeName;
  seatmapAccessibleWhenLoggedOut: boolean;
  plasticCardConfiguration: { mandatory: boolean };
  /** Customer fields (snake-case names of spec section 3) required at sign-up and in the profile. */
  requiredCustomerFields: string[];
  requiredSubscriberFields: string[];
  requiredHolderFields: string[];
  /**
   * Per holder field (snake-case), its requirement kind (spec section 3); overrides the required
   * lists above for both holders and subscribers. Listed fields default to mandatory_without_change.
   */
  holderFieldRequirements: Record<string, HolderFieldRequirement>;
  externalStadiumId: string | null;
  footers: FooterLink[];
  socials: Link[];
  subscriptionsLinkEnabled: boolean;
  websiteMaxTicketsInCart: number;
  passwordResetTokenMinutes: number;
  emailVerificationTokenMinutes: number;
  resale: { feePercent: number; minimumPrice: number; maxResoldTicketsPerCampaign: number };
  /** The seller block of invoices: the club's legal identity and the VAT rate included in its prices. */
  invoiceSeller: { legalName: string; address: string; vatNumber: string | null; vatRatePercent: number };
  /** Days before a pack's event from which its tickets may be downloaded (the "day X"). */
  ticketDownloadDaysBeforeEvent: number;
  banners: Banner[];
  termsAndConditions: LocalizedText;
  accessibility: { href: string | null; content: LocalizedText };
  publicBaseUrl: string;
}

/** The configuration the browser receives: the resale minimum price stays on the server (never shown). */
export type PublicSiteConfig = Omit<SiteConfig, 'resale'> & {
  resale: Omit<SiteConfig['resale'], 'minimumPrice'>;
  /** The wallet passes this server can sign (keys in its environment, not in the config file). */
  walletKinds?: WalletKind[];
};

/** Wallet kinds of spec section 3. */
export type WalletKind = 'apple' | 'google';
