/**
 * One event's seat status as the picker follows it: a snapshot, then only what changes, pushed over
 * Server-Sent Events while the stream is open, asked for by version (one small JSON answer) while
 * it is not. A version the server cannot continue ("reset") brings a fresh snapshot.
 */
import { applyChanges } from '../../seatmap/model/status-changes.js';
import { fetchSeatStatusIfChanged, fetchStatusChanges, statusChangesUrl } from './api.js';

export interface EventStatusFeed {
  /** The current status, or null when it has not changed since the last call. */
  read(): Promise<Uint8Array | null>;
  /** Opens the push stream; `onChange` runs after pushed changes arrived. Returns the function that closes it. */
  watch(onChange: () => void): () => void;
}

interface ChangesFrame {
  version: string;
  changes: number[];
}

export function eventStatusFeed(eventId: number): EventStatusFeed {
  let status: Uint8Array | null = null;
  let version: string | null = null;
  let etag: string | null = null;
  /** Changed since the last `read`. */
  let unread = false;
  /** A stream is open and delivering: reads need no request. */
  let streaming = false;

  async function loadSnapshot(): Promise<void> {
    const snapshot = await fetchSeatStatusIfChanged(eventId, status ? etag : null);
    if (!snapshot) return;
    ({ status, etag, version } = snapshot);
    unread = true;
  }

  function apply(frame: ChangesFrame): void {
    if (!status) return;
    if (frame.changes.length > 0) {
      // A new array: the picker compares the status it holds with the next one.
      status = status.slice();
      applyChanges(status, frame.changes);
      unread = true;
    }
    version = frame.version;
  }

  return {
    async read() {
      if (!status || !version) await loadSnapshot();
      else if (!streaming) {
        const answer = await fetchStatusChanges(eventId, version);
        if ('reset' in answer) await loadSnapshot();
        else apply(answer);
      }
      if (!unread || !status) return null;
      unread = false;
      return status;
    },

    watch(onChange) {
      if (typeof EventSource === 'undefined') return () => undefined;
      let source: EventSource | null = null;
      const open = (): void => {
        source?.close();
        if (!version) return;
        // A reconnecting EventSource sends the last change's id: the server resumes from there.
        source = new EventSource(statusChangesUrl(eventId, version));
        source.addEventListener('ready', () => void (streaming = true));
        source.addEventListener('changes', (event) => {
          streaming = true;
          apply(JSON.parse((event as MessageEvent<string>).data) as ChangesFrame);
          onChange();
        });
        source.addEventListener('reset', () => {
          streaming = false;
          void loadSnapshot().then(() => {
            open();
            onChange();
          }, () => undefined);
        });
        // Until it is back (the browser retries by itself), reads ask for the changes.
        source.addEventListener('error', () => void (streaming = false));
      };
      open();
      return () => {
        streaming = false;
        source?.close();
        source = null;
      };
    },
  };
}
