/** Bench page: this project's seat map engine as the shop mounts it (bitmap canvases moved by CSS). */
import { mountEngine } from './engine-page.js';

mountEngine();
