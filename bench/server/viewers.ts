/**
 * Simulated open seat maps for the server bench: N connections to the seat status stream of one
 * event, as fans' browsers would hold them during an on-sale. A sample of them parses every frame
 * and notes when each seat's change arrived; the rest only read the bytes (the load generator
 * must not become the bottleneck).
 */
import http from 'node:http';

export interface Viewers {
  connected: () => number;
  frames: () => number;
  /** When each seat index was first seen changed by a sampled viewer (performance.now()). */
  seenAt: (viewer: number) => Map<number, number>;
  sampled: number[];
  close: () => void;
}

export async function openViewers(options: { port: number; eventId: number; count: number; sampleEvery: number; since: string }): Promise<Viewers> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
  const requests: http.ClientRequest[] = [];
  const seen = new Map<number, Map<number, number>>();
  let connected = 0;
  let frames = 0;
  const open = (viewer: number) =>
    new Promise<void>((resolve, reject) => {
      const sampled = viewer % options.sampleEvery === 0;
      if (sampled) seen.set(viewer, new Map());
      const request = http.get(
        {
          host: '127.0.0.1', port: options.port, agent,
          path: `/api/events/${options.eventId}/seat-status/changes?since=${encodeURIComponent(options.since)}`,
          headers: { accept: 'text/event-stream' },
        },
        (response) => {
          if (response.statusCode !== 200) return reject(new Error(`viewer ${viewer}: ${response.statusCode}`));
          connected++;
          resolve();
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            if (!sampled) {
              frames += chunk.split('\n\n').length - 1;
              return;
            }
            text += chunk;
            let end: number;
            while ((end = text.indexOf('\n\n')) >= 0) {
              const block = text.slice(0, end);
              text = text.slice(end + 2);
              frames++;
              const data = block.split('\n').find((line) => line.startsWith('data: '));
              if (!block.includes('event: changes') || !data) continue;
              const at = performance.now();
              const changes = (JSON.parse(data.slice(6)) as { changes: number[] }).changes;
              const map = seen.get(viewer)!;
              for (let k = 0; k < changes.length; k += 2) if (!map.has(changes[k]!)) map.set(changes[k]!, at);
            }
          });
        },
      );
      request.on('error', reject);
      requests.push(request);
    });
  // Open in waves: a burst of thousands of connects at once would measure the accept queue.
  for (let first = 0; first < options.count; first += 500) {
    await Promise.all(Array.from({ length: Math.min(500, options.count - first) }, (_, k) => open(first + k)));
  }
  return {
    connected: () => connected,
    frames: () => frames,
    seenAt: (viewer) => seen.get(viewer) ?? new Map(),
    sampled: [...seen.keys()],
    close: () => {
      for (const request of requests) request.destroy();
      agent.destroy();
    },
  };
}
