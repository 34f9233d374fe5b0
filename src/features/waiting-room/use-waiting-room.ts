import { useCallback, useEffect, useState } from 'react';
import { fetchRoomStatus, joinRoom } from './api.js';
import type { RoomItem, RoomStatus } from './api.js';
import { toApiError } from '../../lib/api-error.js';
import { needsSignIn } from './queue-error-text.js';

/** How often a waiting fan's place is asked again: sooner when the turn is near. */
function pollDelayMs(status: RoomStatus): number | null {
  if (!status.active) return null;
  if (status.state === 'waiting') return Math.min(15_000, Math.max(2_000, status.estimatedWaitSeconds * 250));
  if (status.state === 'before_opening') return Math.min(15_000, Math.max(1_000, Date.parse(status.opensAt) - Date.now()));
  if (status.state === 'admitted') return Math.max(1_000, Date.parse(status.admittedUntil) - Date.now());
  return null;
}

/**
 * The fan's standing in an item's waiting room, kept fresh; a signed-in fan who has no place yet
 * gets one at once (arriving is joining). Null while the first answer is on its way.
 */
export interface WaitingRoom {
  status: RoomStatus | null;
  /** The code of the last failed call (UNKNOWN when no answer came), null once a call succeeds. */
  failure: string | null;
  queueAgain: () => void;
}

const failureCode = async (error: unknown): Promise<string> => (await toApiError(error)).code;

export function useWaitingRoom(item: RoomItem, signedIn: boolean): WaitingRoom {
  const [status, setStatus] = useState<RoomStatus | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const { kind, id } = item;

  useEffect(() => {
    if (!(id > 0)) return undefined;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = async (): Promise<void> => {
      try {
        let next = await fetchRoomStatus({ kind, id });
        if (next.active && next.state === 'not_joined' && signedIn) next = await joinRoom({ kind, id });
        if (stopped) return;
        setFailure(null);
        setStatus(next);
        const delay = pollDelayMs(next);
        if (delay !== null) timer = setTimeout(() => void ask(), delay);
      } catch (error) {
        const code = await failureCode(error);
        if (stopped) return;
        setFailure(code);
        // A lost session is not lifted by asking again: the fan signs in, and the page asks anew.
        if (!needsSignIn(code)) timer = setTimeout(() => void ask(), 5_000);
      }
    };
    void ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [kind, id, signedIn, round]);

  const queueAgain = useCallback(() => {
    void joinRoom({ kind, id })
      .then(setStatus, async (error: unknown) => setFailure(await failureCode(error)))
      .finally(() => setRound((n) => n + 1));
  }, [kind, id]);
  return { status, failure, queueAgain };
}
