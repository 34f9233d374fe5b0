// The geometry worker from TypeScript sources (tsx, vitest): Node 20 loads no .ts worker by
// itself, so tsx is registered here first. Built servers start dist/server/geometry-worker.js.
import { register } from 'tsx/esm/api';

register();
await import('./geometry-worker.ts');
