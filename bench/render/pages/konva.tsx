/**
 * Bench page: this project's seat map engine with its pictures on a Konva stage (issue #15): the
 * same tiles, cache, worker and rbush hit tests as ours.tsx; see konva-compositor.ts.
 */
import { konvaCompositor } from './konva-compositor.js';
import { mountEngine } from './engine-page.js';

mountEngine({ compositor: konvaCompositor });
