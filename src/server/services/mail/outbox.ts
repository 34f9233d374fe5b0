import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A mail as the outbox stores it (one JSON file per mail). */
export interface StoredMail {
  id: string;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string;
  sentAt: string;
}

const ID_PATTERN = /^[\w-]{1,80}$/;

/** Writes a mail into the outbox folder; the file name sorts by send time. */
export async function writeOutboxMail(dir: string, mail: Omit<StoredMail, 'id'>): Promise<StoredMail> {
  await mkdir(dir, { recursive: true });
  const id = `${mail.sentAt.replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}`;
  const stored: StoredMail = { id, ...mail };
  await writeFile(join(dir, `${id}.json`), JSON.stringify(stored, null, 2), 'utf8');
  return stored;
}

/**
 * Every mail of the outbox, newest first; an absent folder is an empty outbox. A file that cannot
 * be read as a mail (truncated by a full disk or a crash mid-write) is left out, not fatal.
 */
export async function listOutbox(dir: string): Promise<StoredMail[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return [];
  }
  const mails = await Promise.all(
    names.filter((name) => name.endsWith('.json')).map(async (name) => readMailFile(join(dir, name))),
  );
  return mails.filter((mail): mail is StoredMail => mail !== null).sort((a, b) => (a.id < b.id ? 1 : -1));
}

async function readMailFile(path: string): Promise<StoredMail | null> {
  try {
    const mail = JSON.parse(await readFile(path, 'utf8')) as Partial<StoredMail>;
    return typeof mail.id === 'string' && typeof mail.to === 'string' && typeof mail.subject === 'string' ? mail as StoredMail : null;
  } catch {
    return null;
  }
}

/** One mail by id, or null; ids are checked so a crafted id cannot leave the folder. */
export async function readOutboxMail(dir: string, id: string): Promise<StoredMail | null> {
  if (!ID_PATTERN.test(id)) return null;
  try {
    return JSON.parse(await readFile(join(dir, `${id}.json`), 'utf8')) as StoredMail;
  } catch {
    return null;
  }
}
