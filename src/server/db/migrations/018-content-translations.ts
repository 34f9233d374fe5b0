import type { Kysely } from 'kysely';

/**
 * Club content in other languages: one row per entity, field and locale (an event's name in
 * Spanish, a stand's name in French). The entity's own column holds the default locale's text,
 * shown wherever no translation exists.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_translations')
    .addColumn('entity', 'text', (c) => c.notNull())
    .addColumn('entity_id', 'integer', (c) => c.notNull())
    .addColumn('field', 'text', (c) => c.notNull())
    .addColumn('locale', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('content_translations_pk', ['entity', 'locale', 'entity_id', 'field'])
    .execute();
}
