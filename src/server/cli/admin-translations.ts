import type { FastifyInstance } from 'fastify';
import { SUPPORTED_LOCALES } from '../../domain/site-config.js';
import type { Locale } from '../../domain/site-config.js';
import { CONTENT_FIELDS, isContentEntity } from '../services/content/translations.js';

export const TRANSLATION_USAGE = `translate ${Object.keys(CONTENT_FIELDS).join('|')} ID FIELD LOCALE TEXT (an empty TEXT removes it)`;

/**
 * `translate stand 3 name fr "Tribune Nord"` shows stand 3 as "Tribune Nord" to French readers;
 * `translate stand 3 name fr ""` goes back to the default text. Null when the command is not this
 * one; 2 on bad arguments.
 */
export async function runTranslationCommand(args: readonly string[], app: FastifyInstance, out: (line: string) => void): Promise<number | null> {
  const [command, entity = '', idText, field = '', locale = '', text] = args;
  if (command !== 'translate') return null;
  const id = Number(idText);
  if (!isContentEntity(entity) || !Number.isSafeInteger(id) || id <= 0 || text === undefined) return 2;
  if (!(CONTENT_FIELDS[entity] as readonly string[]).includes(field) || !SUPPORTED_LOCALES.includes(locale as Locale)) return 2;
  const key = { entity, entity_id: id, field, locale };
  await app.db.transaction().execute(async (trx) => {
    await trx.deleteFrom('content_translations').where('entity', '=', entity).where('entity_id', '=', id).where('field', '=', field).where('locale', '=', locale).execute();
    if (text.trim() !== '') await trx.insertInto('content_translations').values({ ...key, value: text.trim() }).execute();
  });
  out(text.trim() === '' ? `${entity} ${id} ${field} in ${locale}: default text` : `${entity} ${id} ${field} in ${locale}: ${text.trim()}`);
  return 0;
}
