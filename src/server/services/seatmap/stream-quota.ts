/**
 * How many seat-status streams a node keeps open, in all and per client address. Each open stream
 * holds a socket and a place in every change's fan-out for as long as the client likes, so one
 * client opening thousands could take the node's file descriptors and memory from every other
 * fan. A stream refused is no loss to a real fan: the map then asks for the changes every 20 s
 * with the same URL (see event-status-feed), which costs a version comparison.
 */

export interface StreamLimits {
  /** Streams this node keeps open in all (the on-sale target is 10,000 open maps on one node). */
  perNode: number;
  /**
   * Streams one client address keeps open (an IPv6 /64 counts as one). Fans behind one address
   * (a stadium's Wi-Fi, a carrier's NAT) beyond it follow the changes by asking instead.
   */
  perClient: number;
}

const DEFAULT_LIMITS: StreamLimits = { perNode: 20_000, perClient: 200 };

/** `LIVE_STREAMS_PER_NODE` and `LIVE_STREAMS_PER_CLIENT` (whole numbers of at least 1), else the defaults. */
export function streamLimitsFrom(env: NodeJS.ProcessEnv): StreamLimits {
  const read = (value: string | undefined, fallback: number): number => {
    const n = Number(value);
    return value !== undefined && Number.isInteger(n) && n >= 1 ? n : fallback;
  };
  return {
    perNode: read(env.LIVE_STREAMS_PER_NODE, DEFAULT_LIMITS.perNode),
    perClient: read(env.LIVE_STREAMS_PER_CLIENT, DEFAULT_LIMITS.perClient),
  };
}

/** Why a stream was refused, or null when it may open (and was counted). */
export type StreamRefusal = 'node-full' | 'client-full' | null;

export class StreamQuota {
  private open = 0;
  private readonly byClient = new Map<string, number>();

  constructor(private readonly limits: StreamLimits) {}

  /** Counts a stream of `client` when both limits allow it. */
  take(client: string): StreamRefusal {
    if (this.open >= this.limits.perNode) return 'node-full';
    const mine = this.byClient.get(client) ?? 0;
    if (mine >= this.limits.perClient) return 'client-full';
    this.open++;
    this.byClient.set(client, mine + 1);
    return null;
  }

  /** A counted stream of `client` closed. */
  release(client: string): void {
    const mine = this.byClient.get(client) ?? 0;
    if (mine === 0) return;
    this.open--;
    if (mine === 1) this.byClient.delete(client);
    else this.byClient.set(client, mine - 1);
  }

  get openStreams(): number {
    return this.open;
  }
}
