import { Worker } from 'node:worker_threads';
import type { Db } from '../../db/database.js';
import type { GeometryJob, GeometryJobResult } from './geometry-jobs.js';
import { readGeometryRows } from './geometry-rows.js';

/** An arena's geometry as the worker made it. */
export interface EncodedGeometry {
  seatCount: number;
  body: Buffer;
  brotli: Buffer;
  threadId: number;
  encodeMs: number;
}

/** The worker failed a job or died: the request answers 503, the next one tries again. */
export class GeometryEncodingError extends Error {
  override name = 'GeometryEncodingError';
}

export interface GeometryEncoderOptions {
  /** Where the worker opens the database itself; null: the rows are read here and sent along. */
  databaseUrl: string | null;
  /** The worker script; tests substitute one. Default: geometry-worker beside this module (or main.js). */
  workerUrl?: URL;
  workerData?: unknown;
  /** A job running longer than this is taken as a hung worker, which is stopped and replaced. */
  jobTimeoutMs?: number;
}

/** Under tsx and vitest modules are TypeScript sources; in dist everything is bundled into main.js. */
const fromSource = import.meta.url.endsWith('.ts');

/**
 * The default worker script. The build writes dist/server/geometry-worker.js beside main.js (the
 * bundle's import.meta.url); from sources a plain .mjs registers tsx first, as Node 20 does not
 * load a .ts worker by itself.
 */
function defaultWorkerUrl(): URL {
  return new URL(fromSource ? './geometry-worker-tsx.mjs' : './geometry-worker.js', import.meta.url);
}

const DEFAULT_JOB_TIMEOUT_MS = 60_000;
/** Far above a 200,000-seat venue's needs; a runaway job kills the worker, not the server. */
const WORKER_HEAP_MB = 512;

interface PendingJob {
  worker: Worker;
  resolve(result: EncodedGeometry): void;
  reject(error: Error): void;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * Builds and encodes seat map geometries in one worker thread, started on first use and replaced
 * when it dies. Callers deduplicate (GeometryCache): every job here is real work.
 */
export class GeometryEncoder {
  private worker: Worker | null = null;
  private nextJobId = 1;
  private readonly pending = new Map<number, PendingJob>();
  private closed = false;
  /** Jobs sent and workers started since construction (logs, tests). */
  readonly stats = { jobs: 0, workersStarted: 0 };

  constructor(private readonly options: GeometryEncoderOptions) {}

  async encode(db: Db, arenaId: number, version: string): Promise<EncodedGeometry> {
    if (this.closed) throw new GeometryEncodingError('geometry encoder closed');
    const id = this.nextJobId++;
    const job: GeometryJob = this.options.databaseUrl
      ? { id, arenaId, version, databaseUrl: this.options.databaseUrl }
      : { id, arenaId, version, rows: await readGeometryRows(db, arenaId, version) };
    const worker = this.worker ?? this.start();
    this.stats.jobs++;
    return new Promise<EncodedGeometry>((resolve, reject) => {
      const timeoutMs = this.options.jobTimeoutMs ?? DEFAULT_JOB_TIMEOUT_MS;
      const timer = setTimeout(() => this.stop(worker, new GeometryEncodingError(`geometry job ${id} took over ${timeoutMs} ms`)), timeoutMs);
      timer.unref();
      this.pending.set(id, { worker, resolve, reject, timer });
      worker.postMessage(job);
    });
  }

  /** Stops the worker; jobs still running fail. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.worker) await this.stop(this.worker, new GeometryEncodingError('geometry encoder closed'));
  }

  private start(): Worker {
    const worker = new Worker(this.options.workerUrl ?? defaultWorkerUrl(), {
      workerData: this.options.workerData,
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      // Source runs (tsx, vitest) must not hand their loaders' flags down; dist keeps its own.
      ...(fromSource ? { execArgv: [] } : {}),
    });
    // An idle worker does not keep a CLI or a test process alive; the server's socket does.
    worker.unref();
    worker.on('message', (result: GeometryJobResult) => this.settle(result));
    worker.on('error', (error) => this.failJobsOf(worker, new GeometryEncodingError(`geometry worker failed: ${error.message}`)));
    worker.on('exit', (code) => this.failJobsOf(worker, new GeometryEncodingError(`geometry worker exited with code ${code}`)));
    this.worker = worker;
    this.stats.workersStarted++;
    return worker;
  }

  private settle(result: GeometryJobResult): void {
    const job = this.pending.get(result.id);
    if (!job) return;
    this.pending.delete(result.id);
    clearTimeout(job.timer);
    if (!result.ok) return job.reject(new GeometryEncodingError(`${result.name}: ${result.message}`));
    job.resolve({
      seatCount: result.seatCount,
      body: Buffer.from(result.body),
      brotli: Buffer.from(result.brotli),
      threadId: result.threadId,
      encodeMs: result.encodeMs,
    });
  }

  /** A dead worker's jobs fail, and the next job starts a new worker. */
  private failJobsOf(worker: Worker, error: GeometryEncodingError): void {
    if (this.worker === worker) this.worker = null;
    for (const [id, job] of this.pending) {
      if (job.worker !== worker) continue;
      this.pending.delete(id);
      clearTimeout(job.timer);
      job.reject(error);
    }
  }

  private async stop(worker: Worker, error: GeometryEncodingError): Promise<void> {
    this.failJobsOf(worker, error);
    await worker.terminate();
  }
}
