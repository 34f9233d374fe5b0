export * from './schedule.js';
export * from './options.js';
export * from './outcome.js';
export * from './pending-window.js';
