/**
 * Club content in the fan's language: names and descriptions of events, competitions, packs,
 * stands, categories, rates, extras (ancillaries) and promo code descriptions have per-locale values in
 * `content_translations`; the entity's own
 * column is the default locale's text and the fallback for any missing translation.
 */
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database.js';
import type { Locale } from '../../../domain/site-config.js';
import { likelyLanguage } from '../../routes/client-language.js';

export const CONTENT_FIELDS = {
  event: ['name', 'description'],
  competition: ['name', 'description'],
  campaign_pack: ['name', 'description'],
  stand: ['name'],
  category: ['name', 'description'],
  product: ['name', 'description'],
  ancillary: ['name', 'description'],
  // The fan reads a code's description beside its name on the summary.
  promo_code: ['description'],
} as const;

export type ContentEntity = keyof typeof CONTENT_FIELDS;
export type ContentField<E extends ContentEntity> = (typeof CONTENT_FIELDS)[E][number];

export function isContentEntity(value: string): value is ContentEntity {
  return Object.hasOwn(CONTENT_FIELDS, value);
}

/** The texts of one locale for the entities asked for. */
export interface ContentDictionary {
  text<E extends ContentEntity>(entity: E, id: number, field: ContentField<E>, fallback: string): string;
  textOrNull<E extends ContentEntity>(entity: E, id: number, field: ContentField<E>, fallback: string | null): string | null;
}

export type ContentIds = Partial<Record<ContentEntity, Iterable<number>>>;

function dictionary(values: ReadonlyMap<string, string>): ContentDictionary {
  const key = (entity: string, id: number, field: string) => `${entity}:${id}:${field}`;
  return {
    text: (entity, id, field, fallback) => values.get(key(entity, id, field)) ?? fallback,
    textOrNull: (entity, id, field, fallback) => values.get(key(entity, id, field)) ?? fallback,
  };
}

/** The dictionary that changes nothing (the default locale). */
export const UNTRANSLATED: ContentDictionary = dictionary(new Map());

/**
 * The translations into `locale` of the given entities, in one query. The default locale's texts
 * are the entities' own columns: nothing to look up.
 */
export async function loadContentDictionary(db: Db, locale: Locale, defaultLocale: Locale, ids: ContentIds): Promise<ContentDictionary> {
  if (locale === defaultLocale) return UNTRANSLATED;
  const wanted = (Object.entries(ids) as [ContentEntity, Iterable<number>][])
    .map(([entity, list]) => [entity, [...new Set(list)]] as const)
    .filter(([, list]) => list.length > 0);
  if (wanted.length === 0) return UNTRANSLATED;
  const rows = await db
    .selectFrom('content_translations')
    .select(['entity', 'entity_id', 'field', 'value'])
    .where('locale', '=', locale)
    .where((eb) => eb.or(wanted.map(([entity, list]) => eb.and([eb('entity', '=', entity), eb('entity_id', 'in', list)]))))
    .execute();
  return dictionary(new Map(rows.map((r) => [`${r.entity}:${r.entity_id}:${r.field}`, r.value])));
}

/**
 * The language the fan reads the shop in: the request's `lng` (the home page's events, asked for
 * before the language cookie exists), the interface's language cookie, then the browser's
 * languages, among the shop's configured locales; else the default (first configured) locale:
 * the same guess the page's preload hints make.
 */
export function contentLocale(request: FastifyRequest, locales: readonly Locale[]): Locale {
  const lng = (request.query as { lng?: unknown } | undefined)?.lng;
  return likelyLanguage({
    lng: typeof lng === 'string' ? lng : null,
    cookie: request.cookies['i18next'],
    acceptLanguage: request.headers['accept-language'],
    locales,
  });
}

/**
 * The dictionary of a stored language (a customer's, for mails and documents) for these
 * entities; the shop's default locale needs none.
 */
export function contentIn(db: Db, locales: readonly Locale[], locale: Locale, ids: ContentIds): Promise<ContentDictionary> {
  return loadContentDictionary(db, locale, locales[0] ?? 'en', ids);
}

/** The request's dictionary for these entities. */
export function requestContent(request: FastifyRequest, ids: ContentIds): Promise<ContentDictionary> {
  const { db, siteConfig } = request.server;
  return loadContentDictionary(db, contentLocale(request, siteConfig.locales), siteConfig.locales[0] ?? 'en', ids);
}
