import type { FastifyInstance } from 'fastify';
import { validRoomSettings } from '../../domain/waiting-room.js';

export const WAITING_ROOM_USAGE = 'waiting-room event|pack ID on OPENS_AT PER_MINUTE [ADMISSION_MINUTES] | waiting-room event|pack ID off';

/**
 * `waiting-room event 12 on 2026-12-01T10:00:00Z 300 15` puts the event's on-sale behind a waiting
 * room that lets 300 fans a minute through from the opening, each admission lasting 15 minutes;
 * `off` removes it (and its queue). Null when the command is not this one; 2 on bad arguments.
 */
export async function runWaitingRoomCommand(args: readonly string[], app: FastifyInstance, out: (line: string) => void): Promise<number | null> {
  const [command, kind, idText, mode, opensAt, perMinute, minutes] = args;
  if (command !== 'waiting-room') return null;
  const id = Number(idText);
  if ((kind !== 'event' && kind !== 'pack') || !Number.isSafeInteger(id) || id <= 0) return 2;
  if (mode === 'off') {
    await app.db.deleteFrom('waiting_room_entries').where('item_kind', '=', kind).where('item_id', '=', id).execute();
    const removed = await app.db.deleteFrom('waiting_rooms').where('item_kind', '=', kind).where('item_id', '=', id).executeTakeFirst();
    out(Number(removed.numDeletedRows) > 0 ? `waiting room of ${kind} ${id} removed` : `${kind} ${id} had no waiting room`);
    return 0;
  }
  const settings = { opensAt: opensAt ?? '', admitPerMinute: Number(perMinute), admissionMinutes: Number(minutes ?? 15) };
  if (mode !== 'on' || !validRoomSettings(settings)) return 2;
  const opens = new Date(settings.opensAt).toISOString();
  const exists = await app.db.selectFrom(kind === 'event' ? 'events' : 'campaign_packs').select('id').where('id', '=', id).executeTakeFirst();
  if (!exists) {
    out(`no ${kind} ${id}`);
    return 1;
  }
  await app.db
    .insertInto('waiting_rooms')
    .values({ item_kind: kind, item_id: id, opens_at: opens, admit_per_minute: settings.admitPerMinute, admission_minutes: settings.admissionMinutes })
    .onConflict((oc) => oc.columns(['item_kind', 'item_id']).doUpdateSet({ opens_at: opens, admit_per_minute: settings.admitPerMinute, admission_minutes: settings.admissionMinutes }))
    .execute();
  out(`waiting room of ${kind} ${id}: opens ${opens}, ${settings.admitPerMinute} a minute, admissions last ${settings.admissionMinutes} min`);
  return 0;
}
