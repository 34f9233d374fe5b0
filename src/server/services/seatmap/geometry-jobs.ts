import type { GeometryRows } from '../../../seatmap/model/geometry-builder.js';

/**
 * Messages between the server and its geometry worker. The worker reads the rows over its own
 * connection when the database can be opened twice (a SQLite file, PostgreSQL); an in-memory
 * SQLite database exists only in the process that opened it, so its rows travel with the job.
 */
export type GeometryJob = { id: number; arenaId: number; version: string } & ({ databaseUrl: string } | { rows: GeometryRows });

/** What the worker sends the buffers back as (transferred, not copied). */
export type GeometryJobResult =
  | {
      id: number;
      ok: true;
      seatCount: number;
      /** The uncompressed payload (`encodeGeometry`). */
      body: ArrayBuffer;
      /** The same, brotli-compressed: what nearly every browser asks for. */
      brotli: ArrayBuffer;
      /** The thread that built and encoded it (never the server's event loop). */
      threadId: number;
      encodeMs: number;
    }
  | { id: number; ok: false; name: string; message: string };
